import { z } from 'zod';
import { PAGE_TYPE_IDS } from './page-types.ts';

/** The answers of the public page calls (SPEC 7) that the site and API clients read. */

/** The fields every public page list shares: identity, address and type. */
const pageReference = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  locale: z.string(),
  type: z.enum(PAGE_TYPE_IDS),
  /** Public path of the page ("/projecten/…", "/en-gb/projects/…"). */
  url: z.string(),
  /** The page type's typeData (themes, services, publicationDate, …). */
  typeData: z.record(z.string(), z.unknown()),
});

/** POST /api/page/get-pages: published pages of one type and locale, by title. */
export const publishedPageListItem = pageReference.extend({
  /** The page's SEO description; may be empty. */
  description: z.string(),
  updatedAt: z.string(),
});
export const publishedPagesAnswer = z.object({ data: z.object({ items: z.array(publishedPageListItem) }) });

/** POST /api/page/get-multiple: pages by id; a signed-in caller also gets unpublished ones. */
export const multiplePageItem = pageReference.extend({ published: z.boolean() });
export const multiplePagesAnswer = z.object({ data: z.object({ items: z.array(multiplePageItem) }) });

/** POST /api/page/anchor-available. */
export const anchorAvailableAnswer = z.object({ available: z.boolean() });
