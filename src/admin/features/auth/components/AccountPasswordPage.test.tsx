// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { AccountPasswordPage } from './AccountPasswordPage.tsx';

/** The reset screen asks the server about its link when it opens (POST /api/auth/check-reset-token). */
let linkState: string | null = 'valid';
const checked: unknown[] = [];

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const passwordField = () => dom.container.querySelector('input[name="password"]');

beforeEach(() => {
  checked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://admin.test');
      if (url.pathname !== '/api/auth/check-reset-token') return new Response('{}', { status: 404 });
      checked.push(JSON.parse(String(init?.body)));
      if (linkState === null) return new Response('down', { status: 503 });
      const body = { Success: true, Errors: [], data: { state: linkState } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

describe('reset password screen', () => {
  it('says at once that a used link was used, instead of showing the form', async () => {
    linkState = 'used';
    dom.render(<AccountPasswordPage purpose="reset-password" />, { route: '/reset-password?token=used-token' });
    await settle(5);
    expect(checked).toEqual([{ token: 'used-token' }]);
    expect(dom.container.textContent).toContain('This link has already been used');
    expect(passwordField()).toBeNull();
    expect(dom.container.querySelector('a[href="/forgot-password"]')?.textContent).toBe('Ask for a new link');
  });

  it('says so for an expired link', async () => {
    linkState = 'expired';
    dom.render(<AccountPasswordPage purpose="activate-account" />, { route: '/activate-account?token=old' });
    await settle(5);
    expect(dom.container.textContent).toContain('This link has expired.');
    expect(passwordField()).toBeNull();
  });

  it('shows the form for a valid link, and also when the check itself fails', async () => {
    linkState = 'valid';
    dom.render(<AccountPasswordPage purpose="reset-password" />, { route: '/reset-password?token=fresh' });
    await settle(5);
    expect(passwordField()).not.toBeNull();
    expect(dom.container.textContent).not.toContain('This link');

    dom.remount();
    linkState = null;
    dom.render(<AccountPasswordPage purpose="reset-password" />, { route: '/reset-password?token=fresh' });
    await settle(5);
    expect(passwordField()).not.toBeNull();
  });
});
