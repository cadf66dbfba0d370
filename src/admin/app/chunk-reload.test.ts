// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installChunkReload, reloadAfterChunkFailure } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('reloadAfterChunkFailure', () => {
  it('reloads once, then not again within a minute, and again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, now: () => now, reload, busy: () => false };
    expect(reloadAfterChunkFailure(deps)).toBe(true);
    now += 59_000;
    expect(reloadAfterChunkFailure(deps)).toBe(false);
    now += 2_000;
    expect(reloadAfterChunkFailure(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while something lives in memory only (a login between its two steps)', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure({ storage: memoryStorage(), now: () => 1_000_000, reload, busy: () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReload', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    sessionStorage.clear();
  });

  it("reloads on Vite's preload error unless busy", () => {
    const reload = vi.fn();
    let busy = true;
    stop = installChunkReload(() => busy, reload);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).not.toHaveBeenCalled();
    busy = false;
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the browser is offline (it would show its own error page)', () => {
    const reload = vi.fn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stop = installChunkReload(() => false, reload);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    online.mockRestore();
  });
});
