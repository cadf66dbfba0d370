// @vitest-environment happy-dom
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types.ts';
import { setUpDomTestRoot, settle } from '../../../test-support/dom-test-root.tsx';
import { initialAuthState, useAuthStore } from '../../auth/auth-state.ts';
import { notificationsApi } from '../api.ts';
import { UNREAD_POLL_MS, useUnreadCountStore } from '../notifications-state.ts';
import { NotificationsNavLink } from './NotificationsNavLink.tsx';

vi.mock('../api.ts', () => ({ notificationsApi: { unreadCount: vi.fn(), list: vi.fn(), markRead: vi.fn() } }));
const unreadCount = vi.mocked(notificationsApi.unreadCount);

const dom = setUpDomTestRoot({ language: 'en' });

function signIn(): void {
  const user: SessionUser = {
    ID: 3,
    email: 'eddie@test.local',
    role: { id: 2, name: 'Editor', permissions: [{ name: 'create-page' }] },
    profile: { name: 'Eddie Editor', jobTitle: '', image: null },
    language: 'en',
  };
  useAuthStore.getState().loginSucceeded(user);
}

function render(): void {
  dom.render(
    <>
      <NotificationsNavLink onNavigate={() => undefined} />
      <Link to="/medialibrary">elsewhere</Link>
    </>,
    { route: '/' },
  );
}

const entry = () => dom.container.querySelector('a.notifications-nav')!;
const badge = () => dom.container.querySelector('[data-testid="notifications-unread"]')?.textContent ?? null;

beforeEach(() => {
  useAuthStore.setState({ ...initialAuthState });
  useUnreadCountStore.setState({ count: 0 });
  unreadCount.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the Notifications entry of the navigation', () => {
  it('shows the unread count from the server, and names it for screen readers', async () => {
    unreadCount.mockResolvedValue(3);
    signIn();
    render();
    await settle();
    expect(badge()).toBe('3');
    expect(entry().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(entry().getAttribute('href')).toBe('/notifications');
  });

  it('shows no badge when nothing is unread', async () => {
    unreadCount.mockResolvedValue(0);
    signIn();
    render();
    await settle();
    expect(badge()).toBeNull();
    expect(entry().getAttribute('aria-label')).toBe('Notifications');
  });

  it('asks again on every route change', async () => {
    unreadCount.mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    signIn();
    render();
    await settle();
    expect(badge()).toBe('1');
    dom.container.querySelector<HTMLAnchorElement>('a[href="/medialibrary"]')!.click();
    await settle();
    expect(unreadCount).toHaveBeenCalledTimes(2);
    expect(badge()).toBe('2');
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    unreadCount.mockResolvedValue(1);
    signIn();
    render();
    await settle();
    expect(unreadCount).toHaveBeenCalledTimes(1);
    unreadCount.mockResolvedValue(4);
    vi.advanceTimersByTime(UNREAD_POLL_MS);
    await settle();
    expect(unreadCount).toHaveBeenCalledTimes(2);
    expect(badge()).toBe('4');
  });

  it('keeps the last count when a poll fails, and asks nothing without a login', async () => {
    useUnreadCountStore.setState({ count: 2 });
    unreadCount.mockRejectedValue(new Error('offline'));
    signIn();
    render();
    await settle();
    expect(badge()).toBe('2');

    dom.remount();
    unreadCount.mockClear();
    useAuthStore.setState({ ...initialAuthState, authenticated: false });
    render();
    await settle();
    expect(unreadCount).not.toHaveBeenCalled();
    expect(badge()).toBeNull();
  });
});
