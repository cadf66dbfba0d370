import type { Executor } from '../../db/executor.ts';
export interface RoleRecord {
  id: number;
  name: string;
  isSystem: boolean;
  requireTwoFactor: boolean;
  permissions: { name: string; parameters: string | null }[];
  userCount: number;
}

export async function listRoles(db: Executor): Promise<RoleRecord[]> {
  const roles = await db
    .selectFrom('roles')
    .leftJoin('users', 'users.role_id', 'roles.id')
    .select(['roles.id', 'roles.name', 'roles.is_system', 'roles.require_two_factor'])
    .select((eb) => eb.fn.count<number>('users.id').as('user_count'))
    .groupBy(['roles.id', 'roles.name', 'roles.is_system', 'roles.require_two_factor'])
    .orderBy('roles.id')
    .execute();
  const permissions = await db.selectFrom('role_permissions').selectAll().orderBy('permission').execute();
  return roles.map((role) => ({
    id: role.id,
    name: role.name,
    isSystem: role.is_system === 1,
    requireTwoFactor: role.require_two_factor === 1,
    userCount: Number(role.user_count),
    permissions: permissions
      .filter((permission) => permission.role_id === role.id)
      .map((permission) => ({ name: permission.permission, parameters: permission.parameters })),
  }));
}

export async function findRole(db: Executor, id: number): Promise<RoleRecord | undefined> {
  return (await listRoles(db)).find((role) => role.id === id);
}

export async function findRolePermissions(db: Executor, roleId: number): Promise<{ name: string; parameters: string | null }[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .select(['permission', 'parameters'])
    .where('role_id', '=', roleId)
    .orderBy('permission')
    .execute();
  return rows.map((row) => ({ name: row.permission, parameters: row.parameters }));
}

export async function roleNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRole(db: Executor, name: string, isSystem: boolean, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({ name, is_system: isSystem ? 1 : 0, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setRoleRequiresTwoFactor(db: Executor, id: number, required: boolean): Promise<void> {
  await db
    .updateTable('roles')
    .set({ require_two_factor: required ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function roleRequiresTwoFactor(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('roles').select('require_two_factor').where('id', '=', id).executeTakeFirst();
  return row?.require_two_factor === 1;
}

/**
 * Users of the role (or only `userId`, when given) with no second factor: no confirmed TOTP
 * secret and no passkey. An unconfirmed secret is no factor: it cannot be asked for at sign-in.
 */
export async function roleMembersWithoutSecondFactor(db: Executor, roleId: number, userId?: number): Promise<number[]> {
  let query = db
    .selectFrom('users')
    .select('users.id')
    .where('users.role_id', '=', roleId)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('user_totp')
            .select('user_totp.user_id')
            .whereRef('user_totp.user_id', '=', 'users.id')
            .where('user_totp.confirmed_at', 'is not', null),
        ),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('user_passkeys').select('user_passkeys.user_id').whereRef('user_passkeys.user_id', '=', 'users.id'))),
    );
  if (userId !== undefined) query = query.where('users.id', '=', userId);
  return (await query.execute()).map((row) => row.id);
}

export async function renameRole(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('roles').set({ name }).where('id', '=', id).execute();
}

export async function replaceRolePermissions(db: Executor, roleId: number, permissions: readonly string[]): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissions.length === 0) return;
  await db
    .insertInto('role_permissions')
    .values(permissions.map((permission) => ({ role_id: roleId, permission, parameters: null })))
    .execute();
}

export async function deleteRole(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

export async function findRoleIdByName(db: Executor, name: string): Promise<number | undefined> {
  return (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst())?.id;
}
