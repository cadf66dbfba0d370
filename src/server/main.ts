import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { sessionSecret } from './domains/settings/settings.service.ts';
import { seedDemoSite } from './seed/demo/demo-seed.ts';
import { requestLogSerializer } from './lib/http/request-log.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Reads the configuration, builds the dependencies (deps.ts) and the app, and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const wiring = await createDeps(config);
  const { deps } = wiring;
  const { logger } = deps;
  if (wiring.migrations.length > 0) logger.info({ migrations: wiring.migrations }, 'database migrated');
  const { firstAdmin } = wiring.seed;
  const app = await buildApp({
    deps,
    sessionSecret: await sessionSecret(deps.db, config.sessionSecret),
    adminDistDir: path.join(projectRoot, 'dist', 'admin'),
    logger: { level: config.logLevel, serializers: { req: requestLogSerializer } },
  });

  // The demo website, on a database without pages only; the search index follows it.
  if (config.seedDemo) {
    // Under the start-up lock: two instances starting on an empty database seed it once.
    await withStartupLock(wiring.database, () => seedDemoSite(deps)).catch((error: unknown) =>
      logger.error({ err: error }, 'demo seed failed; the site starts without (complete) demo content'),
    );
  }

  /**
   * SIGTERM (and SIGINT): /readyz answers 503 at once; the listener closes (new connections are
   * refused) while requests in flight finish; a search-index job this instance holds finishes
   * its batch and lets go of its lease (another instance continues it at once); then the
   * scheduler, mail queue and other timers stop and the database closes. Whatever still hangs
   * after SHUTDOWN_TIMEOUT_MS is cut short: the process exits (code 1) regardless.
   */
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      // A second Ctrl-C does not wait for the first.
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    shuttingDown = true;
    const started = Date.now();
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    deps.lifecycle.beginShutdown();
    setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    try {
      await Promise.all([app.close(), deps.searchIndex.shutdown()]);
      await wiring.close();
      logger.info({ ms: Date.now() - started }, 'shut down');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const adminUrl = `${config.publicUrl}/cmsadmin`;
  if (firstAdmin) {
    const lines = [
      '',
      '  First administrator created',
      `  Admin console: ${adminUrl}`,
      `  E-mail:        ${firstAdmin.email}`,
      firstAdmin.generated
        ? `  Password:      ${firstAdmin.password}   (generated; shown only this once)`
        : '  Password:      the ADMIN_PASSWORD you configured',
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  logger.info({ url: config.publicUrl, admin: adminUrl, database: deps.dialect }, 'CMS ready');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
