import { searchScopeOf } from '../../../shared/site/search-scope.ts';
import { SERVICES, THEMES } from '../../../shared/taxonomy.ts';
import type { PublishedPageContent } from '../pages/page-index-source.service.ts';
import type { IndexedDocument } from './engines/search-engine.ts';
import { blocksToParts } from './page-text.ts';
import { indexTerms } from './search-text.ts';
import { comparableText } from './snippet.ts';

const MAX_BODY_CHARACTERS = 50_000;

/**
 * The version of what a page's document holds. Raise it whenever that changes (which props are
 * read, how snippets are built): a server that starts with an index of another version rebuilds
 * it in the background, so an upgrade never leaves old documents behind.
 * 2: only the searchable props of each block type; snippets without repetition or keywords.
 * 3: one field per line without the title (snippets never join fields); legal pages ranked
 *    after content (priority); the search and "404" pages left out (issue 17).
 * 4: facets (filters as index tokens) and the listing rows of search_facets (issue 20).
 */
export const SEARCH_DOCUMENT_FORMAT = 4;

function listOf(value: unknown, allowed: readonly string[]): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return values.filter((item): item is string => typeof item === 'string' && item !== 'NONE' && allowed.includes(item));
}

/**
 * What a visitor reads of the page, for the snippets: its blocks' content, each text once (a
 * header's intro often repeats a hero's subtitle), preceded by the SEO description unless the
 * blocks already say it. Keywords are left out: they are searchable but not prose. So is a
 * text that is just the title (a header's heading): the result shows the title already.
 * One field or paragraph per line: buildSnippet never runs two of them together.
 */
export function pageReadingText(seoDescription: string, blocks: unknown, title = ''): string {
  const parts: string[] = [];
  const keys: string[] = [];
  const seen = new Set<string>([comparableText(title)].filter(Boolean));
  for (const part of blocksToParts(blocks)) {
    const key = comparableText(part);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    parts.push(part);
    keys.push(key);
  }
  const description = seoDescription.trim();
  // The parts' keys joined are comparableText(parts.join(' ')), without a second pass over the body.
  const content = keys.join(' ');
  const described = comparableText(description);
  if (described && described !== comparableText(title) && !` ${content} `.includes(` ${described} `)) parts.unshift(description);
  return parts.join('\n');
}

function blockTypes(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown) => {
    const type = block && typeof block === 'object' ? (block as { type?: unknown }).type : undefined;
    return typeof type === 'string' ? [type] : [];
  });
}

/**
 * The index entry of a published page; null for a page the search leaves out (the search page,
 * "404"). Relations come from typeData: a theme page is related to its own theme, a project to
 * the themes and services it lists.
 */
export function toIndexedDocument(page: PublishedPageContent): IndexedDocument | null {
  const scope = searchScopeOf(page.slug, blockTypes(page.blocks));
  if (scope === 'excluded') return null;
  // The stored body is what snippets show; the indexed words are that text and the keywords
  // (the description is in the body, at least as the blocks that repeat it; the title has its
  // own column).
  const body = pageReadingText(page.seoDescription, page.blocks, page.title).slice(0, MAX_BODY_CHARACTERS);
  const keywords = page.seoKeywords.join(' ');
  const themes = [...new Set([...listOf(page.typeData.themes, THEMES), ...listOf(page.typeData.theme, THEMES)])];
  const services = [...new Set([...listOf(page.typeData.services, SERVICES), ...listOf(page.typeData.service, SERVICES)])];
  return {
    pageId: page.pageId,
    locale: page.locale,
    pageType: page.type,
    title: page.title,
    body,
    url: page.url,
    themes,
    services,
    titleTerms: indexTerms(page.title, page.locale),
    bodyTerms: indexTerms([body, keywords].filter(Boolean).join('\n'), page.locale),
    priority: scope === 'legal' ? -1 : 0,
  };
}
