import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { AppDeps } from '../../deps.ts';
import { nowIso } from '../../lib/clock.ts';
import { currentUser } from '../auth/auth.guard.ts';
import { getVersion } from '../pages/pages.service.ts';
import { getSessionUser } from '../users/user-accounts.service.ts';
import { AUDITED_ROUTES, MUTATING_METHODS, routeKey, type AuditContext, type AuditRoute } from './audit-catalogue.ts';
import { recordEntry, type NewAuditEntry } from './audit.service.ts';

interface PendingAudit {
  route: AuditRoute;
  /** The session's user before the handler ran (logout ends the session). */
  userBefore: Promise<SessionUser | null>;
  response?: Record<string, unknown>;
}

const pending = new WeakMap<FastifyRequest, PendingAudit>();
/** Per application (its deps): every mutating /api route registered, and the writes not yet done. */
const registeredRoutes = new WeakMap<AppDeps, Set<string>>();
const inFlight = new WeakMap<AppDeps, Set<Promise<void>>>();

/** Mutating /api routes of an application, as "METHOD /url" (the catalogue test reads them). */
export function mutatingApiRoutes(app: FastifyInstance): string[] {
  return [...(registeredRoutes.get(app.deps) ?? [])].sort();
}

/** Resolves when every audit entry of finished requests is written (entries are written after the answer). */
export async function auditWritesSettled(app: FastifyInstance): Promise<void> {
  await Promise.all([...(inFlight.get(app.deps) ?? [])]);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const idText = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;

function atPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => asRecord(current)[key], value);
}

/**
 * The audit trail: one hook set on the /api scope records every call of the route catalogue
 * (audit-catalogue.ts) after it was answered: who, when, from where, what and the outcome.
 * Writing happens after the answer is sent and its failure is only logged, so it never fails
 * or slows a request. Registered before the route plugins, so it sees every route.
 */
export function registerAuditTrail(api: FastifyInstance): void {
  const deps = api.deps;
  const routes = new Set<string>();
  const writes = new Set<Promise<void>>();
  registeredRoutes.set(deps, routes);
  inFlight.set(deps, writes);

  api.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if ((MUTATING_METHODS as readonly string[]).includes(method.toUpperCase())) routes.add(routeKey(method, options.url ?? ''));
    }
  });

  api.addHook('onRequest', async (request) => {
    const route = AUDITED_ROUTES[routeKey(request.method, request.routeOptions.url ?? '')];
    if (!route) return;
    // Loaded now (and kept for the request), before a logout ends the session.
    pending.set(request, { route, userBefore: currentUser(request).catch(() => null) });
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const state = pending.get(request);
    // Only JSON answers are read: the error code of a failure, or the id of a created object.
    if (state && typeof payload === 'string' && payload.length < 64 * 1024) {
      try {
        state.response = asRecord(JSON.parse(payload));
      } catch {
        state.response = {};
      }
    }
    return payload;
  });

  api.addHook('onResponse', async (request, reply) => {
    const key = routeKey(request.method, request.routeOptions.url ?? '');
    const route = AUDITED_ROUTES[key];
    if (!route) return;
    const write = buildEntry(deps, request, reply, route)
      .then((entry) => recordEntry(deps.db, entry))
      .catch((error: unknown) => deps.logger.error({ err: error, action: route.action }, 'audit entry not written'));
    writes.add(write);
    try {
      await write;
    } finally {
      writes.delete(write);
    }
  });
}

async function whoActed(
  deps: AppDeps,
  request: FastifyRequest,
  route: AuditRoute,
  state: PendingAudit | undefined,
  context: AuditContext,
): Promise<Pick<NewAuditEntry, 'userId' | 'userName' | 'userEmail'>> {
  if (route.action === 'auth.login' || route.action === 'auth.forgot-password') {
    // The account signed in to, or the address that was tried (a failed login has no user).
    const signedIn = asRecord(context.response.User);
    if (typeof signedIn.ID === 'number') {
      return { userId: signedIn.ID, userName: idText(asRecord(signedIn.profile).name), userEmail: idText(signedIn.email) };
    }
    // A right password that leads to the second step answers no user; the route names the account.
    if (typeof request.auditUserId === 'number') return userNamed(deps, request.auditUserId);
    return { userId: null, userName: null, userEmail: idText(context.body.email)?.toLowerCase() ?? null };
  }
  const before = state ? await state.userBefore : null;
  if (before) return { userId: before.ID, userName: before.profile.name, userEmail: before.email };
  // The route's account comes first: a half-signed-in session (two-factor-session.ts) holds none.
  const userId = request.auditUserId ?? request.session?.userId;
  if (typeof userId !== 'number') return { userId: null, userName: null, userEmail: null };
  return userNamed(deps, userId);
}

async function userNamed(deps: AppDeps, userId: number): Promise<Pick<NewAuditEntry, 'userId' | 'userName' | 'userEmail'>> {
  const user = await getSessionUser(deps.db, userId);
  return { userId, userName: user?.profile.name ?? null, userEmail: user?.email ?? null };
}

async function objectOf(
  deps: AppDeps,
  route: AuditRoute,
  context: AuditContext,
): Promise<{ type: string | null; id: string | null; note?: string }> {
  const source = route.object;
  if (!source) return { type: null, id: null };
  switch (source.from) {
    case 'param':
      return { type: source.type, id: idText(context.params[source.key]) };
    case 'body':
      return { type: source.type, id: idText(context.body[source.key]) };
    case 'response':
      return { type: source.type, id: idText(atPath(context.response, source.path)) };
    case 'fixed':
      return { type: source.type, id: source.id };
    case 'version': {
      // Version calls are recorded against their page, so the page's entries tell its whole story.
      const versionId = Number(context.params[source.key]);
      const note = `version: ${versionId}`;
      if (!Number.isInteger(versionId) || versionId <= 0) return { type: 'page', id: null };
      const version = await getVersion(deps.db, versionId).catch(() => null);
      return { type: 'page', id: version ? String(version.pageID) : null, note };
    }
  }
}

async function buildEntry(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, route: AuditRoute): Promise<NewAuditEntry> {
  const state = pending.get(request);
  const context: AuditContext = {
    params: asRecord(request.params),
    // A multipart upload has no parsed body; its fields are not read.
    body: asRecord(request.body),
    response: state?.response ?? {},
  };
  const success = reply.statusCode < 400;
  const object = await objectOf(deps, route, context);
  const detail = [object.note, route.detail?.(context)].filter(Boolean).join(', ');
  const errors = Array.isArray(context.response.Errors) ? context.response.Errors : [];
  const userAgent = request.headers['user-agent'];
  return {
    ...(await whoActed(deps, request, route, state, context)),
    action: route.action,
    objectType: object.type,
    objectId: object.id,
    detail: detail || null,
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    outcome: success ? 'success' : 'failure',
    statusCode: reply.statusCode,
    errorCode: success ? null : (idText(asRecord(errors[0]).code) ?? null),
    createdAt: nowIso(),
  };
}
