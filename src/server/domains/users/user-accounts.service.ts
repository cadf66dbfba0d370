import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../../shared/locales.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { nowIso } from '../../lib/clock.ts';
import { findRolePermissions, toPermissions } from '../roles/roles.service.ts';
import { toSessionUser } from './user-mapping.ts';
import * as users from './users.repository.ts';

// What other domains ask of the users domain: the logged-in user (auth guard), login and
// activation bookkeeping (auth), the first administrator (seed), and mail recipients (publication).

/** The first active user holding the role, as a session user; null when there is none. */
export async function firstActiveUserWithRole(db: Kysely<Database>, roleId: number): Promise<SessionUser | null> {
  const userId = await users.firstActiveUserIdWithRole(db, roleId);
  return userId === undefined ? null : getSessionUser(db, userId);
}

export async function getSessionUser(db: Kysely<Database>, userId: number): Promise<SessionUser | null> {
  const row = await users.findUserById(db, userId);
  if (!row || row.active !== 1) return null;
  return toSessionUser(row, toPermissions(await findRolePermissions(db, row.role_id)));
}

export interface LoginCandidate {
  id: number;
  email: string;
  name: string;
  passwordHash: string | null;
  active: boolean;
  /**
   * An administrator switched the account off: inactive though it has a password (an invited
   * account that was never activated has none). No reset link brings it back.
   */
  deactivated: boolean;
  language: InterfaceLanguage;
}

/** What the auth domain needs to check a login or send a reset link, by e-mail address. */
export async function findLoginCandidate(db: Kysely<Database>, email: string): Promise<LoginCandidate | undefined> {
  const row = await users.findUserByEmail(db, email);
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    active: row.active === 1,
    deactivated: row.active !== 1 && row.password_hash !== null,
    language: isInterfaceLanguage(row.language) ? row.language : 'en',
  };
}

/** The sign-in itself is recorded by the audit trail (domains/audit), with the address it came from. */
export async function markLoggedIn(db: Kysely<Database>, userId: number): Promise<void> {
  await users.updateUser(db, userId, { last_login_at: nowIso() });
}

/**
 * Sets the password chosen through a reset or activation link and activates the account: an
 * invited one (no password yet) or an active one. An account an administrator deactivated stays
 * as it is (false): a reset link must not undo the deactivation.
 */
export async function activateWithPassword(db: Executor, userId: number, passwordHash: string): Promise<boolean> {
  return users.setPasswordUnlessDeactivated(db, userId, passwordHash, nowIso());
}

/**
 * Creates the first administrator when the installation has no users yet. Returns false
 * when users exist, so restarting never creates a second one.
 */
export async function createFirstAdministrator(
  db: Kysely<Database>,
  input: { email: string; passwordHash: string; roleId: number },
): Promise<boolean> {
  if ((await users.countUsers(db)) > 0) return false;
  const now = nowIso();
  await users.insertUser(db, {
    email: input.email,
    password_hash: input.passwordHash,
    role_id: input.roleId,
    name: 'Administrator',
    job_title: '',
    image_file: null,
    language: 'en',
    active: 1,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  });
  return true;
}

export interface MailRecipient {
  id: number;
  email: string;
  name: string;
  language: InterfaceLanguage;
}

/** Active users whose role holds a permission, e.g. the reviewers to tell about a request. */
export async function activeUsersWithPermission(db: Kysely<Database>, permission: string): Promise<MailRecipient[]> {
  const rows = await users.activeUsersWithPermission(db, permission);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    language: isInterfaceLanguage(row.language) ? row.language : 'en',
  }));
}

export async function mailRecipient(db: Kysely<Database>, userId: number): Promise<MailRecipient | undefined> {
  const row = await users.findUserById(db, userId);
  if (!row || row.active !== 1) return undefined;
  return { id: row.id, email: row.email, name: row.name, language: isInterfaceLanguage(row.language) ? row.language : 'en' };
}
