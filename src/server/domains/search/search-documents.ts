import { SERVICES, THEMES } from '../../../shared/taxonomy.ts';
import type { PublishedPageContent } from '../pages/page-index-source.service.ts';
import type { IndexedDocument } from './engines/search-engine.ts';
import { blocksToText } from './page-text.ts';
import { indexTerms } from './search-text.ts';

const MAX_BODY_CHARACTERS = 50_000;

function listOf(value: unknown, allowed: readonly string[]): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return values.filter((item): item is string => typeof item === 'string' && item !== 'NONE' && allowed.includes(item));
}

/**
 * The index entry of a published page. Relations come from typeData: a theme page is related to
 * its own theme, a project to the themes and services it lists.
 */
export function toIndexedDocument(page: PublishedPageContent): IndexedDocument {
  const body = [page.seoDescription, blocksToText(page.blocks), page.seoKeywords.join(' ')].filter(Boolean).join('\n').slice(0, MAX_BODY_CHARACTERS);
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
    bodyTerms: indexTerms(body, page.locale),
  };
}
