import type { Block } from '../../../../shared/blocks/block.ts';
import type { ApiError } from '../../../../shared/errors.ts';
import type { VersionHistoryItem } from '../../../../shared/pages/page-dto.ts';

/** The publication actions of the page editor (SPEC 2.4), in the order they are offered. */
export const PUBLICATION_ACTIONS = [
  'reviewRequest',
  'saveAndPublish',
  'publish',
  'requestPublication',
  'resendRequest',
  'revokeRequest',
  'unpublish',
] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

export interface PublicationUser {
  id: number;
  permissions: readonly { name: string }[];
}

export interface PublicationPageState {
  /** The page has a published version (publishedVersionID is set). */
  published: boolean;
  /** The stored concept differs from the published version. */
  hasUnpublishedChanges: boolean;
  /** The concept carries a pending request flag (the request itself may still be loading). */
  hasPublicationRequest: boolean;
  /** The editor holds changes that are not stored yet. */
  unsaved: boolean;
}

/** The pending request as far as the rules need it; null when there is none (or it is not loaded yet). */
export interface PublicationRequestState {
  requestedBy: { id: number } | null;
}

const holds = (user: PublicationUser, name: string) => user.permissions.some((permission) => permission.name === name);

/**
 * Which publication actions a user is offered for a page. Mirrors the server's rules:
 * - publish and unpublish need publish-page; the "save and" variants also store, so they
 *   need create-page as well;
 * - requesting needs create-page and something to publish, and no request may be pending;
 * - resend and revoke are for the requester while they hold create-page, or for any
 *   publisher (publish-page);
 * - reviewing needs review-publication and is never offered on one's own request (four eyes).
 */
export function availablePublicationActions(
  user: PublicationUser | null,
  page: PublicationPageState,
  request: PublicationRequestState | null,
): PublicationAction[] {
  if (!user) return [];
  const canEdit = holds(user, 'create-page');
  const canPublish = holds(user, 'publish-page');
  const canReview = holds(user, 'review-publication');
  const pending = request !== null;
  const isRequester = pending && request.requestedBy !== null && request.requestedBy.id === user.id;
  const somethingToPublish = !page.published || page.hasUnpublishedChanges || page.unsaved;
  const actions = new Set<PublicationAction>();

  if (pending && canReview && !isRequester) actions.add('reviewRequest');
  if (canPublish && page.unsaved && canEdit) actions.add('saveAndPublish');
  if (canPublish && !page.unsaved && somethingToPublish) actions.add('publish');
  if (canEdit && !pending && !page.hasPublicationRequest && somethingToPublish) actions.add('requestPublication');
  if (pending && ((isRequester && canEdit) || canPublish)) {
    actions.add('resendRequest');
    actions.add('revokeRequest');
  }
  // Unpublishing with unsaved changes stores them too (store-and-unpublish), which needs create-page.
  if (canPublish && page.published && (!page.unsaved || canEdit)) actions.add('unpublish');

  return PUBLICATION_ACTIONS.filter((action) => actions.has(action));
}

/** Unpublish stores unsaved changes first (SPEC 2.4: store-and-unpublish), otherwise it only unpublishes. */
export function unpublishCall(unsaved: boolean): 'storeAndUnpublish' | 'unpublish' {
  return unsaved ? 'storeAndUnpublish' : 'unpublish';
}

export type BadgeTone = 'success' | 'warning' | 'neutral' | 'info';

export interface StatusBadge {
  /** Translation key under publication.status. */
  key: 'published' | 'unpublishedChanges' | 'notPublished' | 'requested' | 'requestedBy';
  tone: BadgeTone;
  /** For the request badge: who asked and when (ISO). */
  name?: string;
  at?: string;
}

/** The status badges of a page: its publication state, plus the pending request when there is one. */
export function publicationBadges(
  page: Pick<PublicationPageState, 'published' | 'hasUnpublishedChanges'>,
  request: { requestedBy: { name: string } | null; createdAt: string; resentAt: string | null } | null,
): StatusBadge[] {
  const badges: StatusBadge[] = [];
  if (!page.published) badges.push({ key: 'notPublished', tone: 'neutral' });
  else if (page.hasUnpublishedChanges) badges.push({ key: 'unpublishedChanges', tone: 'warning' });
  else badges.push({ key: 'published', tone: 'success' });
  if (request) {
    const at = request.resentAt ?? request.createdAt;
    badges.push(
      request.requestedBy
        ? { key: 'requestedBy', tone: 'info', name: request.requestedBy.name, at }
        : { key: 'requested', tone: 'info', at },
    );
  }
  return badges;
}

/**
 * SPEC 4: requesting publication clears the page's publishedVersionID and publishedID. The
 * server keeps the published version live during the review (visitors, the sitemap and the
 * search index go on seeing it), so the clearing is applied here, to the editor's view of the
 * concept only: while the concept carries a request flag, the editor treats it as not published.
 */
export function editorPublishedIds(page: {
  publishedVersionID: number | null;
  publishedID: number | null;
  pageVersion: { hasPublicationRequest: boolean };
}): { publishedVersionID: number | null; publishedID: number | null } {
  if (page.pageVersion.hasPublicationRequest) return { publishedVersionID: null, publishedID: null };
  return { publishedVersionID: page.publishedVersionID, publishedID: page.publishedID };
}

/**
 * A publication refused because the concept changed since the user loaded it (409 G_05): the
 * editor shows it like a stale save, with the advice to reload, not as a list of errors.
 */
export function isStaleConflict(errors: readonly Pick<ApiError, 'code'>[]): boolean {
  return errors.some((error) => error.code === 'G_05');
}

/**
 * The server refuses to accept a request when the concept changed after it was made (what
 * is published must be what was asked for); it compares revisions, and so does this.
 */
export function conceptChangedSinceRequest(conceptRevision: number, requestedRevision: number | null): boolean {
  return conceptRevision !== requestedRevision;
}

/**
 * What the concept is compared with in the review: the live published version (it stays live
 * during the review; pass the server's publishedVersionID, not the editor's view), or, when
 * the page was taken offline (unpublished), the version that was published last.
 */
export function comparisonBase(
  publishedVersionID: number | null,
  history: readonly Pick<VersionHistoryItem, 'id' | 'isConcept' | 'publishedAt'>[],
): { versionId: number; live: boolean } | null {
  if (publishedVersionID !== null) return { versionId: publishedVersionID, live: true };
  const published = history
    .filter((item) => !item.isConcept && item.publishedAt !== null)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id);
  return published[0] ? { versionId: published[0].id, live: false } : null;
}

const TEXT_PROPS = ['title', 'name', 'subtitle', 'intro', 'text', 'html', 'caption', 'author', 'role', 'label', 'placeholder'];

function plain(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function collectText(value: unknown, out: string[], depth: number): void {
  if (depth > 3 || out.length > 12) return;
  if (Array.isArray(value)) {
    for (const entry of value) collectText(entry, out, depth + 1);
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of TEXT_PROPS) {
      const entry = record[key];
      if (typeof entry === 'string') {
        const text = plain(entry);
        if (text) out.push(text);
      } else if (entry && typeof entry === 'object') collectText(entry, out, depth + 1);
    }
    for (const [key, entry] of Object.entries(record)) {
      if (!TEXT_PROPS.includes(key) && Array.isArray(entry)) collectText(entry, out, depth + 1);
    }
  }
}

/** The readable text of a block (titles, texts, rich text without markup), shortened. */
export function blockMainText(block: Pick<Block, 'props'>, max = 280): string {
  const parts: string[] = [];
  collectText(block.props ?? {}, parts, 0);
  const text = parts.join(' · ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export type ComparisonStatus = 'same' | 'changed' | 'added' | 'removed';

export interface ComparedBlock {
  type: string;
  text: string;
}

export interface ComparisonRow {
  key: string;
  status: ComparisonStatus;
  before: ComparedBlock | null;
  after: ComparedBlock | null;
}

export interface ComparableVersion {
  title: string;
  blocks: readonly Block[];
  seoTitle?: string;
  seoDescription?: string;
}

export interface VersionComparison {
  title: { before: string | null; after: string; changed: boolean };
  seo: { changed: boolean };
  blocks: ComparisonRow[];
  changedCount: number;
}

const fingerprint = (block: Block) =>
  JSON.stringify([block.type, block.props ?? {}, block.anchorPoint ?? '', block.__images ?? {}, block.__files ?? {}]);
const described = (block: Block): ComparedBlock => ({ type: block.type, text: blockMainText(block) });

/**
 * A side-by-side of two versions: blocks are matched by key (a block keeps its key when
 * edited or moved), in the concept's order, with blocks only the base has listed where
 * they were. Without a base every block counts as added.
 */
export function compareVersions(base: ComparableVersion | null, concept: ComparableVersion): VersionComparison {
  const baseBlocks = base?.blocks ?? [];
  const conceptKeys = new Set(concept.blocks.map((block) => block.key));
  const baseByKey = new Map(baseBlocks.map((block) => [block.key, block]));
  const rows: ComparisonRow[] = [];
  const removedBefore = new Map<string, Block[]>();
  // Removed blocks are shown before the next base block that is still there.
  let pending: Block[] = [];
  for (const block of baseBlocks) {
    if (conceptKeys.has(block.key)) {
      if (pending.length) removedBefore.set(block.key, pending);
      pending = [];
    } else pending.push(block);
  }
  for (const block of concept.blocks) {
    for (const removed of removedBefore.get(block.key) ?? [])
      rows.push({ key: removed.key, status: 'removed', before: described(removed), after: null });
    const old = baseByKey.get(block.key);
    if (!old) rows.push({ key: block.key, status: 'added', before: null, after: described(block) });
    else
      rows.push({
        key: block.key,
        status: fingerprint(old) === fingerprint(block) ? 'same' : 'changed',
        before: described(old),
        after: described(block),
      });
  }
  for (const removed of pending) rows.push({ key: removed.key, status: 'removed', before: described(removed), after: null });

  const titleChanged = base === null || base.title !== concept.title;
  const seoChanged =
    base !== null && ((base.seoTitle ?? '') !== (concept.seoTitle ?? '') || (base.seoDescription ?? '') !== (concept.seoDescription ?? ''));
  return {
    title: { before: base?.title ?? null, after: concept.title, changed: titleChanged },
    seo: { changed: seoChanged },
    blocks: rows,
    changedCount: rows.filter((row) => row.status !== 'same').length + (titleChanged && base ? 1 : 0) + (seoChanged ? 1 : 0),
  };
}
