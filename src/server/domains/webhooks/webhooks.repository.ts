import { PostgresAdapter, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { ADVISORY_LOCK, advisoryTransactionLock } from '../../db/advisory-locks.ts';
import type { Executor } from '../../db/executor.ts';
import type { Database, WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema.ts';
import { columnContains } from '../../lib/sql-search.ts';

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

function filteredEndpoints(db: Executor, term: string) {
  let query = db.selectFrom('webhook_endpoints');
  const trimmed = term.trim();
  if (trimmed) query = query.where(columnContains('webhook_endpoints.url', trimmed));
  return query;
}

export async function listEndpoints(
  db: Executor,
  filter: { term: string; order: 'asc' | 'desc'; offset: number; limit: number },
): Promise<{ rows: WebhookEndpointRow[]; total: number }> {
  const rows = await filteredEndpoints(db, filter.term)
    .selectAll()
    .orderBy('id', filter.order)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const total = await filteredEndpoints(db, filter.term)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) };
}

export function activeEndpoints(db: Executor): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('active', '=', 1).orderBy('id').execute();
}

export function findEndpoint(db: Executor, id: number): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEndpoint(db: Executor, values: Insertable<WebhookEndpointsTable>): Promise<number> {
  const row = await db.insertInto('webhook_endpoints').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEndpoint(db: Executor, id: number, values: Updateable<WebhookEndpointsTable>): Promise<void> {
  await db.updateTable('webhook_endpoints').set(values).where('id', '=', id).execute();
}

export async function deleteEndpoint(db: Executor, id: number): Promise<boolean> {
  // Deliveries go with it (also by the foreign key's cascade, which SQLite applies only with foreign_keys on).
  await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
  const result = await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Queues deliveries. The worker sends an endpoint's oldest pending delivery first, so ids must
 * follow commit order: on PostgreSQL a transaction that took a lower id could commit after one
 * with a higher id, so the insert first takes one advisory lock (per schema) held to the commit.
 * Callers insert as their transaction's last statement, so it is held for the commit only.
 * SQLite has one writer: its ids already follow commit order.
 */
export async function insertDeliveries(db: Executor, rows: Insertable<WebhookDeliveriesTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  if (db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter)
    await advisoryTransactionLock(db, ADVISORY_LOCK.webhookQueue, 'verdant-cms:webhook-deliveries:');
  const inserted = await db.insertInto('webhook_deliveries').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

export function findDelivery(db: Executor, id: number): Promise<WebhookDeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listDeliveries(
  db: Executor,
  filter: { endpointId: number; state: string | undefined; offset: number; limit: number },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  let base = db.selectFrom('webhook_deliveries').where('endpoint_id', '=', filter.endpointId);
  if (filter.state) base = base.where('state', '=', filter.state);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  const total = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) };
}

/**
 * Claims up to `limit` due deliveries for this instance until `leaseUntil`: pending, due, and
 * not held by another instance's unexpired lease. PostgreSQL locks the rows it reads and skips
 * those another instance is claiming (FOR UPDATE SKIP LOCKED); SQLite has one writer, and each
 * row is claimed by a conditional update that only one caller can win.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  // Only the head of each endpoint's queue: its deliveries go out one at a time, in event order,
  // and a failing one holds the later ones back until it is delivered or given up.
  const due = (executor: Executor) =>
    executor
      .selectFrom('webhook_deliveries as d')
      .selectAll('d')
      .where('d.state', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<', now)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('webhook_deliveries as earlier')
              .select('earlier.id')
              .whereRef('earlier.endpoint_id', '=', 'd.endpoint_id')
              .where('earlier.state', '=', 'pending')
              .whereRef('earlier.id', '<', 'd.id'),
          ),
        ),
      )
      .orderBy('d.id')
      .limit(limit);
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const rows = await due(trx).forUpdate().skipLocked().execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable('webhook_deliveries')
        .set({ claimed_until: leaseUntil })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.map((row) => ({ ...row, claimed_until: leaseUntil }));
    });
  }
  const claimed: WebhookDeliveryRow[] = [];
  for (const row of await due(db).execute()) {
    const result = await db
      .updateTable('webhook_deliveries')
      .set({ claimed_until: leaseUntil })
      .where('id', '=', row.id)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ ...row, claimed_until: leaseUntil });
  }
  return claimed;
}

/**
 * Records an attempt's outcome, only while the claim that made it holds (`claimedUntil` is that
 * claim's lease): a sender that outlived its lease, while another instance took the delivery
 * over, does not overwrite the newer outcome.
 */
export async function recordAttempt(
  db: Executor,
  id: number,
  claimedUntil: string | null,
  values: Updateable<WebhookDeliveriesTable>,
): Promise<void> {
  let update = db
    .updateTable('webhook_deliveries')
    .set({ ...values, claimed_until: null })
    .where('id', '=', id);
  if (claimedUntil !== null) update = update.where('claimed_until', '=', claimedUntil);
  await update.execute();
}
