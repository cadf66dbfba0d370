import { seedDemoSite, type DemoSeedResult } from '../seed/demo/demo-seed.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { databaseUrlFrom, loadConfig, type Config } from '../config.ts';
import { dropPostgresSchema, type DatabaseHandle } from '../db/database.ts';
import { createDeps, type AppDeps } from '../deps.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import { createMemoryMailer, type MemoryMailer } from '../lib/mail/memory-mailer.ts';
import { copyDatabaseTemplate } from './database-template.ts';
import { findDemoSnapshot, restoreDemoDatabase, restoreDemoFiles, saveDemoSnapshot, shareRenderedDemoMedia } from './demo-template.ts';
import { TestAgent } from './test-agent.ts';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-Password!1' } as const;

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  mails: MemoryMailer;
  database: DatabaseHandle;
  dataDir: string;
  /** PostgreSQL: the schema of this app's database (undefined on SQLite). */
  databaseSchema: string | undefined;
  /** What the demo seed created (page ids by demo page), when started with `demo`. */
  demo: DemoSeedResult | null;
  /** A client with its own cookie jar that sends the CSRF token like the admin app does. */
  agent(): TestAgent;
  /** An agent already logged in as the seeded administrator. */
  adminAgent(): Promise<TestAgent>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  adminDistDir?: string;
  /** A real mailer (e.g. SMTP to a local test server) instead of the in-memory one; `mails` then stays empty. */
  mailer?: Mailer;
  /**
   * A second instance on the first one's database (its SQLite file or PostgreSQL schema), as
   * behind a load balancer. The first app owns the database: it removes it on close.
   */
  sameDatabaseAs?: TestApp;
  /** Seeds the demo site (pages, menus, media) as `npm start` does, for tests that need a whole site. */
  demo?: boolean;
}

/**
 * A complete application on a fresh database: a temporary SQLite file, or, when
 * DATABASE_URL is a postgres:// URL, a schema of its own that is dropped on close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const databaseUrl = databaseUrlFrom();
  const schema = shared ? shared.databaseSchema : databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_URL: 'http://cms.test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  });
  // A fresh database starts as a copy of the run's migrated and seeded template (same schema,
  // same seed; createDeps finds nothing left to do). Not when the test picks its own first
  // administrator: that seed differs, so it migrates and seeds as before.
  const ownSeed = options.env && ('ADMIN_EMAIL' in options.env || 'ADMIN_PASSWORD' in options.env);
  const seedOptions = { adminEmail: config.adminEmail, adminPassword: config.adminPassword };
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema };
  // The demo site from the run's snapshot (demo-template.ts) when there is one: its files are
  // on this machine's disk, so not with media in a bucket.
  const demoSnapshotUsable = Boolean(options.demo) && !shared && !ownSeed && config.mediaStorage.kind === 'local';
  const demoSnapshot = demoSnapshotUsable ? findDemoSnapshot(config.databaseUrl, seedOptions) : null;
  const fromSnapshot = demoSnapshot ? await restoreDemoDatabase(demoSnapshot, target) : false;
  if (demoSnapshot && fromSnapshot) restoreDemoFiles(demoSnapshot, dataDir);
  if (!shared && !ownSeed && !fromSnapshot) await copyDatabaseTemplate({ ...target, seed: seedOptions });
  const mails = createMemoryMailer();
  const wiring = await createDeps(config, {
    mailer: options.mailer ?? mails,
    // A long interval: tests deliver queued mail explicitly with deps.mailQueue.kick().
    mailQueueIntervalMs: 3_600_000,
    ...(schema ? { databaseSchema: schema } : {}),
  });
  const { deps, database } = wiring;
  let demo: DemoSeedResult | null = null;
  if (options.demo) {
    shareRenderedDemoMedia(dataDir);
    if (demoSnapshot && fromSnapshot) demo = demoSnapshot.result;
    else {
      demo = await seedDemoSite(deps);
      if (demo.seeded && demoSnapshotUsable) await saveDemoSnapshot(database, target, seedOptions, demo);
    }
  }
  const app = await buildApp({ deps, sessionSecret: 'test-secret-that-is-long-enough-1234567890', adminDistDir: options.adminDistDir });
  await app.ready();

  return {
    app,
    deps,
    config,
    mails,
    database,
    dataDir,
    databaseSchema: schema,
    demo,
    agent: () => new TestAgent(app),
    async adminAgent() {
      const agent = new TestAgent(app);
      await agent.login(TEST_ADMIN.email, TEST_ADMIN.password);
      return agent;
    },
    async close() {
      deps.mailQueue.stop();
      await deps.mailQueue.kick().catch(() => undefined);
      await app.close();
      await wiring.close();
      if (shared) return;
      if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
