import type { FastifyInstance } from 'fastify';
import type { WebhookEvent } from '../../../shared/webhooks/webhook-schemas.ts';
import type { Executor } from '../../db/executor.ts';
import * as pages from '../pages/page-facts.service.ts';
import { enqueueEvent, queuedEventCount } from './webhooks.service.ts';

/**
 * Webhook events are queued by the service that makes the change, in the same transaction as the
 * change (issue 19): the delivery rows commit or roll back with it, so an instance that dies
 * after the change cannot lose its event, a refused change sends none, and changes made outside
 * the HTTP API (the scheduler, the command line) send theirs too. Concurrent changes of one page
 * run one after another under its row lock (lockedPageFacts), so each queues its event once.
 */

export type PageFacts = pages.PageFacts;

/** Transactions run by the scheduler: their page events carry `"scheduled": true`. */
const scheduled = new WeakSet<Executor>();

/** Marks the transaction as the scheduler's (schedule-runner.ts, in the transaction that claims the part). */
export function markScheduled(trx: Executor): void {
  scheduled.add(trx);
}

/** Events of a transaction that holds them back (holdEvents), in the order they were queued. */
const held = new WeakMap<Executor, { type: WebhookEvent; data: Record<string, unknown> }[]>();

/**
 * From now on the transaction's events are only collected (their data read now); releaseEvents
 * inserts them. A transaction whose events must be read before slow work (a publication: link
 * rewrites, mails) still inserts them last: on PostgreSQL the insert takes the queue's lock
 * (webhooks.repository.ts insertDeliveries), which is then held only for the commit.
 */
export function holdEvents(trx: Executor): void {
  if (!held.has(trx)) held.set(trx, []);
}

/** Inserts the held events, in order: call it as the transaction's last statement. */
export async function releaseEvents(trx: Executor): Promise<void> {
  const events = held.get(trx) ?? [];
  held.delete(trx);
  for (const event of events) await enqueueEvent(trx, event.type, event.data);
}

async function queue(trx: Executor, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  const list = held.get(trx);
  if (list) list.push({ type, data });
  else await enqueueEvent(trx, type, data);
}

/** Queues a non-page event in the caller's transaction: call it after the transaction's other writes. */
export async function queueEvent(trx: Executor, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  await queue(trx, type, data);
}

/** The page's facts under its row lock: read them before a change whose event needs the state before. */
export const lockedPageFacts = (trx: Executor, pageId: number): Promise<PageFacts | undefined> => pages.lockedPageFacts(trx, pageId);

/**
 * Queues a page event in the caller's transaction: `{ pageId, slug, locale, ...extra }` with the
 * page as it is now in this transaction (`facts` instead for a page that is gone).
 */
export async function queuePageEvent(
  trx: Executor,
  type: WebhookEvent,
  pageId: number,
  extra: Record<string, unknown> = {},
  facts?: PageFacts,
): Promise<void> {
  const page = facts ?? (await pages.pageFacts(trx, pageId));
  await queue(trx, type, {
    pageId,
    ...(page ? { slug: page.slug, locale: page.locale } : {}),
    ...extra,
    ...(scheduled.has(trx) ? { scheduled: true } : {}),
  });
}

/**
 * Registered on the /api scope (app.ts): after a successful call during which this process queued
 * an event, the worker is kicked, so the delivery goes out now rather than at the next tick. The
 * call's transaction has committed by then; a kick for another call's event that has not yet
 * committed only finds nothing, and that call kicks again when it answers.
 */
export function registerWebhookKick(api: FastifyInstance): void {
  const deps = api.deps;
  const before = new WeakMap<object, number>();
  api.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') before.set(request, queuedEventCount());
  });
  api.addHook('onResponse', async (request, reply) => {
    const count = before.get(request);
    if (count === undefined || reply.statusCode >= 400 || queuedEventCount() === count) return;
    void deps.webhooks.kick();
  });
}
