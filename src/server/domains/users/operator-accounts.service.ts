import type { Kysely } from 'kysely';
import { email as emailSchema } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { deleteUserSessions } from '../../lib/http/session-store.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { issueAccountToken } from '../auth/account-tokens.ts';
import { administratorRoleId } from '../roles/roles.service.ts';
import * as users from './users.repository.ts';

/** What an operator's command (src/server/cli) may do to accounts without a session (issue 19). */
export class OperatorError extends Error {}

function normalisedEmail(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new OperatorError(`Not an e-mail address: ${value}`);
  return parsed.data;
}

export interface OperatorUser {
  id: number;
  email: string;
  name: string;
  role: string;
  active: boolean;
  lastLoginAt: string | null;
}

/** An active administrator with the given password (checked against the password policy by the caller). */
export async function createAdministrator(
  db: Kysely<Database>,
  input: { email: string; name: string; password: string },
): Promise<OperatorUser> {
  const email = normalisedEmail(input.email);
  if (await users.emailTaken(db, email)) throw new OperatorError(`An account with ${email} exists already`);
  const now = nowIso();
  const id = await users.insertUser(db, {
    email,
    password_hash: await hashPassword(input.password),
    role_id: await administratorRoleId(db),
    name: input.name,
    job_title: '',
    image_file: null,
    language: 'en',
    active: 1,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  });
  return { id, email, name: input.name, role: 'Administrator', active: true, lastLoginAt: null };
}

/** A single-use reset token for the account; earlier unused ones stop working. */
export async function issueResetToken(db: Kysely<Database>, email: string): Promise<string> {
  const user = await users.findUserByEmail(db, normalisedEmail(email));
  if (!user) throw new OperatorError(`No account with ${email}`);
  return issueAccountToken(db, user.id, 'reset');
}

export async function listAllUsers(db: Kysely<Database>): Promise<OperatorUser[]> {
  const { rows } = await users.listUsers(db, { offset: 0, limit: 100_000, searchTerm: '', sortColumn: 'email', sortOrder: 'asc' });
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role_name,
    active: row.active === 1,
    lastLoginAt: row.last_login_at,
  }));
}

/** Switches the account off and ends its sessions; its API tokens stop with it. */
export async function deactivateAccount(db: Kysely<Database>, email: string): Promise<OperatorUser> {
  const user = await users.findUserByEmail(db, normalisedEmail(email));
  if (!user) throw new OperatorError(`No account with ${email}`);
  await db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, { active: 0, updated_at: nowIso() });
    await deleteUserSessions(trx, user.id);
  });
  return { id: user.id, email: user.email, name: user.name, role: user.role_name, active: false, lastLoginAt: user.last_login_at };
}
