import { describe, expect, it } from 'vitest';
import type { PublishedPageSummary, PublishedPagesQuery } from '../../../shared/site/published-pages.ts';
import { loadTaxonomyLabels } from './taxonomy-labels.ts';

const themePage = (title: string): PublishedPageSummary => ({
  id: 1,
  title,
  url: '/themas/natuurherstel',
  description: '',
  type: 'theme',
  typeData: { theme: 'RESTORATING_ECOLOGY' },
});

/** A data source that hands out the same lists until `change` (as the content memo does). */
function source(title: string) {
  let themes = [themePage(title)];
  const services: PublishedPageSummary[] = [];
  return {
    publishedPages: async (query: PublishedPagesQuery) => (query.type === 'theme' ? themes : services),
    change(next: string) {
      themes = [themePage(next)];
    },
  };
}

describe('loadTaxonomyLabels', () => {
  it('names a theme after its published page, once per set of lists and language', async () => {
    const data = source('Natuurherstel');
    const first = await loadTaxonomyLabels(data, 'nl');
    expect(first.themes.RESTORATING_ECOLOGY).toBe('Natuurherstel');
    expect(await loadTaxonomyLabels(data, 'nl')).toBe(first);
    data.change('Herstel van natuur');
    const changed = await loadTaxonomyLabels(data, 'nl');
    expect(changed).not.toBe(first);
    expect(changed.themes.RESTORATING_ECOLOGY).toBe('Herstel van natuur');
    const english = await loadTaxonomyLabels(data, 'en-gb');
    expect(english).not.toBe(changed);
    expect(english.services).not.toEqual(changed.services);
  });
});
