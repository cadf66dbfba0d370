import { randomBytes } from 'node:crypto';
import type { PermissionName } from '../../shared/permissions.ts';
import { nowIso } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findRoleIdByName, insertRole, replaceRolePermissions } from '../domains/roles/roles.repository.ts';
import { insertUser } from '../domains/users/users.repository.ts';
import type { TestAgent } from './test-agent.ts';
import type { TestApp } from './test-app.ts';

/** A password that satisfies the SPEC 5 rules, shared by fixtures so tests can log in. */
export const TEST_PASSWORD = 'Fixture-Password!1';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@test.local`;
}

export async function roleId(t: TestApp, name: string): Promise<number> {
  const id = await findRoleIdByName(t.deps.db, name);
  if (id === undefined) throw new Error(`role ${name} is missing`);
  return id;
}

/** A role straight in the database, for permission combinations the seed does not have. */
export async function createRole(
  t: TestApp,
  permissions: readonly PermissionName[],
  name = `Role ${randomBytes(4).toString('hex')}`,
): Promise<number> {
  const id = await insertRole(t.deps.db, name, false, nowIso());
  await replaceRolePermissions(t.deps.db, id, permissions);
  return id;
}

export interface FixtureUser {
  id: number;
  email: string;
  password: string;
}

/** An active user straight in the database; faster than the invite-and-activate flow. */
export async function createUser(
  t: TestApp,
  options: { role?: string | number; name?: string; email?: string; password?: string; active?: boolean; jobTitle?: string } = {},
): Promise<FixtureUser> {
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const password = options.password ?? TEST_PASSWORD;
  const role = options.role ?? 'Editor';
  const now = nowIso();
  const id = await insertUser(t.deps.db, {
    email,
    password_hash: await hashPassword(password),
    role_id: typeof role === 'number' ? role : await roleId(t, role),
    name: options.name ?? 'Fixture User',
    job_title: options.jobTitle ?? '',
    image_file: null,
    language: 'en',
    active: options.active === false ? 0 : 1,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  });
  return { id, email, password };
}

/** A fresh user and an agent logged in as that user. */
export async function loggedInUser(
  t: TestApp,
  options: Parameters<typeof createUser>[1] = {},
): Promise<{ user: FixtureUser; agent: TestAgent }> {
  const user = await createUser(t, options);
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return { user, agent };
}

/** The token query parameter of the first link in an e-mail's text. */
export function tokenFromMail(text: string): string {
  const match = /[?&]token=([^\s&]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in mail: ${text}`);
  return decodeURIComponent(match[1]);
}

/**
 * Account and decision e-mails are queued and delivered by the mail worker after the request
 * answers; this delivers everything due (and waits for a run a request already started).
 */
export async function deliverQueuedMail(t: TestApp): Promise<void> {
  await t.deps.mailQueue.kick();
}
