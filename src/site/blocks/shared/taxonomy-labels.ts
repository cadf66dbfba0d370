import { SERVICES, THEMES, type Service, type Theme } from '../../../shared/taxonomy.ts';
import type { PublishedPageSummary } from '../../../shared/site/published-pages.ts';
import type { SiteDataSource } from '../../data-source.ts';
import { serviceLabel, themeLabel } from '../../i18n/ui-strings.ts';

/** The names a filter shows for each theme and service, in one language. */
export interface TaxonomyLabels {
  themes: Record<Theme, string>;
  services: Record<Service, string>;
}

/** Theme and service pages of a locale are few; one read each covers them all. */
const MAX_TOPIC_PAGES = 50;

/** Labels by the lists they came from: the content memo hands out the same lists until a content change (issue 20). */
const labelsByLists = new WeakMap<object, WeakMap<object, Map<string, TaxonomyLabels>>>();

/**
 * The labels of the theme and service filters (issue 17: the Dutch filter said "Ecologisch
 * herstel" where the menu and the theme page say "Natuurherstel"): the title of the published
 * theme or service page of that language, which the menu links to under the same name; the
 * built-in label where no page is published.
 */
export async function loadTaxonomyLabels(dataSource: Pick<SiteDataSource, 'publishedPages'>, locale: string): Promise<TaxonomyLabels> {
  const [themePages, servicePages] = await Promise.all([
    dataSource.publishedPages({ type: 'theme', locale, limit: MAX_TOPIC_PAGES }),
    dataSource.publishedPages({ type: 'service', locale, limit: MAX_TOPIC_PAGES }),
  ]);
  let byServicePages = labelsByLists.get(themePages);
  if (!byServicePages) labelsByLists.set(themePages, (byServicePages = new WeakMap()));
  let byLocale = byServicePages.get(servicePages);
  if (!byLocale) byServicePages.set(servicePages, (byLocale = new Map()));
  let labels = byLocale.get(locale);
  if (!labels) byLocale.set(locale, (labels = taxonomyLabels(themePages, servicePages, locale)));
  return labels;
}

function taxonomyLabels(
  themePages: readonly PublishedPageSummary[],
  servicePages: readonly PublishedPageSummary[],
  locale: string,
): TaxonomyLabels {
  const titleOf = (pages: readonly PublishedPageSummary[], field: 'theme' | 'service', code: string) =>
    pages.find((page) => page.typeData[field] === code && page.title.trim())?.title.trim();
  return {
    themes: Object.fromEntries(THEMES.map((theme) => [theme, titleOf(themePages, 'theme', theme) ?? themeLabel(locale, theme)])) as Record<
      Theme,
      string
    >,
    services: Object.fromEntries(
      SERVICES.map((service) => [service, titleOf(servicePages, 'service', service) ?? serviceLabel(locale, service)]),
    ) as Record<Service, string>,
  };
}
