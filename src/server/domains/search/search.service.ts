import type { Kysely } from 'kysely';
import type { SearchBody, SearchResponse } from '../../../shared/search/search-schemas.ts';
import type { Database } from '../../db/schema.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { buildSnippet } from './snippet.ts';
import { queryTerms } from './search-text.ts';

const splitDelimited = (value: string) => value.split('|').filter(Boolean);

/**
 * Runs a visitor's search. The term is stemmed per requested language (the first locale, or
 * Dutch and English together when none is given); an empty term finds nothing.
 */
export async function search(db: Kysely<Database>, engine: SearchEngine, body: SearchBody, defaultLocale: string): Promise<SearchResponse> {
  const stemLocales = body.locales.length > 0 ? body.locales : [defaultLocale];
  const terms = [...new Set(stemLocales.flatMap((locale) => queryTerms(body.term, locale)))];
  if (terms.length === 0) return { total: 0, results: [] };
  // With several languages a word may stem differently per language; requiring every variant
  // would find nothing, so a multi-language search uses the first language's stems.
  const engineTerms = stemLocales.length > 1 ? queryTerms(body.term, stemLocales[0]!) : terms;
  const { total, hits } = await engine.query(db, {
    terms: engineTerms,
    locales: body.locales,
    pageTypes: body.pageTypes,
    themes: body.themes,
    services: body.services,
    count: body.count,
    offset: body.offset,
  });
  if (hits.length === 0) return { total, results: [] };
  const documents = await db
    .selectFrom('search_documents')
    .selectAll()
    .where('page_id', 'in', hits.map((hit) => hit.pageId))
    .execute();
  const byId = new Map(documents.map((document) => [document.page_id, document]));
  return {
    total,
    results: hits.flatMap((hit) => {
      const document = byId.get(hit.pageId);
      if (!document) return [];
      return [
        {
          pageID: document.page_id,
          title: document.title,
          snippet: buildSnippet(document.body, engineTerms, document.locale),
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
