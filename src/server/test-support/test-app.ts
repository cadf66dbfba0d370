import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { AppDeps } from '../deps.ts';
import { createContentEvents } from '../lib/events/content-events.ts';
import { startMailQueueWorker } from '../lib/mail/mail-queue.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import { createMemoryMailer, type MemoryMailer } from '../lib/mail/memory-mailer.ts';
import { createLocalFileStorage } from '../lib/storage/local-file-storage.ts';
import { seed } from '../seed/seed.ts';
import { TestAgent } from './test-agent.ts';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-Password!1' } as const;

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  mails: MemoryMailer;
  database: DatabaseHandle;
  dataDir: string;
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
}

/**
 * A complete application on a fresh database: a temporary SQLite file, or, when
 * DATABASE_URL is a postgres:// URL, a schema of its own that is dropped on close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_URL: 'http://cms.test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await openDatabase({ url: databaseUrl, dataDir, ...(schema ? { schema } : {}) });
  await migrateToLatest(database);
  await seed(database.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
  const mails = createMemoryMailer();
  const logger = pino({ level: 'silent' });
  // A long interval: tests deliver queued mail explicitly with deps.mailQueue.kick().
  const mailer = options.mailer ?? mails;
  const mailQueue = startMailQueueWorker(database.db, mailer, logger, 3_600_000);
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer,
    mailQueue,
    events: createContentEvents(logger),
    storage: createLocalFileStorage(path.join(dataDir, 'files')),
    logger,
  };
  const app = await buildApp({ deps, sessionSecret: 'test-secret-that-is-long-enough-1234567890', adminDistDir: options.adminDistDir });
  await app.ready();

  return {
    app,
    deps,
    config,
    mails,
    database,
    dataDir,
    agent: () => new TestAgent(app),
    async adminAgent() {
      const agent = new TestAgent(app);
      await agent.login(TEST_ADMIN.email, TEST_ADMIN.password);
      return agent;
    },
    async close() {
      mailQueue.stop();
      await mailQueue.kick().catch(() => undefined);
      await app.close();
      await database.destroy();
      if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
