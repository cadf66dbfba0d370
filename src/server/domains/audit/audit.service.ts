import type { Kysely } from 'kysely';
import type { AuditEntryDto, AuditListBody } from '../../../shared/audit/audit-schemas.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import type { Database } from '../../db/schema.ts';
import * as audit from './audit.repository.ts';

export type { NewAuditEntry } from './audit.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

const clip = (value: string | null, max: number): string | null => (value === null ? null : value.slice(0, max));

/**
 * Adds one entry; texts are clipped to their columns, so an odd request never makes the write fail.
 * Entries are written after the answer, so the user may be deleted first: the entry then keeps the
 * name and address without the link, as the deletion does to the user's earlier entries.
 */
export async function recordEntry(db: Kysely<Database>, entry: audit.NewAuditEntry): Promise<void> {
  const clipped: audit.NewAuditEntry = {
    ...entry,
    userName: clip(entry.userName, 120),
    userEmail: clip(entry.userEmail, 254),
    objectId: clip(entry.objectId, 200),
    detail: clip(entry.detail, 500),
    ip: clip(entry.ip, 64),
    userAgent: clip(entry.userAgent, 200),
  };
  try {
    await audit.insertEntry(db, clipped);
  } catch (error) {
    if (clipped.userId === null || !isForeignKeyViolation(error)) throw error;
    await audit.insertEntry(db, { ...clipped, userId: null });
  }
}

function toDto(row: audit.AuditRow, objectExists: boolean | null): AuditEntryDto {
  return {
    objectExists,
    id: row.id,
    createdAt: row.created_at,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    detail: row.details,
    ip: row.ip,
    userAgent: row.user_agent,
    outcome: row.outcome === 'failure' ? 'failure' : 'success',
    statusCode: row.status_code,
    errorCode: row.error_code,
  };
}

/** ISO text as stored; a bare `to` date includes its whole day (UTC). */
function boundary(value: string | undefined, endOfDay: boolean): string | undefined {
  if (!value) return undefined;
  const time = new Date(BARE_DATE.test(value) ? `${value}T00:00:00Z` : value).getTime();
  if (!endOfDay) return new Date(time).toISOString();
  return new Date(time + (BARE_DATE.test(value) ? DAY_MS : 1)).toISOString();
}

export async function listEntries(db: Kysely<Database>, body: AuditListBody): Promise<{ items: AuditEntryDto[]; totalItems: number }> {
  const { rows, total } = await audit.listEntries(
    db,
    {
      userId: body.userId,
      action: body.action,
      objectType: body.objectType,
      objectId: body.objectId,
      outcome: body.outcome,
      from: boundary(body.from, false),
      before: boundary(body.to, true),
      searchTerm: body.searchTerm,
    },
    { column: body.columnToSort, order: body.sortOrder },
    body.pageIndex * body.pageSize,
    body.pageSize,
  );
  const existing = await existingObjects(db, rows);
  return {
    items: rows.map((row) =>
      toDto(row, audit.isLinkableObjectType(row.object_type) ? existing.has(`${row.object_type}:${row.object_id}`) : null),
    ),
    totalItems: total,
  };
}

/** "type:id" of the linkable objects of these entries that still exist: one query per object type. */
async function existingObjects(db: Kysely<Database>, rows: audit.AuditRow[]): Promise<Set<string>> {
  const wanted = new Map<audit.LinkableObjectType, number[]>();
  for (const row of rows) {
    const id = Number(row.object_id);
    if (!audit.isLinkableObjectType(row.object_type) || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) continue;
    wanted.set(row.object_type, [...(wanted.get(row.object_type) ?? []), id]);
  }
  const found = new Set<string>();
  for (const [type, ids] of wanted) {
    for (const id of await audit.existingObjectIds(db, type, [...new Set(ids)])) found.add(`${type}:${id}`);
  }
  return found;
}

/** Retention (AUDIT_RETENTION_DAYS): removes entries older than that many days; 0 keeps all. */
export async function removeExpiredEntries(db: Kysely<Database>, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0;
  return audit.deleteOlderThan(db, new Date(now.getTime() - retentionDays * DAY_MS).toISOString());
}
