import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDemoSnapshot } from './demo-template.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from './test-app.ts';

/**
 * Test apps with the demo site: the first of a run seeds it and leaves a snapshot; later ones
 * start from a copy of it with the same pages and files, each on a database of its own.
 */
// VERDANT_TEST_NO_TEMPLATE=1 (every app migrates and seeds, to compare timings) leaves no snapshot.
describe.skipIf(process.env.VERDANT_TEST_NO_TEMPLATE === '1')('the demo site of test apps', () => {
  const apps: TestApp[] = [];
  const seed = { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const demoApp = async () => {
    const app = await createTestApp({ demo: true });
    apps.push(app);
    return app;
  };
  const rowCount = async (app: TestApp, table: 'pages' | 'search_documents') =>
    Number(
      (
        await app.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('leaves a snapshot, and a later app starts from it with the same pages and stored files', async () => {
    const first = await demoApp();
    expect(first.demo?.seeded).toBe(true);
    const snapshot = findDemoSnapshot(first.config.databaseUrl, seed);
    expect(snapshot?.result.pageIds).toEqual(first.demo!.pageIds);

    const second = await demoApp();
    expect(second.demo).toEqual(snapshot!.result);
    expect(await rowCount(second, 'pages')).toBe(await rowCount(first, 'pages'));
    const images = await second.deps.db.selectFrom('media_files').select('storage_key').where('kind', '=', 'image').execute();
    expect(images.length).toBeGreaterThan(10);
    for (const { storage_key } of images) expect(fs.existsSync(second.deps.storage.localPath!(storage_key!)), storage_key!).toBe(true);
    const home = second.demo!.pageIds['home']!;
    const answer = await second.app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(home.nl).toBeGreaterThan(0);
  });

  it('gives each app a database of its own', async () => {
    const [one, other] = [await demoApp(), await demoApp()];
    const before = await rowCount(other, 'search_documents');
    expect(before).toBeGreaterThan(0);
    await one.deps.db.deleteFrom('search_documents').execute();
    expect(await rowCount(one, 'search_documents')).toBe(0);
    expect(await rowCount(other, 'search_documents')).toBe(before);
  });

  it('shares one folder of rendered image copies between the demo apps of a run', async () => {
    const [one, other] = [await demoApp(), await demoApp()];
    const renders = (app: TestApp) => fs.realpathSync(path.join(app.dataDir, 'cache', 'media'));
    expect(renders(one)).toBe(renders(other));
    expect(renders(one)).not.toContain(one.dataDir);
  });
});
