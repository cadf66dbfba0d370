import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerSessionActivity } from './session-activity.ts';
import { DatabaseSessionStore, sessionLimits } from './session-store.ts';

export const SESSION_COOKIE = 'cms_session';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers public, cacheable content (a page's image): a visitor without a
     * session gets none, and no CSRF token, so no session row is made per image request and
     * shared caches may keep the answer. Requests with a session still get their token.
     */
    publicCacheable?: boolean;
    /**
     * A background call (a poll, a heartbeat) that does not count as the user's activity: it
     * never extends the session's idle time, so an open but unattended tab still times out.
     */
    passiveSession?: boolean;
  }
}

/** A session from an earlier request: it holds a CSRF secret (every /api answer gives one) or a login. */
function hasEstablishedSession(request: FastifyRequest): boolean {
  return request.session.get('_csrf') !== undefined || request.session.get('userId') !== undefined;
}

export interface SecurityOptions {
  sessionSecret: string;
  secureCookies: boolean;
}

/**
 * Sessions in the database, an httpOnly SameSite=Lax cookie, and the synchroniser-token
 * CSRF check the API contract asks for: every response carries X-CSRF-Token, every
 * unsafe method must send it back. Registered inside the /api scope only, so the public
 * site never creates sessions.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // Added before the session plugin so it runs first in onSend: the CSRF secret it may
  // create is then saved with the session in the same request.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    // A token request (issue 19) carries no cookie and gets none.
    if (!request.session || request.apiToken) return payload;
    if (request.routeOptions.config?.publicCacheable && !hasEstablishedSession(request)) return payload;
    reply.header('X-CSRF-Token', reply.generateCsrf());
    return payload;
  });

  const limits = sessionLimits(app.deps.config);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: new DatabaseSessionStore(app.deps.db),
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/',
      maxAge: limits.maxMs,
    },
  });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/session',
    getToken: (request: FastifyRequest) => {
      const header = request.headers['x-csrf-token'];
      return Array.isArray(header) ? header[0] : header;
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    // A bearer token is no ambient credential a cross-site form could send: no CSRF check.
    if (!UNSAFE_METHODS.has(request.method) || request.apiToken) return done();
    app.csrfProtection(request, reply, done);
  });
  // After the CSRF check and the session plugin's save: see session-activity.ts.
  registerSessionActivity(app, limits);
}
