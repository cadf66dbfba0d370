import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { columnContains } from '../../lib/sql-search.ts';

export type AuditRow = Selectable<AuditLogTable>;

export interface NewAuditEntry {
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
  outcome: 'success' | 'failure';
  statusCode: number | null;
  errorCode: string | null;
  createdAt: string;
}

/** The only write the audit log has: entries are added, never changed (removal is retention's alone). */
export async function insertEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      user_name: entry.userName,
      user_email: entry.userEmail,
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      details: entry.detail,
      ip: entry.ip,
      user_agent: entry.userAgent,
      outcome: entry.outcome,
      status_code: entry.statusCode,
      error_code: entry.errorCode,
      created_at: entry.createdAt,
    })
    .execute();
}

export interface AuditFilter {
  userId?: number;
  action?: string;
  objectType?: string;
  objectId?: string;
  outcome?: string;
  /** ISO times, inclusive from, exclusive to. */
  from?: string;
  before?: string;
  searchTerm: string;
}

/** What the search box looks in; null columns simply do not match. */
const SEARCHED_COLUMNS = ['action', 'user_name', 'user_email', 'object_id', 'details', 'ip'] as const;

const SORT_COLUMNS = { createdAt: 'created_at', action: 'action', userName: 'user_name' } as const;

function filtered(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.objectType) query = query.where('object_type', '=', filter.objectType);
  if (filter.objectId) query = query.where('object_id', '=', filter.objectId);
  if (filter.outcome) query = query.where('outcome', '=', filter.outcome);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.before) query = query.where('created_at', '<', filter.before);
  const term = filter.searchTerm.trim();
  if (term) {
    query = query.where((eb) => eb.or(SEARCHED_COLUMNS.map((column) => columnContains(`audit_log.${column}`, term))));
  }
  return query;
}

export async function listEntries(
  db: Executor,
  filter: AuditFilter,
  sort: { column: keyof typeof SORT_COLUMNS | ''; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const column = SORT_COLUMNS[sort.column || 'createdAt'];
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy(column, sort.order)
    // Entries of one millisecond keep the order they were written in.
    .orderBy('id', sort.order)
    .limit(limit)
    .offset(offset)
    .execute();
  const totalRow = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(totalRow.total) };
}

/** Retention: entries written before `cutoff` go; answers how many. */
export async function deleteOlderThan(db: Executor, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The tables whose rows an entry can link to, by object type. */
const OBJECT_TABLES = { page: 'pages', user: 'users', media: 'media_files', role: 'roles', tag: 'tags' } as const;
export type LinkableObjectType = keyof typeof OBJECT_TABLES;

export function isLinkableObjectType(type: string | null): type is LinkableObjectType {
  return type !== null && type in OBJECT_TABLES;
}

/** Which of these ids of one object type still exist (one indexed query), so the list links only to those. */
export async function existingObjectIds(db: Executor, type: LinkableObjectType, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(OBJECT_TABLES[type]).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
