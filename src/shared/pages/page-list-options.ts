/*
 * The page list's filters and sort columns as plain constants, without zod: the admin's first
 * screen needs them, and importing page-schemas.ts for them would build every page and block
 * schema while the admin starts (issue 20).
 */

export const PAGE_LIST_FILTERS = ['all', 'editor', 'concept', 'publishRequest', 'scheduled', 'translationOutOfDate'] as const;
export type PageListFilter = (typeof PAGE_LIST_FILTERS)[number];

/**
 * Columns the page list sorts by (POST /page/list `columnToSort`). Any other value is not an
 * error: the list is then sorted the default way, so the schema keeps a plain string.
 */
export const PAGE_SORT_COLUMNS = ['title', 'slug', 'type', 'locale', 'createdAt', 'updatedAt'] as const;
export type PageSortColumn = (typeof PAGE_SORT_COLUMNS)[number];
