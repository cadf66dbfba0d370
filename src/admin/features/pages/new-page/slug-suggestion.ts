import { slugPrefixFor, type PageTypeId } from '../../../../shared/pages/page-types.ts';
import { isValidSlug, normalizeSlug, slugify } from '../../../../shared/pages/slug.ts';

/** The slug proposed for a title: the type's prefix for the locale plus the slugified title. */
export function suggestSlug(title: string, type: PageTypeId, locale: string): string {
  const base = slugify(title);
  return base === '' ? '' : `${slugPrefixFor(type, locale)}${base}`;
}

/** The slug field follows the title until the user types a slug of their own. */
export interface SlugFieldState {
  slug: string;
  edited: boolean;
}

export type SlugFieldEvent =
  | { type: 'sourceChanged'; title: string; pageType: PageTypeId; locale: string }
  | { type: 'slugTyped'; slug: string };

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
