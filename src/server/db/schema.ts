import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types shared by SQLite and PostgreSQL. Portable column choices: timestamps are
 * ISO-8601 UTC text (they sort correctly as text), booleans are 0/1 integers, JSON is text.
 */
type Timestamp = string;
type Flag = number;

export interface RolesTable {
  id: Generated<number>;
  name: string;
  is_system: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
}

export interface RolePermissionsTable {
  role_id: number;
  permission: string;
  parameters: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  role_id: number;
  name: string;
  job_title: string;
  image_file: string | null;
  language: string;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
}

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'activate';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  sid: string;
  data: string;
  user_id: number | null;
  expires_at: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  details: string | null;
  created_at: Timestamp;
}

export interface Database {
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  account_tokens: AccountTokensTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
