import { useReducer } from 'react';
import type { PageTypeId } from '../../../../../shared/pages/page-types.ts';
import { useSettingsStore } from '../../../settings/settings-state.ts';
import { initialNewPageForm, newPageFormReducer, newPageSlug } from '../../new-page-state.ts';
import { useSlugAvailability } from './use-slug-availability.ts';

/**
 * The new-page fields of /new-page and of the translation and duplicate dialogs: the pure
 * form state, the slug to show and send (outside customSlugLocales the one the server makes
 * from the title, read-only) and its live availability.
 */
export function useNewPageForm(initial: { pageType: PageTypeId; locale: string; title: string }) {
  const [form, dispatch] = useReducer(newPageFormReducer, initial, initialNewPageForm);
  const customSlugLocales = useSettingsStore((state) => state.settings?.customSlugLocales);
  const { slug, editable } = newPageSlug(form.slugField, {
    title: form.title,
    type: form.pageType,
    locale: form.locale,
    customSlugLocales,
  });
  const availability = useSlugAvailability(slug, form.locale);
  return { form, dispatch, slug, editable, availability };
}
