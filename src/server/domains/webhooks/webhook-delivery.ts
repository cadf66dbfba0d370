import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { hostOf, hostVerdict, isPublicAddress, publicOnlyLookup } from './webhook-targets.ts';
import * as webhooks from './webhooks.repository.ts';

/** Deliveries keep being retried this long after the event, then they are `failed`. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 60 * 60_000;
const BATCH_SIZE = 20;
/** At most this much of an answer is read (it is only kept as a hint in the log). */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface WebhookDeliveryOptions {
  allowedHosts: readonly string[] | null;
  retryBaseMs: number;
  timeoutMs: number;
}

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` with the secret's decoded key. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base … at most an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

/** One POST: no redirects followed, a timeout for the whole attempt, the answer's body capped. */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: WebhookDeliveryOptions,
): Promise<AttemptResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      resolve({ statusCode: null, error: 'invalid URL' });
      return;
    }
    const host = hostOf(url);
    const verdict = hostVerdict(host, options.allowedHosts);
    if (verdict === 'refused' || (verdict === 'public-only' && isIP(host) !== 0 && !isPublicAddress(host))) {
      resolve({ statusCode: null, error: 'host not allowed' });
      return;
    }
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) {
      resolve({ statusCode: null, error: 'only http and https are allowed' });
      return;
    }
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        ...(verdict === 'public-only' ? { lookup: publicOnlyLookup } : {}),
        agent: false,
      },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => {
          const statusCode = response.statusCode ?? null;
          const success = statusCode !== null && statusCode >= 200 && statusCode < 300;
          finish({ statusCode, error: success ? null : `HTTP ${statusCode ?? '?'}` });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, error: error.message.slice(0, 1000) }));
    request.end(body);
  });
}

/** Sends one claimed delivery and records the outcome: delivered, a retry later, or failed after the retry window. */
async function attempt(db: Kysely<Database>, delivery: webhooks.WebhookDeliveryRow, options: WebhookDeliveryOptions): Promise<boolean> {
  const endpoint = await webhooks.findEndpoint(db, delivery.endpoint_id);
  const attempts = delivery.attempts + 1;
  const now = nowIso();
  if (!endpoint || endpoint.active !== 1) {
    await webhooks.recordAttempt(db, delivery.id, delivery.claimed_until, {
      state: 'failed',
      last_error: 'endpoint inactive or removed',
      updated_at: now,
    });
    return false;
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const result = await postWebhook(
    endpoint.url,
    {
      'user-agent': 'Verdant-CMS-Webhooks/1',
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': webhookSignature(endpoint.secret, delivery.event_id, timestamp, delivery.payload),
    },
    delivery.payload,
    options,
  );
  const finished = nowIso();
  if (result.error === null) {
    await webhooks.recordAttempt(db, delivery.id, delivery.claimed_until, {
      state: 'delivered',
      attempts,
      last_status_code: result.statusCode,
      last_error: null,
      delivered_at: finished,
      updated_at: finished,
    });
    return true;
  }
  const nextAttemptAt = isoAfter(backoffMs(attempts, options.retryBaseMs));
  const giveUp = Date.parse(nextAttemptAt) - Date.parse(delivery.created_at) > RETRY_WINDOW_MS;
  await webhooks.recordAttempt(db, delivery.id, delivery.claimed_until, {
    state: giveUp ? 'failed' : 'pending',
    attempts,
    last_status_code: result.statusCode,
    last_error: result.error.slice(0, 1000),
    next_attempt_at: nextAttemptAt,
    updated_at: finished,
  });
  return false;
}

/** Claims and sends every due delivery once (several endpoints at once); answers how many were tried. */
export async function deliverDueWebhooks(
  db: Kysely<Database>,
  dialect: DialectName,
  options: WebhookDeliveryOptions,
  logger: FastifyBaseLogger,
): Promise<number> {
  const now = nowIso();
  // Longer than an attempt can take, so a slow answer is never sent twice; a crashed sender's rows are due again after it.
  const lease = isoAfter(options.timeoutMs * 3 + 30_000);
  const claimed = await webhooks.claimDueDeliveries(db, dialect, now, lease, BATCH_SIZE);
  // Endpoints in parallel; one delivery each (the claim takes only the head of each queue).
  const byEndpoint = new Map<number, webhooks.WebhookDeliveryRow[]>();
  for (const delivery of claimed) byEndpoint.set(delivery.endpoint_id, [...(byEndpoint.get(delivery.endpoint_id) ?? []), delivery]);
  await Promise.all(
    [...byEndpoint.values()].map(async (queue) => {
      for (const delivery of queue) {
        await attempt(db, delivery, options).catch((error: unknown) =>
          logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery could not be recorded'),
        );
      }
    }),
  );
  return claimed.length;
}

export interface WebhookWorker {
  /** Delivers now (after an event) instead of waiting for the next tick. */
  kick(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs delivery at start, on a timer and on demand, never two runs at once on one instance. */
export function startWebhookWorker(
  db: Kysely<Database>,
  dialect: DialectName,
  options: WebhookDeliveryOptions & { intervalMs: number },
  logger: FastifyBaseLogger,
): WebhookWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const loop = async () => {
    do {
      again = false;
      try {
        // One delivery per endpoint per run (the head of its queue): go on while there was work.
        if ((await deliverDueWebhooks(db, dialect, options, logger)) > 0) again = true;
      } catch (error) {
        logger.error({ err: error }, 'webhook queue run failed');
      }
    } while (again && !stopped);
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  // What was queued while the server was down goes out now.
  void run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
