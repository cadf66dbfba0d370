// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSessionEntry } from '../../../../shared/sessions/session-schemas.ts';
import { setUpDomTestRoot, settle } from '../../../test-support/dom-test-root.tsx';
import { ActiveSessionsSection } from './ActiveSessionsSection.tsx';

const session = (id: string, browser: string, os: string, current = false): UserSessionEntry => ({
  id,
  device: { browser, os },
  ip: current ? '10.0.0.1' : '10.0.0.2',
  createdAt: '2026-01-01T08:00:00.000Z',
  lastUsedAt: current ? '2026-01-01T09:00:00.000Z' : '2026-01-01T08:30:00.000Z',
  current,
});

let listed: UserSessionEntry[];
let calls: string[];
const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });

beforeEach(() => {
  calls = [];
  listed = [
    session('aaaaaaaaaaaaaaaaaaaaaa', 'Firefox', 'Linux', true),
    session('bbbbbbbbbbbbbbbbbbbbbb', 'Safari', 'iOS'),
    session('cccccccccccccccccccccc', 'Unknown', 'Unknown'),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (method === 'GET') return json({ Success: true, Errors: [], data: listed });
      if (url.endsWith('/sign-out-others')) return json({ Success: true, Errors: [], data: { ended: 2 } });
      return json({ Success: true, Errors: [] });
    }),
  );
});

const items = () => [...dom.container.querySelectorAll('.session-list__item')].map((item) => item.textContent ?? '');
const button = (label: string) => [...dom.container.querySelectorAll('button')].find((element) => element.textContent === label);

describe('Active sessions (User settings)', () => {
  it('lists the sessions, this device first and marked, with device and address', async () => {
    dom.render(<ActiveSessionsSection />);
    await settle();
    expect(items()).toHaveLength(3);
    expect(items()[0]).toContain('Firefox on Linux');
    expect(items()[0]).toContain('This device');
    expect(items()[1]).toContain('Safari on iOS');
    expect(items()[1]).toContain('Address 10.0.0.2');
    expect(items()[2]).toContain('Unknown on Unknown');
    // The current session has no sign-out of its own (logout is for that).
    expect(dom.container.querySelectorAll('.session-list__item')[0]!.querySelector('button')).toBeNull();
  });

  it('"Sign out" ends one session and drops it from the list', async () => {
    dom.render(<ActiveSessionsSection />);
    await settle();
    const signOut = dom.container.querySelector('button[aria-label^="Sign out Safari on iOS"]') as HTMLButtonElement;
    act(() => signOut.click());
    await settle();
    expect(calls).toContain('DELETE /api/user/sessions/bbbbbbbbbbbbbbbbbbbbbb');
    expect(items()).toHaveLength(2);
    expect(dom.container.textContent).toContain('The session has been signed out.');
  });

  it('"Sign out everywhere else" leaves only this device', async () => {
    dom.render(<ActiveSessionsSection />);
    await settle();
    act(() => button('Sign out everywhere else')!.click());
    await settle();
    expect(calls).toContain('POST /api/user/sessions/sign-out-others');
    expect(items()).toHaveLength(1);
    expect(dom.container.textContent).toContain('2 other sessions have been signed out.');
    expect(button('Sign out everywhere else')).toBeUndefined();
    expect(dom.container.textContent).toContain('You are not signed in anywhere else.');
  });
});
