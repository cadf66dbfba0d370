import { z } from 'zod';
import { isInterfaceLanguage } from '../../../shared/locales.ts';
import { isValidMediaName, isValidMediaPath } from '../../../shared/media/media-path.ts';
import { MENUS, MENU_LINK_TYPES, isValidMenuTarget, type MenuLinkType } from '../../../shared/menu/menu-schemas.ts';
import { localeCode, pageTypeId } from '../../../shared/pages/page-schemas.ts';
import { blockShape } from '../../../shared/blocks/block.ts';
import { isValidSlug } from '../../../shared/pages/slug.ts';
import { normaliseFromPath, normaliseTarget } from '../../../shared/redirects/redirect-paths.ts';
import { REDIRECT_STATUSES } from '../../../shared/redirects/redirect-schemas.ts';
import { email } from '../../../shared/schemas/common.ts';
import { isValidTagName, tagKey } from '../../../shared/tags/tag-schemas.ts';
import { validateStorageKey } from '../../lib/storage/local-file-storage.ts';
import type { Row } from './site-archive.repository.ts';

/**
 * What is wrong with one value of an archived row, as words that follow the column and the value
 * ("is not a valid address slug"), or undefined when it is what the application writes.
 * Rules run on values that are present and not null: nullability is checked beside them.
 */
export type ValueRule = (value: string | number, row: Row) => string | undefined;

const text = (value: string | number): value is string => typeof value === 'string';

const matching =
  (accepts: (value: string) => boolean, problem: string): ValueRule =>
  (value) =>
    text(value) && accepts(value) ? undefined : problem;

const parsesWith = (schema: z.ZodType, problem: string): ValueRule => matching((value) => schema.safeParse(value).success, problem);

function parsedJson(value: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

/** JSON text whose parsed value `accepts` takes (it answers what is wrong, or undefined). */
const jsonHolding =
  (accepts: (json: unknown) => string | undefined): ValueRule =>
  (value) => {
    if (!text(value)) return 'is not JSON text';
    const parsed = parsedJson(value);
    return parsed.ok ? accepts(parsed.json) : 'is not valid JSON';
  };

const anyJson = jsonHolding(() => undefined);

const isRecord = (json: unknown): json is Record<string, unknown> => typeof json === 'object' && json !== null && !Array.isArray(json);

/**
 * A block as a version stores it, checked no further than the site reads it (storedBlocks): the
 * type and the key (its rule unchanged since the first release; images and anchors are served
 * under it) as any store has written them, the rest of the right kind only. The images' crop
 * and file-name rules were tightened after release (quarter turns only; no slashes), and the
 * site and the editor repair an old version's images on reading.
 */
const archivedBlock = z.looseObject({
  type: blockShape.type,
  key: blockShape.key,
  props: z.record(z.string(), z.unknown()).optional(),
  anchorPoint: z.string().optional(),
  __images: z.record(z.string(), z.unknown()).optional(),
  __files: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Each entry must have the shape of a stored block (type, key, props, anchor, images, files), the
 * shape the editor's store accepts even for a block type this version no longer knows. The props
 * are deliberately not held against today's block schemas: kept history versions may predate a
 * lowered limit or a renamed option, which the editor and the site repair on reading
 * (normaliseProps), and refusing them would make a long-lived site impossible to move. Rich HTML
 * is not refused either: import cleans it as a save would (site-archive-row-cleaning.ts).
 */
function blockProblem(json: unknown): string | undefined {
  if (!Array.isArray(json)) return 'is not a JSON array of blocks';
  for (const [index, entry] of json.entries()) {
    const parsed = archivedBlock.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : 'the entry';
      return `holds an entry that is not a block (entry ${index + 1}: ${where} is invalid)`;
    }
  }
  return undefined;
}

const slug = matching(isValidSlug, 'is not a valid address slug');
// Every locale Verdant knows (SPEC 3), not only those the archive's settings make available: a site
// that stops offering a language keeps that language's pages, menus and redirects, and must still move.
const locale = parsesWith(localeCode, 'is not one of the locales Verdant knows');
const storageKey = matching((value) => {
  try {
    validateStorageKey(value);
    return true;
  } catch {
    return false;
  }
}, 'is not a safe storage key');
const mediaPath = matching(isValidMediaPath, 'is not a valid media library path');
const menuName = matching((value) => (MENUS as readonly string[]).includes(value), `is not a menu (${MENUS.join(', ')})`);

/**
 * The columns checked per table, each with the shared rule the application itself writes them
 * by. Timestamps, ids and missing values are checked for every table (site-archive-row-checks.ts).
 */
export const TABLE_VALUE_RULES: Readonly<Record<string, Readonly<Record<string, ValueRule>>>> = {
  pages: {
    slug,
    pending_slug: slug,
    locale,
    type: parsesWith(pageTypeId, 'is not a page type'),
  },
  page_versions: {
    blocks: jsonHolding(blockProblem),
    seo_keywords: jsonHolding((json) =>
      Array.isArray(json) && json.every((keyword) => typeof keyword === 'string') ? undefined : 'is not a JSON list of texts',
    ),
    seo_image: jsonHolding((json) => (json === null || Array.isArray(json) ? undefined : 'is not a JSON list of images')),
    type_data: jsonHolding((json) => (isRecord(json) ? undefined : 'is not a JSON object')),
    change_summary: anyJson,
  },
  users: {
    // Stored in the schema's own form (trimmed, lower case): sign-in looks addresses up that way.
    email: matching((value) => email.safeParse(value).data === value, 'is not an e-mail address as Verdant stores it'),
    language: matching(isInterfaceLanguage, 'is not an interface language'),
    image_file: storageKey,
  },
  media_files: {
    storage_key: storageKey,
    file_name: matching(isValidMediaName, 'is not a valid file name'),
    directory: mediaPath,
  },
  media_directories: { path: mediaPath },
  redirects: {
    // The site looks an old address up in exactly this form; anything else could never match.
    from_path: matching((value) => normaliseFromPath(value) === value, 'is not an old address in the form redirects are stored'),
    to_target: matching((value) => normaliseTarget(value) !== null, 'is neither a path on this site nor an http(s) address'),
    status: (value) => ((REDIRECT_STATUSES as readonly unknown[]).includes(value) ? undefined : 'is not a redirect status'),
    locale,
  },
  menu_items: {
    locale,
    menu: menuName,
    link_type: matching((value) => (MENU_LINK_TYPES as readonly string[]).includes(value), 'is not a menu link type'),
    target: (value, row) =>
      text(value) && isValidMenuTarget(row.link_type as MenuLinkType, value)
        ? undefined
        : `is not a valid ${String(row.link_type)} link target`,
  },
  menu_revisions: { locale, menu: menuName },
  tags: {
    name: matching(isValidTagName, 'is not a valid tag name'),
    // Tags are looked up and kept apart by this key, so it must be the one the name gives.
    name_key: (value, row) =>
      typeof row.name === 'string' && value === tagKey(row.name) ? undefined : 'is not the lower-case form of the name',
  },
  contact_submissions: { locale },
  // Every read of a setting parses it: one that is not JSON would break every page of the site.
  settings: { value: anyJson },
};
