import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { sessionSecret } from './domains/settings/settings.service.ts';
import { deleteExpiredSessions } from './lib/http/session-store.ts';
import { createContentEvents } from './lib/events/content-events.ts';
import { startMailQueueWorker } from './lib/mail/mail-queue.ts';
import { createMailer } from './lib/mail/mailer.ts';
import { createLocalFileStorage } from './lib/storage/local-file-storage.ts';
import { seedDemoSite } from './seed/demo/demo-seed.ts';
import { seed } from './seed/seed.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The only place that reads the environment, opens connections and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  const { firstAdmin } = await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger });
  const mailQueue = startMailQueueWorker(database.db, mailer, logger);
  const app = await buildApp({
    deps: {
      config,
      db: database.db,
      dialect: database.dialect,
      mailer,
      mailQueue,
      events: createContentEvents(logger),
      storage: createLocalFileStorage(path.join(config.dataDir, 'files')),
      logger,
    },
    sessionSecret: await sessionSecret(database.db, config.sessionSecret),
    adminDistDir: path.join(projectRoot, 'dist', 'admin'),
    logger: { level: config.logLevel },
  });

  // The demo website, on a database without pages only; after buildApp so the search index follows it.
  if (process.env.SEED_DEMO !== 'false') {
    await seedDemoSite(app.deps).catch((error: unknown) => logger.error({ err: error }, 'demo seed failed; the site starts without (complete) demo content'));
  }

  const cleanup = setInterval(() => {
    deleteExpiredSessions(database.db).catch((error: unknown) => logger.warn({ err: error }, 'session cleanup failed'));
  }, 15 * 60_000);
  cleanup.unref();

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    clearInterval(cleanup);
    mailQueue.stop();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const adminUrl = `${config.publicUrl}/cmsadmin`;
  if (firstAdmin) {
    const lines = [
      '',
      '  First administrator created',
      `  Admin console: ${adminUrl}`,
      `  E-mail:        ${firstAdmin.email}`,
      firstAdmin.generated ? `  Password:      ${firstAdmin.password}   (generated; shown only this once)` : '  Password:      the ADMIN_PASSWORD you configured',
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  logger.info({ url: config.publicUrl, admin: adminUrl, database: database.dialect }, 'CMS ready');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
