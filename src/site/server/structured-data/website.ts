import type { JsonLdNode } from './json-ld.ts';
import { organizationId, type StructuredDataSite } from './organization.ts';

/** The placeholder a SearchAction's URL template and query-input name. */
const SEARCH_TERM = 'search_term_string';

/**
 * schema.org WebSite with a SearchAction: the site's own search page in the page's language,
 * with the term in `q` (what the search form sends, so the address works without JavaScript).
 */
export function websiteNode(site: StructuredDataSite, input: { locale: string; searchPath: string }): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${site.publicUrl}/#website`,
    url: `${site.publicUrl}/`,
    name: site.company.name,
    inLanguage: input.locale,
    publisher: { '@id': organizationId(site) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.publicUrl}${input.searchPath}?q={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}
