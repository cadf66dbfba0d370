import type { UserSessionEntry } from '../../../shared/sessions/session-schemas.ts';

/** Rules of the "Active sessions" section and of the e-mail change, kept out of the components. */

/** This device first, then the others by last use, newest first. */
export function orderSessions(sessions: UserSessionEntry[]): UserSessionEntry[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/** The list once one session was signed out. */
export const withoutSession = (sessions: UserSessionEntry[], id: string) => sessions.filter((session) => session.id !== id);

/** The list once every other session was signed out. */
export const onlyCurrent = (sessions: UserSessionEntry[]) => sessions.filter((session) => session.current);

/** "Sign out everywhere else" is offered only when there is somewhere else. */
export const hasOtherSessions = (sessions: UserSessionEntry[]) => sessions.some((session) => !session.current);

/**
 * Whether saving the personal data changes the user's own e-mail address, which needs the
 * current password (the server compares trimmed and case-insensitively, so does this).
 */
export function emailChanges(savedEmail: string, typedEmail: string): boolean {
  return typedEmail.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
}
