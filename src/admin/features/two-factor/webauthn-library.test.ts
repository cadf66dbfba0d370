import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The WebAuthn library is fetched once, and again after a failed fetch. */
let fetches = 0;
const library = () => {
  fetches += 1;
  return { startAuthentication: () => undefined };
};

beforeEach(() => {
  vi.resetModules();
  fetches = 0;
});

describe('loadWebAuthn', () => {
  it('fetches the library once for any number of callers', async () => {
    vi.doMock('@simplewebauthn/browser', library);
    const { loadWebAuthn } = await import('./webauthn-library.ts');
    const [first, second] = await Promise.all([loadWebAuthn(), loadWebAuthn()]);
    await loadWebAuthn();
    expect(first).toBe(second);
    expect(typeof first.startAuthentication).toBe('function');
    expect(fetches).toBe(1);
  });

  it('tries again after a failed fetch', async () => {
    vi.doMock('@simplewebauthn/browser', () => {
      throw new Error('chunk failed to load');
    });
    const { loadWebAuthn } = await import('./webauthn-library.ts');
    await expect(loadWebAuthn()).rejects.toThrow();
    // The chunk is there again (say, the network is back): a new fetch, not the failure kept.
    vi.resetModules();
    vi.doMock('@simplewebauthn/browser', library);
    await expect(loadWebAuthn()).resolves.toHaveProperty('startAuthentication');
    expect(fetches).toBe(1);
  });
});
