/** One published page as the sitemap lists it (every locale; the site filters and links them). */
export interface SitemapEntry {
  slug: string;
  locale: string;
  /** Pages that translate each other share it. */
  translationGroup: string;
  /** When the published version was published, else when the page last changed; null when unknown. */
  modifiedAt: string | Date | null;
}

/** One file's worth of the sitemap: the site's locales, ordered by locale and address (issue 20). */
export interface SitemapQuery {
  locales: readonly string[];
  offset: number;
  /** 0: only the count. */
  limit: number;
}

export interface SitemapChunk {
  /** Every page the sitemap lists (the site's locales, without the "404" page). */
  total: number;
  entries: SitemapEntry[];
  /** The published translations of the entries (their hreflang alternates, the entries included). */
  alternates: SitemapEntry[];
}
