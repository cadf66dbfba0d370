import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { password as passwordRules } from '../../shared/schemas/auth.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test-support/test-app.ts';
import { seed } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const db = t.deps.db;
  const count = async (table: 'roles' | 'users' | 'settings' | 'role_permissions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    roles: await count('roles'),
    users: await count('users'),
    settings: await count('settings'),
    permissions: await count('role_permissions'),
  };
}

describe('seed', () => {
  it('running it again creates no duplicate roles, users or settings', async () => {
    const before = await counts();
    expect(before.roles).toBe(3);
    expect(before.users).toBe(1);
    const result = await seed(t.deps.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    expect(result).toEqual({});
    await seed(t.deps.db, { adminEmail: 'someone-else@test.local', adminPassword: 'Other-Password!1' });
    expect(await counts()).toEqual(before);
    // The original administrator still logs in with the original password.
    expect((await t.agent().post('/api/auth/login', TEST_ADMIN)).status).toBe(200);
  });

  it('does not overwrite changed settings or custom roles', async () => {
    await t.deps.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ availableLocales: ['en-gb'], defaultLocale: 'en-gb', customSlugLocales: [] }) })
      .where('key', '=', 'site')
      .execute();
    const editor = await t.deps.db.selectFrom('roles').select('id').where('name', '=', 'Editor').executeTakeFirstOrThrow();
    await t.deps.db.deleteFrom('role_permissions').where('role_id', '=', editor.id).where('permission', '=', 'manage-tags').execute();
    await seed(t.deps.db, { adminEmail: undefined, adminPassword: undefined });
    expect((await t.agent().get('/api/settings/get')).body.defaultLocale).toBe('en-gb');
    const editorPermissions = await t.deps.db
      .selectFrom('role_permissions')
      .select('permission')
      .where('role_id', '=', editor.id)
      .execute();
    expect(editorPermissions.map((row) => row.permission)).not.toContain('manage-tags');
  });

  it('tops the administrator role back up to every permission', async () => {
    const adminRole = await t.deps.db.selectFrom('roles').select('id').where('name', '=', 'Administrator').executeTakeFirstOrThrow();
    await t.deps.db.deleteFrom('role_permissions').where('role_id', '=', adminRole.id).where('permission', '=', 'manage-users').execute();
    await seed(t.deps.db, { adminEmail: undefined, adminPassword: undefined });
    const rows = await t.deps.db.selectFrom('role_permissions').select('permission').where('role_id', '=', adminRole.id).execute();
    expect(rows.map((row) => row.permission)).toContain('manage-users');
  });

  it('creates a first administrator with a generated password that obeys the rules', async () => {
    await t.deps.db.deleteFrom('sessions').execute();
    await t.deps.db.deleteFrom('users').execute();
    const result = await seed(t.deps.db, { adminEmail: 'first@test.local', adminPassword: undefined });
    expect(result.firstAdmin?.email).toBe('first@test.local');
    expect(result.firstAdmin?.generated).toBe(true);
    expect(passwordRules.safeParse(result.firstAdmin?.password).success).toBe(true);
    const login = await t.agent().post('/api/auth/login', { email: 'first@test.local', password: result.firstAdmin!.password });
    expect(login.status).toBe(200);
    expect(login.body.User.role.name).toBe('Administrator');
    expect((await seed(t.deps.db, { adminEmail: 'first@test.local', adminPassword: undefined })).firstAdmin).toBeUndefined();
  });
});

describe('migrateToLatest', () => {
  it('is a no-op the second time', async () => {
    expect(await migrateToLatest(t.database)).toEqual([]);
    expect(await migrateToLatest(t.database)).toEqual([]);
  });
});
