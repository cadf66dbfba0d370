import type { Kysely } from 'kysely';
import { csvLine, parseCsv } from '../../../shared/redirects/redirect-csv.ts';
import { chainKey, landingKey, normaliseFromPath } from '../../../shared/redirects/redirect-paths.ts';
import {
  redirectBody,
  type RedirectBody,
  type RedirectDto,
  type RedirectImportReport,
  type RedirectListBody,
  type RedirectStatus,
  type RefusedRow,
  type SiteRedirect,
} from '../../../shared/redirects/redirect-schemas.ts';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { issuesToErrors } from '../../lib/validation.ts';
import { isLiveAddress } from '../pages/public-pages.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import * as redirects from './redirects.repository.ts';
import { queueEvent } from '../webhooks/webhook-events.ts';

/**
 * Redirects (issue 16). The rules every write keeps, manual or automatic:
 * - chains are collapsed: a redirect to an address that itself redirects goes straight to the
 *   end (A→B with B→C stored is A→C), and redirects to an address that gets a redirect follow
 *   it (A→B stored, then B→C: A→C and B→C);
 * - loops are refused (400 V_07 on `to`): nothing ever sends a visitor back where they came from;
 * - a redirect never starts at the address of a live page (400 V_07 on `from`), and the one
 *   whose old address becomes a live page's again is removed (page-address.service.ts).
 */

const toDto = (row: redirects.RedirectRow): RedirectDto => ({
  id: row.id,
  from: row.from_path,
  to: row.to_target,
  status: row.status as RedirectStatus,
  automatic: row.automatic === 1,
  pageId: row.page_id,
  locale: row.locale,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listRedirects(db: Kysely<Database>, body: RedirectListBody): Promise<{ items: RedirectDto[]; totalItems: number }> {
  const { rows, total } = await redirects.listRedirects(db, {
    term: body.searchTerm,
    sort: body.columnToSort,
    order: body.sortOrder,
    offset: body.pageIndex * body.pageSize,
    limit: body.pageSize,
  });
  return { items: rows.map(toDto), totalItems: total };
}

interface Write {
  from: string;
  to: string | null;
  status: RedirectStatus;
  userId: number | null;
  automatic?: { pageId: number; locale: string };
}

const loop = () => badRequest('V_07', 'to');

/**
 * Stores one redirect inside the caller's transaction with the chain rules; `existingId` is
 * the row being edited (or replaced). Answers the row's id.
 */
async function writeRedirect(trx: Executor, write: Write, existingId: number | undefined): Promise<number> {
  let target = write.to;
  if (write.status !== 410) {
    if (landingKey(target) === write.from) throw loop();
    const key = chainKey(target);
    const next = key === null ? undefined : await redirects.findByFrom(trx, key);
    if (next && next.id !== existingId && next.status !== 410 && next.to_target !== null) {
      target = next.to_target;
      if (landingKey(target) === write.from) throw loop();
    }
    // A target with a query or fragment is not followed as a chain, but may still land on a redirect back here.
    const landing = landingKey(target);
    const onward = landing === null || landing === key ? undefined : await redirects.findByFrom(trx, landing);
    if (onward && onward.id !== existingId && landingKey(onward.to_target) === write.from) throw loop();
    // Redirects that end at this address now go on to where it goes.
    for (const incoming of await redirects.findByTarget(trx, write.from)) {
      if (incoming.id === existingId) continue;
      if (landingKey(target) === incoming.from_path) throw loop();
      await redirects.updateRedirect(trx, incoming.id, { to_target: target, updated_at: nowIso() });
    }
  }
  const now = nowIso();
  const values = {
    from_path: write.from,
    to_target: target,
    status: write.status,
    automatic: write.automatic ? 1 : 0,
    page_id: write.automatic?.pageId ?? null,
    locale: write.automatic?.locale ?? null,
    updated_by: write.userId,
    updated_at: now,
  };
  if (existingId !== undefined) {
    await redirects.updateRedirect(trx, existingId, values);
    return existingId;
  }
  return redirects.insertRedirect(trx, { ...values, created_by: write.userId, created_at: now });
}

/** The checks before a manual write: the old address is free (409 V_06) and no live page's (400 V_07). */
async function assertFromFree(db: Executor, from: string, exceptId: number | undefined): Promise<void> {
  const existing = await redirects.findByFrom(db, from);
  if (existing && existing.id !== exceptId) throw conflict('V_06', 'from');
  if (await isLiveAddress(db, await getSiteSettings(db as Kysely<Database>), from)) throw badRequest('V_07', 'from');
}

async function requireRedirect(db: Executor, id: number): Promise<redirects.RedirectRow> {
  const row = await redirects.findRedirect(db, id);
  if (!row) throw notFound();
  return row;
}

/** A unique-index refusal of a concurrent write with the same old address is 409 V_06, not a 500. */
async function asConflict<T>(db: Kysely<Database>, from: string, exceptId: number | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const existing = await redirects.findByFrom(db, from);
    if (existing && existing.id !== exceptId) throw conflict('V_06', 'from');
    throw error;
  }
}

export async function createRedirect(db: Kysely<Database>, userId: number, body: RedirectBody): Promise<RedirectDto> {
  await assertFromFree(db, body.from, undefined);
  const id = await asConflict(db, body.from, undefined, () =>
    db.transaction().execute(async (trx) => {
      const created = await writeRedirect(trx, { ...body, userId }, undefined);
      await queueEvent(trx, 'redirect.changed', { change: 'created', redirectId: created });
      return created;
    }),
  );
  return toDto(await requireRedirect(db, id));
}

/** An edit makes the redirect a manual one: the editor has decided where it goes. */
export async function updateRedirect(db: Kysely<Database>, userId: number, id: number, body: RedirectBody): Promise<RedirectDto> {
  await requireRedirect(db, id);
  await assertFromFree(db, body.from, id);
  await asConflict(db, body.from, id, () =>
    db.transaction().execute(async (trx) => {
      await writeRedirect(trx, { ...body, userId }, id);
      await queueEvent(trx, 'redirect.changed', { change: 'updated', redirectId: id });
    }),
  );
  return toDto(await requireRedirect(db, id));
}

export async function deleteRedirect(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Only the delete that removed the row queues the event (two at once: one is 404).
    if (!(await redirects.deleteRedirect(trx, id))) throw notFound();
    await queueEvent(trx, 'redirect.changed', { change: 'deleted', redirectId: id });
  });
}

const CSV_COLUMNS = ['from', 'to', 'status'] as const;

/**
 * The CSV import: columns from, to, status (status optional, 301 when empty); a first row that
 * names the columns is skipped. Every row is checked like POST /api/redirects and stored on its
 * own; the refused ones come back with their line number and SPEC 8 code (a `from` already
 * there is V_06, also when an earlier row of the file has it).
 */
export async function importRedirects(db: Kysely<Database>, userId: number, csv: string): Promise<RedirectImportReport> {
  const records = parseCsv(csv);
  const refused: RefusedRow[] = [];
  let created = 0;
  const settings = await getSiteSettings(db);
  for (const [index, record] of records.entries()) {
    if (index === 0 && record.cells[0]?.trim().toLowerCase() === 'from') continue;
    const refuse = (code: string, property?: string) => refused.push({ line: record.line, code, ...(property ? { property } : {}) });
    if (record.cells.length > CSV_COLUMNS.length) {
      refuse('V_12');
      continue;
    }
    const [from = '', to = '', status = ''] = record.cells;
    const parsed = redirectBody.safeParse({ from, to, status: status.trim() === '' ? undefined : status.trim() });
    if (!parsed.success) {
      const [first] = issuesToErrors(parsed.error.issues);
      refuse(first?.code ?? 'V_12', first?.property);
      continue;
    }
    const body = parsed.data;
    if (await redirects.findByFrom(db, body.from)) {
      refuse('V_06', 'from');
      continue;
    }
    if (await isLiveAddress(db, settings, body.from)) {
      refuse('V_07', 'from');
      continue;
    }
    try {
      // Each imported row is stored on its own, so each queues its own event with it.
      await db.transaction().execute(async (trx) => {
        const redirectId = await writeRedirect(trx, { ...body, userId }, undefined);
        await queueEvent(trx, 'redirect.changed', { change: 'imported', redirectId });
      });
      created += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const [first] = error.errors;
      refuse(first?.code ?? 'V_12', first?.property);
    }
  }
  return { created, refused };
}

/** Every redirect as CSV (from, to, status), the format the import reads. */
export async function exportRedirects(db: Kysely<Database>): Promise<string> {
  const rows = await redirects.allRedirects(db);
  return [csvLine(CSV_COLUMNS), ...rows.map((row) => csvLine([row.from_path, row.to_target ?? '', row.status]))].join('\r\n') + '\r\n';
}

/** For the public site (its port): what answers at this path when no page does; null: nothing. */
export async function redirectAt(db: Kysely<Database>, path: string): Promise<SiteRedirect | null> {
  const from = normaliseFromPath(path);
  if (from === null) return null;
  const row = await redirects.findByFrom(db, from);
  if (!row) return null;
  return { status: row.status as RedirectStatus, to: row.status === 410 ? null : row.to_target };
}

/**
 * A published page's public address changed (page-address.service.ts, in its transaction):
 * the new address is live, so a redirect from it goes; the old one redirects permanently to
 * the new one, replacing any redirect it had, and redirects that ended at it follow.
 */
export async function recordAddressChange(
  trx: Executor,
  change: { pageId: number; locale: string; oldPath: string; newPath: string; userId: number | null },
): Promise<void> {
  const from = normaliseFromPath(change.oldPath);
  const to = normaliseFromPath(change.newPath);
  if (to !== null) await redirects.deleteByFrom(trx, to);
  if (from === null || to === null || from === to) return;
  const existing = await redirects.findByFrom(trx, from);
  await writeRedirect(
    trx,
    { from, to, status: 301, userId: change.userId, automatic: { pageId: change.pageId, locale: change.locale } },
    existing?.id,
  );
}

/** A page went live at this address (a first publication): a redirect from it would never apply, so it goes. */
export async function addressWentLive(trx: Executor, path: string): Promise<void> {
  const from = normaliseFromPath(path);
  if (from !== null) await redirects.deleteByFrom(trx, from);
}

/**
 * A published page was deleted or taken offline and its editor sent its address on to another
 * page: a permanent, manual redirect (the editor chose the target), replacing any redirect the
 * address had; redirects that ended at it follow.
 */
export async function recordRetiredAddress(trx: Executor, retired: { from: string; to: string; userId: number }): Promise<void> {
  const from = normaliseFromPath(retired.from);
  const to = normaliseFromPath(retired.to);
  if (from === null || to === null || from === to) throw badRequest('V_12', 'redirectTo');
  const existing = await redirects.findByFrom(trx, from);
  await writeRedirect(trx, { from, to, status: 301, userId: retired.userId }, existing?.id);
}
