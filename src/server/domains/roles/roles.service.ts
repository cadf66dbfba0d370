import type { Kysely } from 'kysely';
import type { RoleSummary } from '../../../shared/api-types.ts';
import { isPermissionName, PERMISSIONS, type Permission, type PermissionName } from '../../../shared/permissions.ts';
import type { RoleSaveBody } from '../../../shared/schemas/users.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { nowIso } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { deleteUserSessions } from '../../lib/http/session-store.ts';
import * as roles from './roles.repository.ts';

export const ADMINISTRATOR_ROLE = 'Administrator';

/** The roles every installation starts with. The administrator role always holds every permission. */
export const DEFAULT_ROLES: { name: string; system: boolean; permissions: readonly PermissionName[] }[] = [
  { name: ADMINISTRATOR_ROLE, system: true, permissions: PERMISSIONS },
  { name: 'Editor', system: false, permissions: ['create-page', 'manage-media', 'manage-menu', 'manage-tags'] },
  { name: 'Reviewer', system: false, permissions: ['review-publication', 'publish-page', 'create-page', 'manage-media'] },
];

export interface Actor {
  id: number;
  roleId: number;
  permissions: ReadonlySet<string>;
}

export function toPermissions(rows: { name: string; parameters: string | null }[]): Permission[] {
  return rows
    .filter((row) => isPermissionName(row.name))
    .map((row) => ({
      name: row.name as PermissionName,
      parameters: row.parameters ? (JSON.parse(row.parameters) as Record<string, unknown>) : null,
    }));
}

function toSummary(role: roles.RoleRecord): RoleSummary {
  return {
    id: role.id,
    name: role.name,
    permissions: toPermissions(role.permissions),
    userCount: role.userCount,
    system: role.isSystem,
    requireTwoFactor: role.requireTwoFactor,
  };
}

export async function listRoles(db: Kysely<Database>): Promise<RoleSummary[]> {
  return (await roles.listRoles(db)).map(toSummary);
}

/** A user may hand out only permissions they hold themselves, so no one can escalate through a role. */
export async function assertCanAssignRole(db: Kysely<Database>, actor: Actor, roleId: number): Promise<void> {
  const role = await roles.findRole(db, roleId);
  if (!role) throw badRequest('V_12', 'role');
  if (role.permissions.some((permission) => !actor.permissions.has(permission.name))) throw forbidden('UM_01');
}

function assertGrantable(actor: Actor, permissions: readonly string[]): void {
  if (permissions.some((permission) => !actor.permissions.has(permission))) throw forbidden('UM_01');
}

export async function createRole(db: Kysely<Database>, actor: Actor, body: RoleSaveBody): Promise<RoleSummary> {
  assertGrantable(actor, body.permissions);
  if (await roles.roleNameTaken(db, body.name)) throw conflict('V_06', 'name');
  const id = await db.transaction().execute(async (trx) => {
    const roleId = await roles.insertRole(trx, body.name, false, nowIso());
    await roles.replaceRolePermissions(trx, roleId, [...new Set(body.permissions)]);
    if (body.requireTwoFactor) await roles.setRoleRequiresTwoFactor(trx, roleId, true);
    return roleId;
  });
  return toSummary((await roles.findRole(db, id))!);
}

export async function updateRole(db: Kysely<Database>, actor: Actor, id: number, body: RoleSaveBody): Promise<RoleSummary> {
  const existing = await roles.findRole(db, id);
  if (!existing) throw notFound();
  if (existing.isSystem) throw badRequest('V_07');
  // Editing the role you hold would let you raise your own rights.
  if (existing.id === actor.roleId) throw forbidden('UM_01');
  // Like editing a user: the actor must be able to hand out the role both before and after,
  // or a lesser manager could strip the rights of everyone holding a stronger role.
  assertGrantable(
    actor,
    existing.permissions.map((permission) => permission.name),
  );
  assertGrantable(actor, body.permissions);
  if (await roles.roleNameTaken(db, body.name, id)) throw conflict('V_06', 'name');
  await db.transaction().execute(async (trx) => {
    await roles.renameRole(trx, id, body.name);
    await roles.replaceRolePermissions(trx, id, [...new Set(body.permissions)]);
    if (body.requireTwoFactor !== undefined) await roles.setRoleRequiresTwoFactor(trx, id, body.requireTwoFactor);
    if (body.requireTwoFactor) await endSessionsLackingRequiredFactor(trx, id);
  });
  return toSummary((await roles.findRole(db, id))!);
}

/**
 * Requiring a second factor only adds a sign-in step, so it is allowed on every role, the system
 * role included; the actor must hold every permission of the role, as for editing it.
 */
export async function setRoleTwoFactor(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  required: boolean,
  currentSid?: string,
): Promise<RoleSummary> {
  const existing = await roles.findRole(db, id);
  if (!existing) throw notFound();
  assertGrantable(
    actor,
    existing.permissions.map((permission) => permission.name),
  );
  await db.transaction().execute(async (trx) => {
    await roles.setRoleRequiresTwoFactor(trx, id, required);
    if (required) await endSessionsLackingRequiredFactor(trx, id, { keepSid: currentSid });
  });
  return toSummary((await roles.findRole(db, id))!);
}

/**
 * When a role requires a second factor, its users who have none are signed out at once: a
 * session begun without a factor must not outlive the requirement. Signing in again takes them
 * through the setup stage, as at any sign-in of a user whose role requires a factor they lack
 * (two-factor.service `secondStepFor`). Given a `userId`, only that user is checked (a user moved
 * into the role). `keepSid` is the acting administrator's own session, kept (their other sessions
 * end) like the session that changes its own password or e-mail address, so the click that
 * requires the factor does not sign them out mid-way. Does nothing when the role requires none.
 */
export async function endSessionsLackingRequiredFactor(
  db: Executor,
  roleId: number,
  options: { userId?: number; keepSid?: string } = {},
): Promise<void> {
  if (!(await roles.roleRequiresTwoFactor(db, roleId))) return;
  for (const memberId of await roles.roleMembersWithoutSecondFactor(db, roleId, options.userId)) {
    await deleteUserSessions(db, memberId, options.keepSid);
  }
}

export async function deleteRole(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  const existing = await roles.findRole(db, id);
  if (!existing) throw notFound();
  if (existing.isSystem || existing.id === actor.roleId) throw badRequest('V_07');
  // Still assigned: the same SPEC 8 code, plus how many users hold it so the admin can say why.
  if (existing.userCount > 0) throw new AppError(400, [{ code: 'V_07' }], { usersCount: existing.userCount });
  await roles.deleteRole(db, id);
}

/** Idempotent: creates missing default roles and tops up the administrator role with new permissions. */
export async function seedDefaultRoles(db: Kysely<Database>): Promise<void> {
  for (const role of DEFAULT_ROLES) {
    const existingId = await roles.findRoleIdByName(db, role.name);
    if (existingId === undefined) {
      await db.transaction().execute(async (trx) => {
        const id = await roles.insertRole(trx, role.name, role.system, nowIso());
        await roles.replaceRolePermissions(trx, id, role.permissions);
      });
    } else if (role.system) {
      await roles.replaceRolePermissions(db, existingId, role.permissions);
    }
  }
}

export async function administratorRoleId(db: Kysely<Database>): Promise<number> {
  const id = await roles.findRoleIdByName(db, ADMINISTRATOR_ROLE);
  if (id === undefined) throw new Error('The administrator role is missing; run the seed first');
  return id;
}

export { findRolePermissions, roleRequiresTwoFactor } from './roles.repository.ts';
