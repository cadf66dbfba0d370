import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed.ts';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { withStartupLock } from './startup-lock.ts';

/**
 * Issue 18: several instances starting at the same moment on an empty database migrate and
 * seed it once; none fails. Four handles stand for four instances (each its own pool).
 */
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function instances(count: number): Promise<DatabaseHandle[]> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-startup-'));
  const handles = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ url: databaseUrl, dataDir, ...(databaseUrl ? { schema } : {}) })),
  );
  cleanups.push(async () => {
    for (const handle of handles) await handle.destroy();
    if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return handles;
}

const start = (handle: DatabaseHandle) =>
  withStartupLock(handle, async () => {
    const migrated = await migrateToLatest(handle);
    const seeded = await seed(handle.db, { adminEmail: 'first@example.com', adminPassword: 'Start-Pass-123!' });
    return { migrated, firstAdmin: seeded.firstAdmin !== undefined };
  });

describe('starting several instances at once on an empty database', () => {
  it('one migrates and seeds, the others find it done; nothing fails or repeats', async () => {
    const handles = await instances(4);
    const results = await Promise.all(handles.map(start));
    const migratedBy = results.filter((result) => result.migrated.length > 0);
    expect(migratedBy).toHaveLength(1);
    expect(migratedBy[0]!.migrated).toEqual(Object.keys(MIGRATIONS));
    expect(results.filter((result) => result.firstAdmin)).toHaveLength(1);
    const db = handles[0]!.db;
    expect((await db.selectFrom('users').select('email').execute()).map((row) => row.email)).toEqual(['first@example.com']);
    const roles = await db.selectFrom('roles').select('name').execute();
    expect(new Set(roles.map((role) => role.name)).size).toBe(roles.length);
  });
});
