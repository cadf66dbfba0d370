import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  WEBHOOK_EVENTS,
  type WebhookBody,
  type WebhookDeliveryDto,
  type WebhookDeliveryListBody,
  type WebhookDeliveryState,
  maskWebhookSecret,
  type WebhookCreatedDto,
  type WebhookDto,
  type WebhookEvent,
  type WebhookListBody,
} from '../../../shared/webhooks/webhook-schemas.ts';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newWebhookSecret } from './webhook-delivery.ts';
import { targetAllowed } from './webhook-targets.ts';
import * as webhooks from './webhooks.repository.ts';

/**
 * Webhooks (issue 19): endpoints administrators register, and the events queued for them.
 * Delivery is webhook-delivery.ts's (a worker on every instance); each change's service queues
 * its event in its own transaction (webhook-events.ts).
 */

const parseEvents = (text: string): WebhookEvent[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly unknown[]).includes(event))
      : [];
  } catch {
    return [];
  }
};

const toDto = (row: webhooks.WebhookEndpointRow): WebhookDto => ({
  id: row.id,
  url: row.url,
  events: parseEvents(row.events),
  active: row.active === 1,
  secretHint: maskWebhookSecret(row.secret),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toDeliveryDto = (row: webhooks.WebhookDeliveryRow): WebhookDeliveryDto => ({
  id: row.id,
  endpointId: row.endpoint_id,
  eventId: row.event_id,
  type: row.event_type as WebhookEvent,
  state: row.state as WebhookDeliveryState,
  attempts: row.attempts,
  nextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  payload: row.payload,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  deliveredAt: row.delivered_at,
});

async function assertTarget(url: string, allowedHosts: readonly string[] | null): Promise<void> {
  // V_12 on `url`: a well-formed http(s) URL (the schema's V_13) to a host outgoing calls may not reach.
  if (!(await targetAllowed(url, allowedHosts))) throw badRequest('V_12', 'url');
}

export async function listWebhooks(db: Kysely<Database>, body: WebhookListBody): Promise<{ items: WebhookDto[]; totalItems: number }> {
  const { rows, total } = await webhooks.listEndpoints(db, {
    term: body.searchTerm,
    order: body.sortOrder,
    offset: body.pageIndex * body.pageSize,
    limit: body.pageSize,
  });
  return { items: rows.map(toDto), totalItems: total };
}

export async function getWebhook(db: Kysely<Database>, id: number): Promise<WebhookDto> {
  const row = await webhooks.findEndpoint(db, id);
  if (!row) throw notFound('G_02');
  return toDto(row);
}

export async function createWebhook(
  db: Kysely<Database>,
  allowedHosts: readonly string[] | null,
  userId: number,
  body: WebhookBody,
): Promise<WebhookCreatedDto> {
  await assertTarget(body.url, allowedHosts);
  const now = nowIso();
  const secret = body.secret ?? newWebhookSecret();
  const id = await webhooks.insertEndpoint(db, {
    url: body.url,
    events: JSON.stringify(body.events),
    secret,
    active: body.active ? 1 : 0,
    created_by: userId,
    created_at: now,
    updated_at: now,
  });
  // The only answer that holds the secret: lists and changes show it masked.
  return { ...(await getWebhook(db, id)), secret };
}

export async function updateWebhook(
  db: Kysely<Database>,
  allowedHosts: readonly string[] | null,
  id: number,
  body: WebhookBody,
): Promise<WebhookDto> {
  await getWebhook(db, id);
  await assertTarget(body.url, allowedHosts);
  await webhooks.updateEndpoint(db, id, {
    url: body.url,
    events: JSON.stringify(body.events),
    active: body.active ? 1 : 0,
    ...(body.secret ? { secret: body.secret } : {}),
    updated_at: nowIso(),
  });
  return getWebhook(db, id);
}

export async function deleteWebhook(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await webhooks.deleteEndpoint(db, id))) throw notFound('G_02');
}

export async function listDeliveries(
  db: Kysely<Database>,
  endpointId: number,
  body: WebhookDeliveryListBody,
): Promise<{ items: WebhookDeliveryDto[]; totalItems: number }> {
  await getWebhook(db, endpointId);
  const { rows, total } = await webhooks.listDeliveries(db, {
    endpointId,
    state: body.state,
    offset: body.pageIndex * body.pageSize,
    limit: body.pageSize,
  });
  return { items: rows.map(toDeliveryDto), totalItems: total };
}

/** A manual resend: a new delivery of the same message (same event id, so receivers can tell), due now. */
export async function resendDelivery(db: Kysely<Database>, deliveryId: number, endpointId?: number): Promise<WebhookDeliveryDto> {
  const original = await webhooks.findDelivery(db, deliveryId);
  if (!original || (endpointId !== undefined && original.endpoint_id !== endpointId)) throw notFound('G_02');
  const now = nowIso();
  // In a transaction of its own, so the queue's ordering lock covers it (insertDeliveries).
  const [id] = await db.transaction().execute((trx) =>
    webhooks.insertDeliveries(trx, [
      {
        endpoint_id: original.endpoint_id,
        event_id: original.event_id,
        event_type: original.event_type,
        payload: original.payload,
        state: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      },
    ]),
  );
  const row = await webhooks.findDelivery(db, id!);
  return toDeliveryDto(row!);
}

let queuedInProcess = 0;

/**
 * How many events this process has queued so far. The deliveries of a call are committed by its
 * service's transaction, after which the worker is kicked (webhook-events.ts); a call that sees
 * this number move knows there may be something to send now rather than at the next tick.
 */
export const queuedEventCount = (): number => queuedInProcess;

/**
 * Queues an event for every active endpoint subscribed to it (one delivery each, in one
 * statement), inside the caller's transaction, so the event exists exactly when the change does;
 * answers how many were queued. The payload is fixed now: a retry sends the same bytes.
 */
export async function enqueueEvent(db: Executor, type: WebhookEvent, data: Record<string, unknown>): Promise<number> {
  const endpoints = (await webhooks.activeEndpoints(db)).filter((endpoint) => parseEvents(endpoint.events).includes(type));
  if (endpoints.length === 0) return 0;
  queuedInProcess += 1;
  const now = nowIso();
  const eventId = `msg_${randomUUID().replaceAll('-', '')}`;
  const payload = JSON.stringify({ id: eventId, type, timestamp: now, data });
  const ids = await webhooks.insertDeliveries(
    db,
    endpoints.map((endpoint) => ({
      endpoint_id: endpoint.id,
      event_id: eventId,
      event_type: type,
      payload,
      state: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })),
  );
  return ids.length;
}
