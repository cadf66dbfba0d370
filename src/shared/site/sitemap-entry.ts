/** One published page as the sitemap lists it (every locale; the site filters and links them). */
export interface SitemapEntry {
  slug: string;
  locale: string;
  /** Pages that translate each other share it. */
  translationGroup: string;
  /** When the published version was published, else when the page last changed; null when unknown. */
  modifiedAt: string | Date | null;
}
