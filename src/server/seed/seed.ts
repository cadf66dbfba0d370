import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { administratorRoleId, seedDefaultRoles } from '../domains/roles/roles.service.ts';
import { seedSettings } from '../domains/settings/settings.service.ts';
import { createFirstAdministrator } from '../domains/users/user-accounts.service.ts';

export interface SeedResult {
  /** Set only on the start that created the first administrator. */
  firstAdmin?: { email: string; password: string; generated: boolean };
}

export interface SeedOptions {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
}

/** Idempotent: every step checks what exists, so starting twice never duplicates anything. */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  await seedDefaultRoles(db);
  await seedSettings(db);
  const email = options.adminEmail ?? 'admin@example.com';
  const generated = !options.adminPassword;
  // Generated passwords satisfy the password rules: an uppercase letter and a special character.
  const password = options.adminPassword ?? `${randomBytes(12).toString('base64url')}A!9`;
  const created = await createFirstAdministrator(db, {
    email,
    passwordHash: await hashPassword(password),
    roleId: await administratorRoleId(db),
  });
  return created ? { firstAdmin: { email, password, generated } } : {};
}
