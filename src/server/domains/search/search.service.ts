import type { Kysely } from 'kysely';
import { LOCALES } from '../../../shared/locales.ts';
import { truncateSearchTerm, type SearchBody, type SearchResponse } from '../../../shared/search/search-schemas.ts';
import type { Database } from '../../db/schema.ts';
import { tagFilterKeys } from '../tags/tags.service.ts';
import type { SearchEngine, TermGroup } from './engines/search-engine.ts';
import { findDocuments } from './search.repository.ts';
import { buildSnippet } from './snippet.ts';
import { queryTerms } from './search-text.ts';

const splitDelimited = (value: string) => value.split('|').filter(Boolean);
const ALL_LOCALES = Object.keys(LOCALES);

/**
 * The term stemmed once per language: documents of a locale are matched with that language's
 * stems ("bridges" is "bridg" in English, but not in Dutch). Locales whose stems agree share a
 * group, so the usual search (one locale, or words stemmed alike) is a single match.
 */
export function termGroups(term: string, locales: readonly string[]): TermGroup[] {
  const requested = locales.length > 0 ? locales : ALL_LOCALES;
  const groups = new Map<string, TermGroup & { locales: string[] }>();
  for (const locale of requested) {
    const terms = queryTerms(term, locale);
    if (terms.length === 0) continue;
    const key = terms.join(' ');
    const group = groups.get(key);
    if (group) group.locales.push(locale);
    else groups.set(key, { locales: [locale], terms });
  }
  const result: TermGroup[] = [...groups.values()];
  // No locale asked for and every language stems alike: no locale condition at all.
  if (locales.length === 0 && result.length === 1) return [{ locales: null, terms: result[0]!.terms }];
  return result;
}

/**
 * Runs a visitor's search. Every plain word of the term must match (operators of any search
 * syntax are separators or ordinary words). A term without words lists the published pages
 * of the chosen page types, themes, services and public tags by title ("all projects"); without words and
 * without such filters the search finds nothing.
 */
export async function search(
  db: Kysely<Database>,
  engine: SearchEngine,
  body: SearchBody,
  _defaultLocale?: string,
): Promise<SearchResponse> {
  // Callers inside the process (the site, the benchmark) skip the schema: the same cut here.
  const term = truncateSearchTerm(body.term);
  const groups = termGroups(term, body.locales);
  const tags = body.tags ?? [];
  const publicTagKeys = tags.length > 0 ? tagFilterKeys(tags) : null;
  const filters = {
    pageTypes: body.pageTypes,
    themes: body.themes,
    services: body.services,
    publicTagKeys,
    count: body.count,
    offset: body.offset,
  };
  let answer: Awaited<ReturnType<SearchEngine['query']>>;
  if (groups.length > 0) {
    answer = await engine.query(db, { groups, ...filters });
  } else if (body.pageTypes.length > 0 || body.themes.length > 0 || body.services.length > 0 || publicTagKeys) {
    answer = await engine.list(db, { locales: body.locales.length > 0 ? body.locales : null, ...filters });
  } else {
    return { total: 0, results: [] };
  }
  const { total, hits } = answer;
  // Only when the count stopped early: an exact answer keeps its former shape.
  const estimate = answer.totalIsEstimate ? { totalIsEstimate: true } : {};
  if (hits.length === 0) return { total, ...estimate, results: [] };
  const documents = await findDocuments(
    db,
    hits.map((hit) => hit.pageId),
  );
  const byId = new Map(documents.map((document) => [document.page_id, document]));
  return {
    total,
    ...estimate,
    results: hits.flatMap((hit) => {
      const document = byId.get(hit.pageId);
      if (!document) return [];
      return [
        {
          pageID: document.page_id,
          title: document.title,
          // Highlighted with the stems of the document's own language.
          snippet: buildSnippet(document.body, queryTerms(term, document.locale), document.locale, document.title),
          url: document.url,
          locale: document.locale,
          pageType: document.page_type,
          themes: splitDelimited(document.themes),
          services: splitDelimited(document.services),
        },
      ];
    }),
  };
}
