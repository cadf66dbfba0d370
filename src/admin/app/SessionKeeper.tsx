import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InactivityTimer, localStorageActivityStore } from '../lib/inactivity-timer.ts';
import { logout, refreshSession } from '../features/auth/auth-actions.ts';
import { useSettingsStore } from '../features/settings/settings-state.ts';
import { InactivityWarning } from './InactivityWarning.tsx';

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

/**
 * How often an active user's server session is extended: every five minutes, or twice per
 * idle period when that is shorter, because the server ends a session idle for INACTIVITY_MINUTES
 * (activity in the page alone, without calls, would not reach it).
 */
const REFRESH_INTERVAL_MS = 5 * 60_000;
export const refreshIntervalMs = (minutes: number) =>
  minutes > 0 ? Math.min(REFRESH_INTERVAL_MS, (minutes * 60_000) / 2) : REFRESH_INTERVAL_MS;
/** The "are you still there?" warning comes this long before the logout. */
const WARNING_MS = 60_000;

/**
 * While someone is logged in: log them out after the configured minutes of inactivity
 * (SPEC 4), counted over every open tab of the admin (they share one session, so an idle tab
 * must not log out a tab in use: the last activity is shared through localStorage), and, as
 * long as they are active, refresh the server session now and then so it does not expire
 * under their hands. A minute before the logout a warning counts down; any activity (in any
 * tab) or its button puts the logout off. After the logout the login sends the user back to
 * the screen they were on (unsaved editor work waits in the browser, see draft-backup.ts).
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const location = useLocation();
  const minutes = useSettingsStore((state) => inactivityMinutesFrom(state.settings));
  const [deadline, setDeadline] = useState<number | null>(null);
  const timerRef = useRef<InactivityTimer | null>(null);
  // Read when the timeout runs: where to come back to after logging in again.
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    let activeSinceRefresh = false;
    const timer = new InactivityTimer({
      minutes,
      shared: localStorageActivityStore(),
      warningMs: WARNING_MS,
      onWarning: setDeadline,
      onWarningEnd: () => setDeadline(null),
      onActivity: () => {
        activeSinceRefresh = true;
      },
      onTimeout: () => {
        setDeadline(null);
        const from = locationRef.current;
        void logout('inactive').then(() => navigate('/login', { replace: true, state: { from } }));
      },
    });
    timerRef.current = timer;
    timer.start();
    const refresher = window.setInterval(() => {
      if (!activeSinceRefresh) return;
      activeSinceRefresh = false;
      void refreshSession();
    }, refreshIntervalMs(minutes));
    return () => {
      timer.stop();
      timerRef.current = null;
      setDeadline(null);
      window.clearInterval(refresher);
    };
  }, [minutes, navigate]);

  if (deadline === null) return null;
  return (
    <InactivityWarning
      deadline={deadline}
      onStay={() => {
        // Activity for every tab, and the server session is renewed at once.
        timerRef.current?.extend();
        void refreshSession();
      }}
    />
  );
}
