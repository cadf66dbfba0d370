import type { Kysely } from 'kysely';
import type { BlockImage } from '../../../shared/blocks/block-media.ts';
import { pageImage, pageImageUrl } from '../../../shared/pages/page-media.ts';
import type { PageTypeId } from '../../../shared/pages/page-types.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import { FUNCTION_GROUPS, FUNCTION_TITLES, type FunctionGroup, type FunctionTitle } from '../../../shared/taxonomy.ts';
import { defaultImageUrl } from '../../../shared/site/block-media-urls.ts';
import type {
  PublishedPagesQuery,
  PublishedPageSummary,
  ResolvedImage,
  TeamMemberSummary,
  TeamMembersQuery,
} from '../../../shared/site/published-pages.ts';
import type { Database } from '../../db/schema.ts';
import { asPageType, parseJson, storedBlocks } from './page-mapping.ts';
import * as queries from './site-queries.repository.ts';

/*
 * The public site's read model of published content (the listings of its port). Relations
 * (themes, services, function groups) live in each version's typeData JSON, which neither
 * dialect indexes portably, so candidates of one type and locale are read and filtered here.
 */

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Theme and service pages name their own theme/service; the others list related ones. */
function relations(typeData: Record<string, unknown>, plural: 'themes' | 'services', singular: 'theme' | 'service'): string[] {
  const own = typeof typeData[singular] === 'string' ? [typeData[singular] as string] : [];
  return [...stringList(typeData[plural]), ...own].filter((entry) => entry !== 'NONE');
}

function overlaps(values: string[], wanted: readonly string[] | undefined): boolean {
  if (wanted === undefined) return true;
  return values.some((value) => wanted.includes(value));
}

/** The first image of the page's blocks (in stored order), as a listing thumbnail. */
function firstBlockImage(pageId: number, blocksJson: string, slot?: string): ResolvedImage | undefined {
  for (const block of storedBlocks(blocksJson)) {
    const slots = slot ? [slot] : Object.keys(block.__images);
    for (const name of slots) {
      const images = (block.__images as Record<string, BlockImage[] | undefined>)[name];
      const image = Array.isArray(images) ? images[0] : undefined;
      if (image?.hash && image.fileName) {
        const crop = image.cropParams;
        return {
          src: defaultImageUrl(pageId, block.key, image),
          alt: image.altText ?? '',
          ...(crop ? { width: Math.round(crop.width), height: Math.round(crop.height) } : {}),
        };
      }
    }
  }
  return undefined;
}

/** A page-level image (the type's image map, typeData.__images) of a slot, resolved for the site. */
function pageLevelImage(pageId: number, type: PageTypeId, typeData: Record<string, unknown>, slot: string): ResolvedImage | undefined {
  const image = pageImage(type, typeData, slot);
  if (!image) return undefined;
  const crop = image.cropParams;
  return {
    src: pageImageUrl(pageId, image),
    alt: image.altText ?? '',
    ...(crop ? { width: Math.round(crop.width), height: Math.round(crop.height) } : {}),
  };
}

async function imagesById(db: Kysely<Database>, ids: number[], slot?: string): Promise<Map<number, ResolvedImage>> {
  const rows = await queries.publishedBlocksOf(db, ids);
  const result = new Map<number, ResolvedImage>();
  for (const row of rows) {
    const image = firstBlockImage(row.id, row.blocks, slot);
    if (image) result.set(row.id, image);
  }
  return result;
}

export async function publishedPages(
  db: Kysely<Database>,
  defaultLocale: string,
  query: PublishedPagesQuery,
): Promise<PublishedPageSummary[]> {
  const excluded = new Set(query.excludeIds ?? []);
  // Without relation filters or news's own order, the database reads only the cards shown (a
  // page list of a type with thousands of pages stays a few rows); otherwise bounded candidates.
  const inOrder = query.themes === undefined && query.services === undefined && query.type !== 'news';
  const bounds = inOrder ? { limit: query.limit, excludeIds: [...excluded] } : {};
  const rows = (await queries.listPublishedOfType(db, query.type, query.locale, bounds))
    .map((row) => ({ row, typeData: parseJson<Record<string, unknown>>(row.type_data, {}) }))
    .filter(
      ({ row, typeData }) =>
        !excluded.has(row.id) &&
        overlaps(relations(typeData, 'themes', 'theme'), query.themes) &&
        overlaps(relations(typeData, 'services', 'service'), query.services),
    );
  // News reads newest first by its own publication date; the rest by when they were published.
  if (query.type === 'news') {
    const date = (typeData: Record<string, unknown>) => (typeof typeData.publicationDate === 'string' ? typeData.publicationDate : '');
    rows.sort((a, b) => date(b.typeData).localeCompare(date(a.typeData)));
  }
  return toSummaries(db, defaultLocale, rows.slice(0, Math.max(0, query.limit)));
}

/** The row fields a listing card needs. */
interface SummaryRow {
  id: number;
  slug: string;
  type: string;
  locale: string;
  title: string;
  seo_description: string;
}

/** Listing rows as cards: address, description and thumbnail (the finder's pages use it too). */
export async function toSummaries(
  db: Kysely<Database>,
  defaultLocale: string,
  shown: { row: SummaryRow; typeData: Record<string, unknown> }[],
): Promise<PublishedPageSummary[]> {
  const thumbnails = await imagesById(
    db,
    shown.map(({ row }) => row.id),
  );
  return shown.map(({ row, typeData }) => {
    // The page's own thumbnail (image map) first; without one, its first block image.
    const thumbnail = pageLevelImage(row.id, asPageType(row.type), typeData, 'thumbnail') ?? thumbnails.get(row.id);
    return {
      id: row.id,
      title: row.title,
      url: pageUrl(row.slug, row.locale, defaultLocale),
      description: row.seo_description,
      type: asPageType(row.type),
      typeData,
      ...(thumbnail ? { thumbnail } : {}),
    };
  });
}

export async function teamMembers(db: Kysely<Database>, defaultLocale: string, query: TeamMembersQuery): Promise<TeamMemberSummary[]> {
  const members = (await queries.listPublishedOfType(db, 'team', query.locale)).flatMap((row) => {
    const typeData = parseJson<Record<string, unknown>>(row.type_data, {});
    const group = FUNCTION_GROUPS.find((candidate) => candidate === typeData.functionGroup) ?? 'RESEARCHERS_AND_ADVISORS';
    if (!query.groups.includes(group)) return [];
    const functionTitle: FunctionTitle = FUNCTION_TITLES.find((candidate) => candidate === typeData.functionTitle) ?? 'NONE';
    const name = typeof typeData.name === 'string' && typeData.name.trim() !== '' ? typeData.name : row.title;
    return [
      {
        id: row.id,
        pagePortrait: pageLevelImage(row.id, 'team', typeData, 'portrait'),
        name,
        url: pageUrl(row.slug, row.locale, defaultLocale),
        functionGroup: group as FunctionGroup,
        functionTitle,
        specialism: typeof typeData.specialism === 'string' ? typeData.specialism : '',
      },
    ];
  });
  members.sort((a, b) => a.name.localeCompare(b.name));
  const portraits = await imagesById(
    db,
    members.map((member) => member.id),
    'portrait',
  );
  return members.map(({ pagePortrait, ...member }) => {
    // The page's own portrait (image map) first; without one, the team member block's.
    const portrait = pagePortrait ?? portraits.get(member.id);
    return portrait ? { ...member, portrait } : member;
  });
}
