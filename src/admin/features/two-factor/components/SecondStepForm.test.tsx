// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types.ts';
import { settle, setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { SecondStepForm } from './SecondStepForm.tsx';

/**
 * The login screen's second step: app code, "use a recovery code", what a wrong code shows, and
 * the passkey (the WebAuthn library is loaded when the passkey button shows, not with the screen).
 */
const webAuthn = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
const loader = vi.hoisted(() => ({ loadWebAuthn: vi.fn() }));
vi.mock('../webauthn-library.ts', () => loader);

const user: SessionUser = {
  ID: 3,
  email: 'b@example.com',
  role: { id: 1, name: 'Editor', permissions: [] },
  profile: { name: 'B', jobTitle: '', image: null },
  language: 'en',
};
const calls: { path: string; body: unknown }[] = [];
let accept = true;
let optionsStatus = 200;
let passkeyAccepted = true;
const PASSKEY_RESPONSE = { id: 'credential-1', type: 'public-key' };

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });

beforeEach(() => {
  calls.length = 0;
  passkeyAccepted = true;
  loader.loadWebAuthn.mockReset().mockResolvedValue({ startAuthentication: webAuthn.startAuthentication });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://admin.test');
      calls.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? '{}')) });
      if (url.pathname.endsWith('/passkey/login-options')) {
        const body =
          optionsStatus === 200
            ? { Success: true, Errors: [], data: { challenge: 'abc' } }
            : { Success: false, Errors: [{ code: 'G_01' }] };
        return new Response(JSON.stringify(body), { status: optionsStatus, headers: { 'Content-Type': 'application/json' } });
      }
      if (url.pathname.endsWith('/passkey/login') && !passkeyAccepted) {
        // As passkeys.service.ts refuses a passkey: V_04 on the `response` field.
        const body = { Success: false, Errors: [{ code: 'V_04', property: 'response' }] };
        return new Response(JSON.stringify(body), { status: 400, headers: { 'Content-Type': 'application/json' } });
      }
      const body = accept ? { Success: true, Errors: [], User: user } : { Success: false, Errors: [{ code: 'V_04', property: 'code' }] };
      return new Response(JSON.stringify(body), { status: accept ? 200 : 400, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

function type(value: string) {
  typeInto(dom.container.querySelector<HTMLInputElement>('input[name="code"]')!, value);
}

async function submit() {
  act(() => dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await settle(5);
}

const button = (text: string) => [...dom.container.querySelectorAll('button')].find((candidate) => candidate.textContent === text);

describe('SecondStepForm', () => {
  it('sends the app code and signs in', async () => {
    accept = true;
    const signedIn = vi.fn();
    dom.render(<SecondStepForm methods={['totp', 'recovery']} onSignedIn={signedIn} onRestart={() => undefined} />);
    await settle(2);
    expect(dom.container.textContent).toContain('six-digit code');
    expect(button('Use a passkey')).toBeUndefined();
    type('123 456');
    await submit();
    expect(calls).toEqual([{ path: '/api/auth/two-factor/verify', body: { code: '123 456' } }]);
    expect(signedIn).toHaveBeenCalledWith(user);
    // No passkey offered: the WebAuthn library is not fetched.
    expect(loader.loadWebAuthn).not.toHaveBeenCalled();
  });

  it('loads the WebAuthn library when the passkey button shows and signs in with a passkey', async () => {
    accept = true;
    optionsStatus = 200;
    webAuthn.startAuthentication.mockResolvedValueOnce(PASSKEY_RESPONSE);
    const signedIn = vi.fn();
    dom.render(<SecondStepForm methods={['passkey', 'recovery']} onSignedIn={signedIn} onRestart={() => undefined} />);
    await settle(2);
    expect(loader.loadWebAuthn).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    act(() => button('Use a passkey')!.click());
    await settle(5);
    expect(webAuthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(calls).toEqual([
      { path: '/api/auth/two-factor/passkey/login-options', body: {} },
      { path: '/api/auth/two-factor/passkey/login', body: { response: PASSKEY_RESPONSE } },
    ]);
    expect(signedIn).toHaveBeenCalledWith(user);
  });

  it("says so when the browser refuses the passkey, and shows the server's refusal without a code form", async () => {
    optionsStatus = 200;
    webAuthn.startAuthentication.mockRejectedValueOnce(new Error('NotAllowedError'));
    const signedIn = vi.fn();
    dom.render(<SecondStepForm methods={['passkey', 'recovery']} onSignedIn={signedIn} onRestart={() => undefined} />);
    await settle(2);
    act(() => button('Use a passkey')!.click());
    await settle(5);
    const refused = 'The passkey was not accepted, or the request was cancelled.';
    expect(dom.container.textContent).toContain(refused);
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/two-factor/passkey/login-options']);
    passkeyAccepted = false;
    webAuthn.startAuthentication.mockResolvedValueOnce(PASSKEY_RESPONSE);
    act(() => button('Use a passkey')!.click());
    await settle(5);
    expect(calls.map((call) => call.path).slice(1)).toEqual([
      '/api/auth/two-factor/passkey/login-options',
      '/api/auth/two-factor/passkey/login',
    ]);
    expect(dom.container.querySelector('form')).toBeNull();
    expect(dom.container.textContent).not.toContain(refused);
    expect(dom.container.textContent).toContain('The token is not valid.');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('switches to a recovery code and shows a refused code under the field', async () => {
    accept = false;
    const signedIn = vi.fn();
    dom.render(<SecondStepForm methods={['totp', 'passkey', 'recovery']} onSignedIn={signedIn} onRestart={() => undefined} />);
    await settle(2);
    expect(button('Use a passkey')).toBeDefined();
    act(() => button('Use a recovery code')!.click());
    await settle(2);
    expect(dom.container.textContent).toContain('Each code works once');
    type('abcde-fghjk');
    await submit();
    expect(calls.at(-1)).toEqual({ path: '/api/auth/two-factor/recovery', body: { code: 'abcde-fghjk' } });
    expect(dom.container.textContent).toContain('The token is not valid.');
    expect(signedIn).not.toHaveBeenCalled();
    expect(button('Use a code from the app')).toBeDefined();
  });
});
