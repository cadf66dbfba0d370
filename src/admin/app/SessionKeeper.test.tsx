// @vitest-environment happy-dom
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/api-types.ts';
import { initialAuthState, useAuthStore } from '../features/auth/auth-state.ts';
import type { AdminSettings } from '../features/settings/api.ts';
import { useSettingsStore } from '../features/settings/settings-state.ts';
import { createDomTestRoot } from '../test-support/dom-test-root.tsx';
import { SessionKeeper } from './SessionKeeper.tsx';

const user: SessionUser = {
  ID: 4,
  email: 'ida@test.local',
  role: { id: 2, name: 'Editor', permissions: [] },
  profile: { name: 'Ida', jobTitle: '', image: null },
  language: 'en',
};
const MINUTE = 60_000;

function settingsWith(inactivityMinutes: number): AdminSettings {
  return {
    availableLocales: ['nl-nl'],
    defaultLocale: 'nl-nl',
    customSlugLocales: [],
    timeZone: 'Europe/Amsterdam',
    consentByBrowsing: true,
    apiDocsPublic: false,
    inactivityMinutes,
  } as AdminSettings;
}

function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="from">{from}</output>
    </>
  );
}

const dom = createDomTestRoot();
let requests: string[];

const location = () => dom.container.querySelector('[data-testid="location"]')!.textContent;
const cameFrom = () => dom.container.querySelector('[data-testid="from"]')!.textContent;
const warning = () => dom.container.querySelector('[role="alertdialog"]');
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function render(translated = false): void {
  dom.render(
    <>
      <SessionKeeper />
      <LocationProbe />
    </>,
    { route: '/users', i18n: translated },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requests.push(input);
      return new Response(JSON.stringify({ Success: true, Errors: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  useAuthStore.setState({ ...initialAuthState });
  useAuthStore.getState().loginSucceeded(user);
  useSettingsStore.setState({ settings: null });
  dom.mount();
});

afterEach(() => {
  dom.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SessionKeeper (SPEC 4 inactivity)', () => {
  it('logs out after the configured minutes without activity and goes to /login', async () => {
    useSettingsStore.getState().setSettings(settingsWith(2));
    render();
    await advance(2 * MINUTE - 1_000);
    expect(useAuthStore.getState().authenticated).toBe(true);
    expect(location()).toBe('/users');
    await advance(1_000);
    expect(requests).toContain('/api/auth/logout');
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, logoutReason: 'inactive' });
    expect(location()).toBe('/login');
    // The login sends the user back here (destinationAfterLogin reads `from`).
    expect(cameFrom()).toBe('/users');
  });

  it('warns a minute ahead with a live countdown; any activity takes the warning back', async () => {
    useSettingsStore.getState().setSettings(settingsWith(5));
    render(true);
    await advance(4 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()?.textContent).toContain('Are you still there?');
    expect(warning()?.textContent).toContain('signed out in 60 seconds');
    await advance(15_000);
    expect(warning()?.textContent).toContain('signed out in 45 seconds');
    act(() => void window.dispatchEvent(new Event('mousemove')));
    expect(warning()).toBeNull();
    await advance(4 * MINUTE - 1_000);
    expect(useAuthStore.getState().authenticated).toBe(true);
    expect(warning()).toBeNull();
  });

  it('"Stay signed in" closes the warning, renews the session and puts the logout a full period off', async () => {
    useSettingsStore.getState().setSettings(settingsWith(5));
    render(true);
    await advance(4 * MINUTE + 30_000);
    const stay = [...warning()!.querySelectorAll('button')].find((button) => button.textContent === 'Stay signed in')!;
    act(() => stay.click());
    expect(warning()).toBeNull();
    expect(requests).toContain('/api/auth/refresh-session');
    // Past the first deadline, and up to just before the new warning: still logged in.
    await advance(4 * MINUTE - 1_000);
    expect(useAuthStore.getState().authenticated).toBe(true);
    expect(location()).toBe('/users');
    expect(warning()).toBeNull();
    await advance(MINUTE + 1_000);
    expect(useAuthStore.getState().logoutReason).toBe('inactive');
  });

  it('activity postpones the logout', async () => {
    useSettingsStore.getState().setSettings(settingsWith(2));
    render();
    await advance(90_000);
    act(() => void window.dispatchEvent(new Event('keydown')));
    await advance(90_000);
    expect(useAuthStore.getState().authenticated).toBe(true);
    await advance(30_000);
    expect(useAuthStore.getState().logoutReason).toBe('inactive');
    expect(location()).toBe('/login');
  });

  it('a short idle limit renews the server session of an active user in time (the server ends idle sessions too)', async () => {
    useSettingsStore.getState().setSettings(settingsWith(1));
    render();
    await advance(10_000);
    act(() => void window.dispatchEvent(new Event('mousemove')));
    expect(requests).not.toContain('/api/auth/refresh-session');
    // Within half the idle time, not only after the usual five minutes.
    await advance(20_000);
    expect(requests).toContain('/api/auth/refresh-session');
  });

  it('without settings (loading them failed) falls back to 30 minutes instead of no timeout', async () => {
    render();
    await advance(30 * MINUTE - 1_000);
    expect(useAuthStore.getState().authenticated).toBe(true);
    await advance(1_000);
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, logoutReason: 'inactive' });
    expect(location()).toBe('/login');
  });

  it('a configured 0 switches the timer off on purpose', async () => {
    useSettingsStore.getState().setSettings(settingsWith(0));
    render();
    await advance(120 * MINUTE);
    expect(useAuthStore.getState().authenticated).toBe(true);
    expect(location()).toBe('/users');
    expect(requests).not.toContain('/api/auth/logout');
  });
});
