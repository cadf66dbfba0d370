import { sql } from 'kysely';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema.ts';
import type { SortOrder } from '../../../shared/limits.ts';
import { columnContains } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';

export interface UserWithRole extends UserRow {
  role_name: string;
}

function selectUsers(db: Executor) {
  return db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id').selectAll('users').select('roles.name as role_name');
}

export function findUserById(db: Executor, id: number): Promise<UserWithRole | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserWithRole | undefined> {
  return selectUsers(db).where('users.email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The longest-serving active user with this role (the demo seed's author). */
export async function firstActiveUserIdWithRole(db: Executor, roleId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', roleId)
    .where('active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const SORTABLE = {
  name: 'users.name',
  email: 'users.email',
  role: 'roles.name',
  createdAt: 'users.created_at',
  lastLoginAt: 'users.last_login_at',
} as const;
const TEXT_SORT = new Set<string>([SORTABLE.name, SORTABLE.email, SORTABLE.role]);
export type UserSortColumn = keyof typeof SORTABLE;
export const USER_SORT_COLUMNS = Object.keys(SORTABLE) as UserSortColumn[];

export interface UserListQuery {
  offset: number;
  limit: number;
  searchTerm: string;
  sortColumn: UserSortColumn | '';
  sortOrder: SortOrder;
}

/** One query for the page and one for the total, whatever the number of users. */
export async function listUsers(db: Executor, query: UserListQuery): Promise<{ rows: UserWithRole[]; total: number }> {
  const filtered = (builder: ReturnType<typeof selectUsers>) =>
    query.searchTerm
      ? builder.where((eb) =>
          eb.or([
            columnContains('users.name', query.searchTerm),
            columnContains('users.email', query.searchTerm),
            columnContains('users.job_title', query.searchTerm),
          ]),
        )
      : builder;

  const column = query.sortColumn ? SORTABLE[query.sortColumn] : SORTABLE.name;
  // The same order on both databases: text compares case-insensitively (SQLite's binary
  // collation would put 'Zed' before 'anna'), and a missing last login counts as the
  // oldest (PostgreSQL puts NULLs last when ascending, SQLite first).
  const sortKey = TEXT_SORT.has(column) ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  // Only the last login can be missing. A NULLS clause on the other columns changes nothing in
  // the order but keeps PostgreSQL off their indexes (a sort of all 5,000 users for page 1: 19 ms
  // against 0.2 walking users_name_lower_idx).
  const nullable = column === SORTABLE.lastLoginAt;
  const rows = await filtered(selectUsers(db))
    .orderBy(sortKey, (ob) => {
      if (query.sortOrder === 'asc') return nullable ? ob.asc().nullsFirst() : ob.asc();
      return nullable ? ob.desc().nullsLast() : ob.desc();
    })
    .orderBy('users.id', 'asc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const totalRow = await filtered(selectUsers(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(totalRow.total) };
}

export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Sets the password and activates the account, unless an administrator deactivated it (inactive
 * with a password: it was activated once). Returns whether the row was changed. One conditional
 * UPDATE, so a deactivation between a check and the write cannot be undone.
 */
export async function setPasswordUnlessDeactivated(db: Executor, id: number, passwordHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, active: 1, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('active', '=', 1), eb('password_hash', 'is', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteUser(db: Executor, id: number): Promise<number> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function activeUsersWithPermission(db: Executor, permission: string) {
  return db
    .selectFrom('users')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'users.role_id')
    .select(['users.id', 'users.email', 'users.name', 'users.language'])
    .where('role_permissions.permission', '=', permission)
    .where('users.active', '=', 1)
    .orderBy('users.id')
    .execute();
}
