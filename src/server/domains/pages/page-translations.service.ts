import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { PageCreateResponse, PageSibling } from '../../../shared/pages/page-dto.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { serializeBlocks, withFreshKeys } from './page-content.ts';
import { asPageType, parseJson, storedBlocks } from './page-mapping.ts';
import * as pages from './pages.repository.ts';
import { assertLocaleAvailable, effectiveSlug, insertPageWithConcept, requirePage } from './pages.service.ts';

interface CopyRequest {
  sourcePageId: number;
  locale: string;
  title: string;
  slug: string;
  translationGroup: string | 'same';
}

/** Copies a page's concept into a new page: the shared step of translating and duplicating. */
async function copyPage(
  db: Kysely<Database>,
  user: SessionUser,
  settings: SiteSettings,
  request: CopyRequest,
): Promise<PageCreateResponse> {
  const source = await requirePage(db, request.sourcePageId);
  const concept = await pages.findVersion(db, source.concept_version_id!);
  if (!concept) throw notFound('PM_01');
  const type = asPageType(source.type);
  return insertPageWithConcept(db, {
    slug: effectiveSlug(settings, { slug: request.slug, title: request.title, type, locale: request.locale }),
    type,
    locale: request.locale,
    translationGroup: request.translationGroup === 'same' ? source.translation_group : request.translationGroup,
    ...(request.translationGroup === 'same' ? { translationSourceId: source.id } : {}),
    userId: user.ID,
    title: request.title,
    blocks: serializeBlocks(withFreshKeys(storedBlocks(concept.blocks))),
    typeData: parseJson(concept.type_data, {}),
    seo: { title: concept.seo_title, description: concept.seo_description, keywords: concept.seo_keywords, image: concept.seo_image },
  });
}

/** A translation joins the source's translation group; each locale appears once per group. */
export async function createTranslation(
  db: Kysely<Database>,
  user: SessionUser,
  settings: SiteSettings,
  body: { pageID: number; newLocale: string; title: string; slug: string },
): Promise<PageCreateResponse> {
  assertLocaleAvailable(settings, body.newLocale, 'newLocale');
  const source = await requirePage(db, body.pageID);
  if (await pages.groupHasLocale(db, source.translation_group, body.newLocale)) throw conflict('V_06', 'newLocale');
  return copyPage(db, user, settings, {
    sourcePageId: body.pageID,
    locale: body.newLocale,
    title: body.title,
    slug: body.slug,
    translationGroup: 'same',
  });
}

/** A duplicate is an independent page with a translation group of its own. */
export async function duplicatePage(
  db: Kysely<Database>,
  user: SessionUser,
  settings: SiteSettings,
  body: { pageID: number; locale: string; title: string; slug: string },
): Promise<PageCreateResponse> {
  assertLocaleAvailable(settings, body.locale);
  return copyPage(db, user, settings, {
    sourcePageId: body.pageID,
    locale: body.locale,
    title: body.title,
    slug: body.slug,
    translationGroup: randomUUID(),
  });
}

/** The other translations of a page. Visitors see published ones only. */
export async function siblings(
  db: Kysely<Database>,
  settings: SiteSettings,
  pageId: number,
  includeUnpublished: boolean,
): Promise<PageSibling[]> {
  const page = await pages.findPage(db, pageId);
  if (!page) throw notFound('PM_01');
  if (!includeUnpublished && page.published_version_id === null) throw notFound('PM_01');
  const group = await pages.listTranslationGroup(db, page.translation_group, includeUnpublished ? 'concept' : 'published');
  return group
    .filter((sibling) => sibling.id !== pageId && (includeUnpublished || sibling.published_version_id !== null))
    .map((sibling) => ({
      pageID: sibling.id,
      locale: sibling.locale,
      slug: sibling.slug,
      title: sibling.title,
      url: pageUrl(sibling.slug, sibling.locale, settings.defaultLocale),
      published: sibling.published_version_id !== null,
    }));
}
