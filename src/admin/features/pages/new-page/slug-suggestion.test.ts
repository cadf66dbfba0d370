import { describe, expect, it } from 'vitest';
import { slugCheckable, slugFieldReducer, suggestSlug } from './slug-suggestion.ts';

describe('slug suggestion', () => {
  it('prefixes the slugified title with the type prefix of the locale', () => {
    expect(suggestSlug('Wildlife bridges & tunnels', 'project', 'en-gb')).toBe('projects/wildlife-bridges-tunnels');
    expect(suggestSlug('Wildlife bridges & tunnels', 'project', 'nl-nl')).toBe('projecten/wildlife-bridges-tunnels');
    expect(suggestSlug('Über Ökologie', 'news', 'de-de')).toBe('news/uber-okologie');
    expect(suggestSlug('About us', 'blank', 'en-gb')).toBe('about-us');
  });

  it('suggests nothing for an empty title', () => {
    expect(suggestSlug('  ', 'theme', 'en-gb')).toBe('');
  });

  it('follows the title until the user edits the slug, and again after clearing it', () => {
    let state = { slug: '', edited: false };
    state = slugFieldReducer(state, { type: 'sourceChanged', title: 'Bats', pageType: 'theme', locale: 'en-gb' });
    expect(state).toEqual({ slug: 'themes/bats', edited: false });
    state = slugFieldReducer(state, { type: 'sourceChanged', title: 'Bats', pageType: 'theme', locale: 'nl-nl' });
    expect(state.slug).toBe('themas/bats');
    state = slugFieldReducer(state, { type: 'slugTyped', slug: 'my-bats' });
    state = slugFieldReducer(state, { type: 'sourceChanged', title: 'Bats and owls', pageType: 'theme', locale: 'nl-nl' });
    expect(state).toEqual({ slug: 'my-bats', edited: true });
    state = slugFieldReducer(state, { type: 'slugTyped', slug: '' });
    state = slugFieldReducer(state, { type: 'sourceChanged', title: 'Owls', pageType: 'theme', locale: 'nl-nl' });
    expect(state).toEqual({ slug: 'themas/owls', edited: false });
  });

  it('only checks slugs that can be valid', () => {
    expect(slugCheckable('/News/Item/')).toEqual({ ok: true, normalized: 'news/item' });
    expect(slugCheckable('bad slug!').ok).toBe(false);
    expect(slugCheckable('').ok).toBe(false);
  });
});
