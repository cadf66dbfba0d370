import type { Kysely } from 'kysely';
import type { PageDto } from '../../../../shared/pages/page-dto.ts';
import { isShareToken, SHARE_LINK_PATH, type CreatedShareLink, type ShareLinkItem } from '../../../../shared/pages/share-links.ts';
import type { SiteSettings } from '../../../../shared/schemas/settings.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Database } from '../../../db/schema.ts';
import { isoAfter, nowIso } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/errors.ts';
import { hashToken, newToken, sameTokenHash } from '../../../lib/tokens.ts';
import * as pages from '../pages.repository.ts';
import { getConceptPage } from '../public-pages.service.ts';
import * as links from './share-links.repository.ts';

const DAY_MS = 86_400_000;

async function requirePage(db: Executor, pageId: number): Promise<void> {
  if (!(await pages.findPage(db, pageId))) throw notFound('PM_01');
}

/**
 * A new preview link to the page's current concept, valid for `days` days. The token (32 random
 * bytes, base64url) is in this answer's URL only; the database keeps its SHA-256.
 */
export async function createShareLink(
  db: Kysely<Database>,
  userId: number,
  pageId: number,
  days: number,
  publicUrl: string,
): Promise<CreatedShareLink> {
  await requirePage(db, pageId);
  const { token, tokenHash } = newToken();
  const now = new Date();
  const expiresAt = isoAfter(days * DAY_MS, now);
  const id = await links.insertShareLink(db, { pageId, tokenHash, createdBy: userId, createdAt: now.toISOString(), expiresAt });
  return { id, url: `${publicUrl}${SHARE_LINK_PATH}${token}`, expiresAt };
}

/** The page's links that still work: who made each and when it expires (never a token). */
export async function listShareLinks(db: Kysely<Database>, pageId: number): Promise<ShareLinkItem[]> {
  await requirePage(db, pageId);
  const rows = await links.activeShareLinks(db, pageId, nowIso());
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    createdBy: row.created_by,
    createdByName: row.created_by_name ?? null,
  }));
}

/** Revokes a link of this page at once; a link of another page, or one revoked before, is not found. */
export async function revokeShareLink(db: Kysely<Database>, pageId: number, linkId: number): Promise<void> {
  await requirePage(db, pageId);
  const link = await links.findShareLink(db, pageId, linkId);
  if (!link || !(await links.revokeShareLink(db, link.id, nowIso()))) throw notFound('G_02');
}

/**
 * The page a share link shows: its current concept, as the editor's preview renders it, and
 * when the link expires. Null for a malformed, unknown, revoked or expired token (the site
 * answers its plain 404). Looked up by hash, then the hashes compared in constant time.
 */
export async function sharedPreview(
  db: Kysely<Database>,
  settings: SiteSettings,
  token: string,
): Promise<{ page: PageDto; expiresAt: string } | null> {
  const link = await workingLink(db, token);
  const page = link ? await getConceptPage(db, settings, link.page_id) : null;
  return link && page ? { page, expiresAt: link.expires_at } : null;
}

/** Whether a share link's token opens this page now: its concept's images and files may then load. */
export async function shareLinkOpensPage(db: Kysely<Database>, token: string | undefined, pageId: number): Promise<boolean> {
  if (!token) return false;
  return (await workingLink(db, token))?.page_id === pageId;
}

async function workingLink(db: Kysely<Database>, token: string): Promise<links.ShareLinkRow | null> {
  if (!isShareToken(token)) return null;
  const tokenHash = hashToken(token);
  const link = await links.findShareLinkByHash(db, tokenHash);
  if (!link || !sameTokenHash(link.token_hash, tokenHash)) return null;
  return link.revoked_at === null && link.expires_at > nowIso() ? link : null;
}
