import { isActiveQuery, languageSwitchQuery, type SearchQuery } from '../browser/search/search-query.ts';
import type { HeadModel, LayoutModel } from '../layout/types.ts';
import type { SitePort } from './site-port.ts';

/**
 * What a search with a query changes in the frame of the search page (issue 17):
 * - robots "noindex, follow": a list of results is no page for a search engine to show, but the
 *   pages it links to are (a preview or an error page stays plain "noindex");
 * - the language switcher opens the same search in the other language with the tag of that
 *   language ("Vleermuizen" becomes "Bats"): each page is tagged in its own language, so the
 *   same name would find nothing there. Without a tag of that language the tag is kept.
 */
export async function applySearchPageFrame(
  frame: { head: HeadModel; layout: LayoutModel },
  query: SearchQuery,
  port: Pick<SitePort, 'publicTagInLocale'>,
): Promise<void> {
  if (!isActiveQuery(query)) return;
  if (!frame.head.noindex) frame.head.robots = 'noindex, follow';
  if (!query.tag) return;
  frame.layout.languages = await Promise.all(
    frame.layout.languages.map(async (language) => {
      if (language.current) return language;
      const tag = (await port.publicTagInLocale(query.tag, language.locale)) ?? query.tag;
      return { ...language, href: `${language.href.replace(/[?#].*$/, '')}${languageSwitchQuery({ ...query, tag })}` };
    }),
  );
}
