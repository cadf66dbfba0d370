import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ContentChanged, ContentChangeReason, ContentEvents } from './content-events.ts';

/** One channel for every installation in the database; the payload names the schema. */
export const CONTENT_CHANNEL = 'verdant_content_changed';
const REASONS: readonly ContentChangeReason[] = ['publication', 'page', 'menu', 'settings', 'media', 'tags'];
const RECONNECT_DELAY_MS = 1000;

interface Announcement {
  origin: string;
  schema: string;
  change: ContentChanged;
}

export interface ClusterBridge {
  /** This instance's id in announcements (its own are ignored when they come back). */
  instanceId: string;
  /** Resolves once the listening connection is up (again). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/** A payload from the channel, checked: anything else on it (or a damaged one) is ignored. */
function parseAnnouncement(payload: string | undefined): Announcement | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Announcement>;
    const change = value.change;
    if (typeof value.origin !== 'string' || typeof value.schema !== 'string' || !change) return null;
    if (!REASONS.includes(change.reason)) return null;
    if (change.pageId !== undefined && !Number.isInteger(change.pageId)) return null;
    return {
      origin: value.origin,
      schema: value.schema,
      change: { reason: change.reason, ...(change.pageId ? { pageId: change.pageId } : {}) },
    };
  } catch {
    return null;
  }
}

/**
 * Several instances on one PostgreSQL database (issue 18): every content change is announced
 * with NOTIFY after it committed, and each instance LISTENs and empties what it holds in memory
 * (ContentEvents.changedElsewhere: rendered pages, the sitemap). The listening connection is
 * reopened after it drops; since announcements sent meanwhile are lost, a reconnect counts as a
 * change of everything. No other service is needed.
 */
export async function startClusterBridge(options: {
  url: string;
  schema: string;
  events: ContentEvents;
  logger: FastifyBaseLogger;
}): Promise<ClusterBridge> {
  const { url, schema, events, logger } = options;
  const instanceId = randomUUID();
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', (error) => logger.warn({ err: error }, 'cluster announcement connection failed'));
  let closed = false;
  let client: pg.Client | undefined;
  let ready: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    // Named, so an operator (or a test) can tell the listening connections apart.
    const next = new pg.Client({ connectionString: url, application_name: `verdant-listen:${schema}`.slice(0, 63) });
    next.on('notification', (message) => {
      const announcement = parseAnnouncement(message.payload);
      if (!announcement || announcement.schema !== schema || announcement.origin === instanceId) return;
      void events.changedElsewhere(announcement.change);
    });
    next.on('error', (error) => logger.warn({ err: error }, 'cluster listening connection failed; reconnecting'));
    next.on('end', () => {
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (closed) return;
        ready = connect(true).catch((error: unknown) => logger.error({ err: error }, 'cluster listening reconnect failed'));
      }, RECONNECT_DELAY_MS);
      retry.unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      // Ending it makes the 'end' handler try again later (unless closed).
      await next.end().catch(() => undefined);
      throw error;
    }
    // Closed while this connection was being made: it is not wanted any more.
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // What others announced while this instance was not listening is unknown: forget everything.
    if (isReconnect) await events.changedElsewhere({ reason: 'settings' });
  };

  ready = connect(false);
  await ready;
  events.publishTo(async (change) => {
    // What the others need to empty their memory caches; a list of media hashes could outgrow NOTIFY's 8,000 bytes.
    const announced: ContentChanged =
      change.pageId === undefined ? { reason: change.reason } : { reason: change.reason, pageId: change.pageId };
    const announcement: Announcement = { origin: instanceId, schema, change: announced };
    await publisher.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, JSON.stringify(announcement)]);
  });

  return {
    instanceId,
    listening: () => ready,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      events.publishTo(undefined);
      await client?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
