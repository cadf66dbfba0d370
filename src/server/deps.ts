import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { loadIslandAssets, SITE_DIST_DIR } from '../site/server/island-assets.ts';
import type { SitePort } from '../site/server/site-port.ts';
import type { SiteRenderer } from '../site/server/site-renderer.tsx';
import { createSiteServer, type SiteRenderCaches } from '../site/server/site-server.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle, type DialectName } from './db/database.ts';
import { currentSchema, migrateToLatest } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import type { Database } from './db/schema.ts';
import { removeExpiredEntries } from './domains/audit/audit.service.ts';
import { startScheduler, type Scheduler } from './domains/pages/schedules/scheduler.ts';
import { createSitePort } from './domains/pages/site-port.adapter.ts';
import { imageSizesByHash } from './domains/media/media-library.service.ts';
import { recordConsent } from './domains/consent/consent.service.ts';
import type { ConsentChoice } from '../shared/consent/consent-schemas.ts';
import { searchEngineFor } from './domains/search/engines/engine-for-dialect.ts';
import type { SearchEngine } from './domains/search/engines/search-engine.ts';
import type { SearchIndex } from './domains/search/search-index.service.ts';
import { startSearchIndex } from './domains/search/search-index-wiring.ts';
import { rebuildReaderFor } from './domains/search/rebuild-reader.ts';
import { createContentEvents, type ContentEvents } from './lib/events/content-events.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { claimPeriod } from './lib/cluster/once-per-interval.ts';
import { startClusterBridge } from './lib/events/cluster-bridge.ts';
import { startCachePurge } from './lib/http/cache-purge.ts';
import { pagePurgeFacts } from './domains/pages/cache-keys.service.ts';
import { deleteExpiredSessions, sessionLimits } from './lib/http/session-store.ts';
import { startMailQueueWorker, type MailQueueWorker } from './lib/mail/mail-queue.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { startWebhookWorker, type WebhookWorker } from './domains/webhooks/webhook-delivery.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { storageFromConfig } from './lib/storage/storage-from-config.ts';
import { seed, type SeedResult } from './seed/seed.ts';

/** Everything a route or service needs from outside, built once by createDeps (main.ts and the test app). */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  /** Delivers queued e-mails (decisions queue theirs in their own transaction). */
  mailQueue: MailQueueWorker;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  events: ContentEvents;
  /** The full-text search of the database in use. */
  searchEngine: SearchEngine;
  /** Started, and following every content change. */
  searchIndex: SearchIndex;
  /** What the public site reads, implemented by the pages domain. */
  sitePort: SitePort;
  /** Renders public pages (the site's routes) and previews (the pages domain's preview route). */
  siteRenderer: SiteRenderer;
  /** The site's rendered pages and documents, emptied on every content change. */
  siteCaches: SiteRenderCaches;
  /** Sends queued webhook deliveries (issue 19): at start, every WEBHOOK_INTERVAL_MS and on a kick. */
  webhooks: WebhookWorker;
  /** Says when the instance is shutting down (/readyz then answers 503). */
  lifecycle: Lifecycle;
}

/** What a caller may put in place of the defaults (the tests do). */
export interface DepsOverrides {
  /** Instead of SMTP or the outbox folder, e.g. an in-memory mailer. */
  mailer?: Mailer;
  /** How often the mail queue looks for due mail (default 30 s). */
  mailQueueIntervalMs?: number;
  /** PostgreSQL only: a schema of its own (each test run gets one). */
  databaseSchema?: string;
}

export interface Wiring {
  deps: AppDeps;
  database: DatabaseHandle;
  /** Migrations this start applied (empty when the database was up to date). */
  migrations: string[];
  seed: SeedResult;
  /** Runs scheduled publications and unpublications (at start, then every SCHEDULER_INTERVAL_MS). */
  scheduler: Scheduler;
  /**
   * Stops the scheduler, the session cleanup, the search index, the site caches' subscription and the mail
   * queue, and closes the database; after the app has closed.
   */
  close(): Promise<void>;
}

/** How often expired sessions are deleted from the session store. */
const SESSION_CLEANUP_INTERVAL_MS = 15 * 60_000;
/** How often audit log entries past AUDIT_RETENTION_DAYS are removed (also once at start). */
const AUDIT_CLEANUP_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * The one place that builds the application's dependencies: the database (migrated and seeded),
 * mailer, mail queue, storage, content events, search engine and running index, the session
 * cleanup, and the public site's port, renderer and render caches (createSiteServer). Route
 * plugins only use what this built.
 */
export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<Wiring> {
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    ...(overrides.databaseSchema ? { schema: overrides.databaseSchema } : {}),
    onConnectionLost: (error) => logger.warn({ err: error }, 'an idle PostgreSQL connection was lost; the pool opens another when needed'),
  });
  // Instances starting at once take turns: one migrates and seeds, the others find it done.
  const { migrations, seeded } = await withStartupLock(database, async () => ({
    migrations: await migrateToLatest(database),
    seeded: await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword }),
  }));

  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger });
  const mailQueue = startMailQueueWorker(database.db, mailer, logger, overrides.mailQueueIntervalMs);
  const events = createContentEvents(logger);
  const searchEngine = searchEngineFor(database.dialect);
  const search = await startSearchIndex({
    db: database.db,
    engine: searchEngine,
    events,
    logger,
    jobs: { leaseMs: config.searchJobLeaseMs, openReader: rebuildReaderFor(database) },
  });
  // Typed here: the type checker holds the pages domain's adapter to the site's interface.
  // Image sizes are the media domain's own answer (by content hash), so they join the port here.
  const sitePort: SitePort = {
    ...createSitePort({ db: database.db, searchEngine, dialect: database.dialect }),
    imageSizes: (hashes: readonly string[]) => imageSizesByHash(database.db, hashes),
    // Likewise consent records (issue 17) belong to the consent domain.
    recordConsent: (choice: ConsentChoice, bannerVersion: string) => recordConsent(database.db, { choice, bannerVersion }),
  };
  const site = createSiteServer({
    port: sitePort,
    publicUrl: config.publicUrl,
    // Not memoised here: the loader caches a found build and retries a missing one.
    islandAssets: () => loadIslandAssets(SITE_DIST_DIR),
    // Rendered pages are in memory: they follow other instances' changes too (cluster-bridge.ts).
    events: { onChange: (listener) => events.onAnyChange(listener) },
    renderCache: config.siteRenderCache,
  });
  // The HTTP accelerators (CACHE_PURGE_URLS) drop what a change made stale, once per change (issue 18).
  const stopCachePurge = startCachePurge(events, {
    urls: config.httpCache.purgeUrls,
    logger,
    // Other instances' render caches follow a change within a second (cache-purge.ts).
    repeatAfterMs: database.dialect === 'postgres' ? 1500 : 0,
    // A page change purges the pages that show it, its listings, menus, sitemap and search (cache-purge.ts).
    describePage: (pageId) => pagePurgeFacts(database.db, pageId),
  });
  // Several instances on one PostgreSQL database hear each other's changes (issue 18).
  const bridge =
    database.dialect === 'postgres' && config.databaseUrl
      ? await startClusterBridge({ url: config.databaseUrl, schema: await currentSchema(database.db), events, logger })
      : undefined;
  // Once per period across the instances on PostgreSQL (claimPeriod), not once per instance.
  const sessionCleanup = setInterval(() => {
    claimPeriod(database.db, database.dialect, 'session-cleanup', SESSION_CLEANUP_INTERVAL_MS)
      .then((mine) => (mine ? deleteExpiredSessions(database.db, sessionLimits(config)) : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'session cleanup failed'));
  }, SESSION_CLEANUP_INTERVAL_MS);
  // Never what keeps the process alive.
  sessionCleanup.unref();
  const auditCleanup = () =>
    claimPeriod(database.db, database.dialect, 'audit-cleanup', AUDIT_CLEANUP_INTERVAL_MS)
      .then((mine) => (mine ? removeExpiredEntries(database.db, config.auditRetentionDays) : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'audit log cleanup failed'));
  const auditCleanupTimer = setInterval(() => void auditCleanup(), AUDIT_CLEANUP_INTERVAL_MS);
  auditCleanupTimer.unref();
  await auditCleanup();

  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer,
    mailQueue,
    // MEDIA_STORAGE: local disk, or an S3-compatible bucket every instance shares.
    storage: storageFromConfig(config),
    logger,
    events,
    searchEngine,
    searchIndex: search.index,
    sitePort,
    siteRenderer: site.renderer,
    siteCaches: site.caches,
    webhooks: startWebhookWorker(database.db, database.dialect, config.webhooks, logger),
    lifecycle: createLifecycle(),
  };
  // Started last, on the finished deps; its first run (what fell due while the server was
  // down) completes before the app starts answering.
  const scheduler = startScheduler(deps, config.schedulerIntervalMs);
  await scheduler.started;
  return {
    deps,
    database,
    migrations,
    seed: seeded,
    scheduler,
    async close() {
      await scheduler.stop();
      clearInterval(sessionCleanup);
      clearInterval(auditCleanupTimer);
      site.close();
      stopCachePurge();
      await bridge?.close();
      await search.stop();
      mailQueue.stop();
      await deps.webhooks.stop();
      await database.destroy();
    },
  };
}
