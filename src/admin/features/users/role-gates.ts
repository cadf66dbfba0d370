import type { Gate } from '../pages/page-permissions.ts';

/**
 * What the current user may do with a role, mirroring roles.service.ts: nobody changes the
 * role they hold, nor a role with permissions they lack (they could strip the rights of those
 * who hold it), and a role only gets permissions its editor holds. System roles are never
 * offered for editing at all. A reason is an i18n key (issue 14, defect 10).
 */
export interface RoleActor {
  roleId: number | null;
  permissions: readonly { name: string }[];
}

const holds = (actor: RoleActor, name: string) => actor.permissions.some((permission) => permission.name === name);

export function roleChangeGate(actor: RoleActor, role: { id: number; permissions: readonly { name: string }[] }): Gate {
  if (actor.roleId === role.id) return { key: 'permissionGate.ownRole', values: {} };
  if (role.permissions.some((permission) => !holds(actor, permission.name))) return { key: 'permissionGate.roleTooStrong', values: {} };
  return null;
}

/** Whether a permission may be ticked in the role form; the reason when not. */
export function grantGate(actor: RoleActor, permission: string): Gate {
  return holds(actor, permission) ? null : { key: 'permissionGate.grantOnlyHeld', values: { permission } };
}
