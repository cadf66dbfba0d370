import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { PermissionName } from '../../../shared/permissions.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import type { Actor } from '../roles/roles.service.ts';
import { getSessionUser } from '../users/user-accounts.service.ts';

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The logged-in user of this request, loaded once per request; null when nobody is logged in. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const userId = request.session?.userId;
    pending = typeof userId === 'number' && !request.apiToken ? loadSessionUser(request, userId) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

async function loadSessionUser(request: FastifyRequest, userId: number): Promise<SessionUser | null> {
  const user = await getSessionUser(request.server.deps.db, userId);
  // A deleted or deactivated account: its session ends now, not only its access.
  if (!user && request.session?.userId === userId) await request.session.regenerate();
  return user;
}

/** The user a request acts for when no session names it (an API token's user, issue 19). */
export function setRequestUser(request: FastifyRequest, user: SessionUser): void {
  resolved.set(request, Promise.resolve(user));
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthenticated();
  return user;
}

export function toActor(user: SessionUser): Actor {
  return { id: user.ID, roleId: user.role.id, permissions: new Set(user.role.permissions.map((permission) => permission.name)) };
}

export async function requireActor(request: FastifyRequest): Promise<Actor & { language: SessionUser['language'] }> {
  const user = await requireUser(request);
  return { ...toActor(user), language: user.language };
}

export function hasPermission(user: SessionUser, permission: PermissionName): boolean {
  return user.role.permissions.some((held) => held.name === permission);
}

/** preHandler for routes that need a login. */
export async function authenticated(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await requireUser(request);
}

/** preHandler factory: 401 without a login, 403 (UM_01) without the permission. */
export function permission(name: PermissionName) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const user = await requireUser(request);
    if (!hasPermission(user, name)) throw forbidden('UM_01');
  };
}
