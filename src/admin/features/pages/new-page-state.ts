import { slugPrefixFor, type PageTypeId } from '../../../shared/pages/page-types.ts';
import { isValidSlug, normalizeSlug, slugify } from '../../../shared/pages/slug.ts';

/** The slug proposed for a title: the type's prefix for the locale plus the slugified title. */
export function suggestSlug(title: string, type: PageTypeId, locale: string): string {
  const base = slugify(title);
  return base === '' ? '' : `${slugPrefixFor(type, locale)}${base}`;
}

/**
 * Pure state of the new-page fields (/new-page, and the translation and duplicate dialogs):
 * the page type, locale and title, and the slug field that follows them with a suggestion
 * until the user types a slug of their own.
 */

/** The slug field follows the title until the user types a slug of their own. */
export interface SlugFieldState {
  slug: string;
  edited: boolean;
}

export type SlugFieldEvent =
  { type: 'sourceChanged'; title: string; pageType: PageTypeId; locale: string } | { type: 'slugTyped'; slug: string };

export function slugFieldReducer(state: SlugFieldState, event: SlugFieldEvent): SlugFieldState {
  if (event.type === 'slugTyped') {
    // Clearing the field hands it back to the suggestion.
    return { slug: event.slug, edited: event.slug.trim() !== '' };
  }
  if (state.edited) return state;
  return { slug: suggestSlug(event.title, event.pageType, event.locale), edited: false };
}

/** What the availability check should say for what is in the field now. */
export function slugCheckable(slug: string): { ok: boolean; normalized: string } {
  const normalized = normalizeSlug(slug);
  return { ok: normalized !== '' && isValidSlug(normalized), normalized };
}

/**
 * The slug the server stores for a locale outside customSlugLocales, whatever was typed
 * (mirrors the server's rule): the type's prefix for the locale plus the slugified title,
 * "page" when the title has no letters or digits. Empty while there is no title.
 */
export function generatedSlug(title: string, type: PageTypeId, locale: string): string {
  if (title.trim() === '') return '';
  return slugify(`${slugPrefixFor(type, locale)}${slugify(title) || 'page'}`);
}

/**
 * Whether editors choose the slug in this locale (settings.customSlugLocales). While the
 * settings are not known the field stays editable; the server decides in the end.
 */
export function slugIsCustom(locale: string, customSlugLocales: readonly string[] | null | undefined): boolean {
  return customSlugLocales ? customSlugLocales.includes(locale) : true;
}

/**
 * The slug a new page (also a translation or duplicate) gets: in custom-slug locales the
 * editable field (suggested from the title); elsewhere the read-only slug the server will
 * build from the title. That slug is the one to check for availability and to send.
 */
export function newPageSlug(
  field: SlugFieldState,
  input: { title: string; type: PageTypeId; locale: string; customSlugLocales: readonly string[] | null | undefined },
): { slug: string; editable: boolean } {
  if (slugIsCustom(input.locale, input.customSlugLocales)) return { slug: field.slug, editable: true };
  return { slug: generatedSlug(input.title, input.type, input.locale), editable: false };
}

/** The fields of a new page (also a translation or duplicate). */
export interface NewPageForm {
  pageType: PageTypeId;
  locale: string;
  title: string;
  slugField: SlugFieldState;
}

export type NewPageFormEvent =
  | { type: 'pageTypeChanged'; pageType: PageTypeId }
  | { type: 'localeChanged'; locale: string }
  | { type: 'titleChanged'; title: string }
  | { type: 'slugTyped'; slug: string };

/** A changed type, locale or title gives a new suggestion unless the user typed a slug. */
function followSource(form: NewPageForm): NewPageForm {
  const slugField = slugFieldReducer(form.slugField, {
    type: 'sourceChanged',
    title: form.title,
    pageType: form.pageType,
    locale: form.locale,
  });
  return { ...form, slugField };
}

/** The fields as they open, the slug already suggested from the initial title. */
export function initialNewPageForm(initial: { pageType: PageTypeId; locale: string; title: string }): NewPageForm {
  return followSource({ ...initial, slugField: { slug: '', edited: false } });
}

export function newPageFormReducer(form: NewPageForm, event: NewPageFormEvent): NewPageForm {
  switch (event.type) {
    case 'slugTyped':
      return { ...form, slugField: slugFieldReducer(form.slugField, event) };
    case 'pageTypeChanged':
      return followSource({ ...form, pageType: event.pageType });
    case 'localeChanged':
      return followSource({ ...form, locale: event.locale });
    case 'titleChanged':
      return followSource({ ...form, title: event.title });
  }
}
