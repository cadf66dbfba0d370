import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso } from '../clock.ts';
import { sessionEnded, touchIntervalMs, type SessionLimits } from './session-store.ts';
import { touchSession } from './sessions.repository.ts';

/** The session of a logged-in user, or null (no session, or nobody logged in on it). */
function loggedInSession(request: FastifyRequest) {
  const session = request.session;
  return session?.sessionId && typeof session.userId === 'number' ? session : null;
}

/**
 * The server's own session clock (the admin's inactivity timer alone protects nothing once a
 * cookie is stolen or a tab is left open by a script):
 *
 * - every request on a logged-in session that has been idle longer than the limit, or lives
 *   longer than the absolute lifetime, is treated as logged out: the session is destroyed and
 *   a fresh one takes its place, so the call answers 401 G_04 (not 403: the check runs after
 *   the CSRF check, which the old session's token still passes) and the login form gets a token;
 * - every other request records the session's last use, browser and address (at most once per
 *   touch interval), except routes marked `passiveSession` (background polls).
 *
 * Registered after the CSRF hook and after the session plugin, so its onSend runs once the
 * session row is saved (a login's row exists before it is touched).
 */
export function registerSessionActivity(app: FastifyInstance, limits: SessionLimits): void {
  const { db } = app.deps;
  const interval = touchIntervalMs(limits);

  app.addHook('onRequest', async (request) => {
    const session = loggedInSession(request);
    if (session && sessionEnded(session.activity, limits, Date.now())) await session.regenerate();
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const session = loggedInSession(request);
    if (!session || request.routeOptions.config?.passiveSession) return payload;
    const lastSeen = Date.parse(session.activity?.lastSeenAt ?? '');
    if (Date.now() - lastSeen < interval) return payload;
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 512);
    await touchSession(db, session.sessionId, { at: nowIso(), userAgent, ip: request.ip.slice(0, 64) });
    return payload;
  });
}
