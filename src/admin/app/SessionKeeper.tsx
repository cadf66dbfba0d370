import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { InactivityTimer, localStorageActivityStore } from '../lib/inactivity-timer.ts';
import { logout, refreshSession } from '../features/auth/auth-actions.ts';
import { useSettingsStore } from '../features/settings/settings-state.ts';

/**
 * Used when the settings could not be loaded (or carry no usable value): the server's own
 * INACTIVITY_MINUTES default. Turning the timer off instead would keep an unattended admin
 * logged in for good. A configured 0 (timer off on purpose) is respected.
 */
const DEFAULT_INACTIVITY_MINUTES = 30;

function inactivityMinutesFrom(settings: { inactivityMinutes?: unknown } | null | undefined): number {
  const value = settings?.inactivityMinutes;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_INACTIVITY_MINUTES;
}

/** How often an active user's server session is extended. */
const REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * While someone is logged in: log them out after the configured minutes of inactivity
 * (SPEC 4), counted over every open tab of the admin (they share one session, so an idle tab
 * must not log out a tab in use: the last activity is shared through localStorage), and, as
 * long as they are active, refresh the server session now and then so it does not expire
 * under their hands.
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const minutes = useSettingsStore((state) => inactivityMinutesFrom(state.settings));

  useEffect(() => {
    let activeSinceRefresh = false;
    const timer = new InactivityTimer({
      minutes,
      shared: localStorageActivityStore(),
      onActivity: () => {
        activeSinceRefresh = true;
      },
      onTimeout: () => {
        void logout('inactive').then(() => navigate('/login', { replace: true }));
      },
    });
    timer.start();
    const refresher = window.setInterval(() => {
      if (!activeSinceRefresh) return;
      activeSinceRefresh = false;
      void refreshSession();
    }, REFRESH_INTERVAL_MS);
    return () => {
      timer.stop();
      window.clearInterval(refresher);
    };
  }, [minutes, navigate]);

  return null;
}
