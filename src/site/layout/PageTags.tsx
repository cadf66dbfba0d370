import { siteRoute, type Translate } from '../i18n/ui-strings.ts';
import { EMPTY_QUERY, searchQueryString } from '../browser/search/search-query.ts';

/** The search page listing the pages with this tag: `/zoeken?tag=…`, `/en-gb/search?tag=…`. */
export function tagSearchHref(locale: string, tag: string, defaultLocale?: string): string {
  return `${siteRoute(locale, 'search', defaultLocale)}${searchQueryString({ ...EMPTY_QUERY, tag })}`;
}

/**
 * The page's public tags below its content, each a link to the search page filtered by it
 * (issue 6). Only public tag names may be passed in: private ones never reach the site.
 */
export function PageTags({
  tags,
  locale,
  defaultLocale,
  t,
}: {
  tags: readonly string[];
  locale: string;
  defaultLocale?: string;
  t: Translate;
}) {
  if (tags.length === 0) return null;
  return (
    <nav className="block block-page-tags" aria-labelledby="page-tags-title">
      <h2 className="block__title page-tags__title" id="page-tags-title">
        {t('tags.title')}
      </h2>
      <ul className="page-tags__list">
        {tags.map((tag) => (
          <li key={tag}>
            <a className="page-tags__tag" href={tagSearchHref(locale, tag, defaultLocale)}>
              {tag}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
