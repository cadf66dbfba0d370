import { describe, expect, it } from 'vitest';
import {
  generatedSlug,
  initialNewPageForm,
  newPageFormReducer,
  newPageSlug,
  slugCheckable,
  slugFieldReducer,
  slugIsCustom,
  suggestSlug,
} from './new-page-state.ts';

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

  describe('locales without custom slugs (the server builds the slug from the title)', () => {
    const custom = ['nl-nl', 'en-gb'];
    const typed = { slug: 'my-own-slug', edited: true };

    it('custom-slug locales keep the editable (typed or suggested) slug', () => {
      expect(newPageSlug(typed, { title: 'Bats', type: 'news', locale: 'en-gb', customSlugLocales: custom })).toEqual({
        slug: 'my-own-slug',
        editable: true,
      });
      expect(slugIsCustom('nl-nl', custom)).toBe(true);
    });

    it('other locales show the slug the server will use, read-only, whatever was typed', () => {
      expect(slugIsCustom('de-de', custom)).toBe(false);
      expect(newPageSlug(typed, { title: 'Über Ökologie', type: 'news', locale: 'de-de', customSlugLocales: custom })).toEqual({
        slug: 'news/uber-okologie',
        editable: false,
      });
      expect(newPageSlug(typed, { title: 'Wildlife bridges', type: 'project', locale: 'fr-fr', customSlugLocales: custom })).toEqual({
        slug: 'projects/wildlife-bridges',
        editable: false,
      });
      expect(newPageSlug(typed, { title: 'Contact', type: 'blank', locale: 'en-gb', customSlugLocales: [] }).slug).toBe('contact');
    });

    it('follows the server rule for titles without letters or digits, and shows nothing without a title', () => {
      expect(generatedSlug('???', 'news', 'de-de')).toBe('news/page');
      expect(generatedSlug('!!', 'blank', 'fr-fr')).toBe('page');
      expect(generatedSlug('  ', 'news', 'de-de')).toBe('');
      expect(generatedSlug('x'.repeat(300), 'news', 'de-de')).toHaveLength(200);
    });

    it('stays editable while the settings are not known', () => {
      expect(newPageSlug(typed, { title: 'Bats', type: 'news', locale: 'de-de', customSlugLocales: undefined }).editable).toBe(true);
    });
  });

  describe('the new-page fields', () => {
    it('open with the slug suggested from the initial title', () => {
      expect(initialNewPageForm({ pageType: 'news', locale: 'en-gb', title: 'Bats' })).toEqual({
        pageType: 'news',
        locale: 'en-gb',
        title: 'Bats',
        slugField: { slug: 'news/bats', edited: false },
      });
      expect(initialNewPageForm({ pageType: 'blank', locale: 'en-gb', title: '' }).slugField).toEqual({ slug: '', edited: false });
    });

    it('suggest a new slug when the title, type or locale changes, until a slug is typed', () => {
      let form = initialNewPageForm({ pageType: 'blank', locale: 'en-gb', title: '' });
      form = newPageFormReducer(form, { type: 'titleChanged', title: 'Bats' });
      expect(form.slugField.slug).toBe('bats');
      form = newPageFormReducer(form, { type: 'pageTypeChanged', pageType: 'theme' });
      expect(form.slugField.slug).toBe('themes/bats');
      form = newPageFormReducer(form, { type: 'localeChanged', locale: 'nl-nl' });
      expect(form).toMatchObject({ pageType: 'theme', locale: 'nl-nl', title: 'Bats', slugField: { slug: 'themas/bats' } });
      form = newPageFormReducer(form, { type: 'slugTyped', slug: 'my-bats' });
      form = newPageFormReducer(form, { type: 'titleChanged', title: 'Owls' });
      expect(form.slugField).toEqual({ slug: 'my-bats', edited: true });
    });

    it('hand the slug back to the suggestion at the next change after it is cleared', () => {
      let form = initialNewPageForm({ pageType: 'theme', locale: 'en-gb', title: 'Bats' });
      form = newPageFormReducer(form, { type: 'slugTyped', slug: '' });
      expect(form.slugField).toEqual({ slug: '', edited: false });
      form = newPageFormReducer(form, { type: 'titleChanged', title: 'Owls' });
      expect(form.slugField).toEqual({ slug: 'themes/owls', edited: false });
    });
  });
});
