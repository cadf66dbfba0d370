import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import { setRequestUser } from '../auth/auth.guard.ts';
import { getSessionUser } from '../users/user-accounts.service.ts';
import { narrowToToken, recordTokenUse, verifyApiToken, type ApiTokenIdentity } from './api-tokens.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token this request authenticated with (`Authorization: Bearer …`), issue 19. */
    apiToken?: ApiTokenIdentity;
  }
  interface FastifyContextConfig {
    /** A read sent as POST (a search, a lookup by slug): a read-only token may call it. */
    tokenRead?: boolean;
  }
}

/** Calls for a person at a keyboard, never for a token: signing in and out, passwords, second factors, sessions, tokens. */
function isPersonalRoute(url: string, method: string): boolean {
  if (url === '/api/auth/user' && method === 'GET') return false;
  return (
    url.startsWith('/api/auth/') || url.startsWith('/api/user/sessions') || url === '/api/user/password' || url.startsWith('/api/tokens')
  );
}

/**
 * What a read-only token may call: the public content calls (marked `tokenRead`: pages by slug,
 * menus, public settings, tags, site search), as an anonymous visitor would, never a draft.
 */
function isPublicRead(request: FastifyRequest): boolean {
  return request.routeOptions.config?.tokenRead === true;
}

const BEARER_SCHEME = /^Bearer(?:[ \t]|$)/i;
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Resolves `Authorization: Bearer …` before the session and CSRF handling, which then leave the
 * request alone (no CSRF header needed, no session cookie made). A Bearer header that is there
 * but wrong is refused (401), never ignored, so a broken integration fails loudly. Other schemes
 * (Basic, from a password-protected staging site in front) are not ours and are left alone.
 */
export function registerTokenAuth(api: FastifyInstance): void {
  const { db } = api.deps;
  api.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header === undefined || !BEARER_SCHEME.test(header)) return;
    const url = request.routeOptions.url ?? request.url;
    const presented = BEARER.exec(header)?.[1];
    if (!presented) {
      request.log.warn({ reason: 'malformed' }, 'api token refused');
      throw unauthenticated();
    }
    const result = await verifyApiToken(db, presented);
    if ('refused' in result) {
      request.log.warn({ reason: result.refused, tokenId: result.tokenId }, 'api token refused');
      throw unauthenticated();
    }
    const { token } = result;
    // The user as they are now: a deactivated or deleted user's token stops at once.
    const user = await getSessionUser(db, token.userId);
    if (!user) {
      request.log.warn({ reason: 'user-inactive', tokenId: token.id, userId: token.userId }, 'api token refused');
      throw unauthenticated();
    }
    if (isPersonalRoute(url, request.method) || (token.scope === 'read' && !isPublicRead(request))) {
      request.log.warn({ reason: 'scope', tokenId: token.id, userId: token.userId, route: url }, 'api token refused');
      throw forbidden('UM_01');
    }
    request.apiToken = token;
    // A read-only token reads as an anonymous visitor (published content only).
    if (token.scope !== 'read') setRequestUser(request, narrowToToken(user, token.scope));
    request.auditUserId = token.userId;
    request.log.info({ tokenId: token.id, userId: token.userId, route: url }, 'api token used');
    // Bookkeeping never fails the call it records.
    recordTokenUse(db, token.id).catch((error: unknown) =>
      request.log.warn({ err: error, tokenId: token.id }, 'recording an api token use failed'),
    );
  });
}

/** Per token, across instances when the limiter's store is shared (issue 19). */
export const TOKEN_REQUESTS_PER_MINUTE = 600;

/** Needs @fastify/rate-limit registered on `api` first. */
export function registerTokenRateLimit(api: FastifyInstance, perMinute = TOKEN_REQUESTS_PER_MINUTE): void {
  const limit = api.rateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `api-token:${request.apiToken?.id ?? 0}`,
  });
  api.addHook('onRequest', async (request, reply) => {
    if (request.apiToken) await limit.call(api, request, reply);
  });
}
