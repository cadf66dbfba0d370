import type { PublicationRequestStatus } from '../../../db/schema.ts';
import type { Executor } from '../../../db/executor.ts';

/** The page's row lock, so concurrent publication decisions on one page run one after another. */
export { lockPage } from '../pages.repository.ts';

export function findPendingRequestForPage(db: Executor, pageId: number) {
  return db.selectFrom('publication_requests').selectAll().where('page_id', '=', pageId).where('status', '=', 'pending').executeTakeFirst();
}

export function findPendingRequestForVersion(db: Executor, versionId: number) {
  return db
    .selectFrom('publication_requests')
    .leftJoin('users', 'users.id', 'publication_requests.requested_by')
    .selectAll('publication_requests')
    .select('users.name as requester_name')
    .where('publication_requests.version_id', '=', versionId)
    .where('publication_requests.status', '=', 'pending')
    .executeTakeFirst();
}

/** The newest request on a version, whatever its outcome, with the names of both people. */
export function findLatestRequestForVersion(db: Executor, versionId: number) {
  return db
    .selectFrom('publication_requests')
    .leftJoin('users as requester', 'requester.id', 'publication_requests.requested_by')
    .leftJoin('users as reviewer', 'reviewer.id', 'publication_requests.reviewed_by')
    .selectAll('publication_requests')
    .select(['requester.name as requester_name', 'reviewer.name as reviewer_name'])
    .where('publication_requests.version_id', '=', versionId)
    .orderBy('publication_requests.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertRequest(
  db: Executor,
  values: {
    pageId: number;
    versionId: number;
    versionRevision: number;
    userId: number;
    comment: string;
    createdAt: string;
    publishAt: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('publication_requests')
    .values({
      page_id: values.pageId,
      version_id: values.versionId,
      version_revision: values.versionRevision,
      requested_by: values.userId,
      comment: values.comment,
      status: 'pending',
      reviewed_by: null,
      feedback: null,
      created_at: values.createdAt,
      resent_at: null,
      decided_at: null,
      publish_at: values.publishAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes a pending request; false when it was no longer pending (someone else decided first). */
export async function closeRequest(
  db: Executor,
  id: number,
  values: { status: Exclude<PublicationRequestStatus, 'pending'>; reviewerId: number | null; feedback: string | null; decidedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('publication_requests')
    .set({ status: values.status, reviewed_by: values.reviewerId, feedback: values.feedback, decided_at: values.decidedAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a resend unless the reviewers were mailed about the request (when it was made or
 * last resent) after `notAfter`; false then. One conditional UPDATE, so two resends at once
 * cannot both pass.
 */
export async function markResentIfDue(db: Executor, id: number, at: string, notAfter: string): Promise<boolean> {
  const result = await db
    .updateTable('publication_requests')
    .set({ resent_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb.and([eb('resent_at', 'is', null), eb('created_at', '<=', notAfter)]), eb('resent_at', '<=', notAfter)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Freezes a version as published: it becomes history, and its request flag is cleared. */
export async function markVersionPublished(db: Executor, versionId: number, at: string): Promise<void> {
  await db.updateTable('page_versions').set({ published_at: at, has_publication_request: 0 }).where('id', '=', versionId).execute();
}

export async function setVersionRequestFlag(db: Executor, versionId: number, flag: boolean): Promise<void> {
  await db
    .updateTable('page_versions')
    .set({ has_publication_request: flag ? 1 : 0 })
    .where('id', '=', versionId)
    .execute();
}

export async function insertPublication(
  db: Executor,
  values: { pageId: number; versionId: number; userId: number; requestId: number | null; at: string },
): Promise<number> {
  const row = await db
    .insertInto('publications')
    .values({
      page_id: values.pageId,
      version_id: values.versionId,
      published_by: values.userId,
      request_id: values.requestId,
      published_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The outstanding requests, all or for pages of one type (type ''). The page is joined only for
 * the type: a request's page always exists (ON DELETE CASCADE), and at 100,000 pages a thousand
 * page lookups were most of the count's time.
 */
function pendingRequestsOf(db: Executor, type: string) {
  const pending = db.selectFrom('publication_requests').where('publication_requests.status', '=', 'pending');
  return type
    ? pending.where((eb) =>
        eb.exists(
          eb
            .selectFrom('pages')
            .select('pages.id')
            .whereRef('pages.id', '=', 'publication_requests.page_id')
            .where('pages.type', '=', type),
        ),
      )
    : pending;
}

export async function countPendingRequests(db: Executor, type = ''): Promise<number> {
  const row = await pendingRequestsOf(db, type)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of the outstanding requests, newest first: the page's ids from the status index
 * alone (publication_requests_status_idx serves the order), then their columns, so a later page
 * joins the pages and versions of its own rows only, not of every row it skips.
 */
export function listPendingRequests(db: Executor, page: { type: string; offset: number; limit: number }) {
  const ids = pendingRequestsOf(db, page.type)
    .select('publication_requests.id')
    .orderBy('publication_requests.created_at', 'desc')
    .orderBy('publication_requests.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return db
    .selectFrom('publication_requests')
    .innerJoin('pages', 'pages.id', 'publication_requests.page_id')
    .innerJoin('page_versions', 'page_versions.id', 'publication_requests.version_id')
    .leftJoin('users', 'users.id', 'publication_requests.requested_by')
    .select([
      'publication_requests.id',
      'publication_requests.page_id',
      'publication_requests.version_id',
      'publication_requests.comment',
      'publication_requests.created_at',
      'publication_requests.resent_at',
      'publication_requests.requested_by',
      'publication_requests.version_revision',
      'publication_requests.publish_at',
      'users.name as requester_name',
      'page_versions.title',
      'pages.locale',
      'pages.slug',
      'pages.type',
    ])
    .where('publication_requests.id', 'in', ids)
    .orderBy('publication_requests.created_at', 'desc')
    .orderBy('publication_requests.id', 'desc')
    .execute();
}

/** Whether this reviewer accepted a publication request for this version (an acceptance that scheduled it). */
export async function acceptedBy(db: Executor, versionId: number, reviewerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('publication_requests')
    .select('id')
    .where('version_id', '=', versionId)
    .where('status', '=', 'accepted')
    .where('reviewed_by', '=', reviewerId)
    .executeTakeFirst();
  return row !== undefined;
}
