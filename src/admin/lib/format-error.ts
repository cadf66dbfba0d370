import type { i18n as I18n } from 'i18next';
import type { ApiError } from '../../shared/errors.ts';

type Translator = Pick<I18n, 't' | 'exists' | 'language'>;

/** German capitalises nouns, so its labels keep their capital letter mid-sentence. */
const KEEP_CAPITALS = new Set(['de']);

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A label mid-sentence: "Current password" -> "current password", but a label that starts
 * with an acronym ("URL", "SEO title", "ID") keeps its capitals.
 */
export function lowerFirst(label: string): string {
  if (/^\p{Lu}{2}/u.test(label)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * The translated label of a form property, e.g. "currentPassword" -> "Current password".
 * Properties without a label fall back to their own name so the message still makes sense.
 */
export function fieldLabel(i18n: Translator, property: string | undefined): string {
  if (!property) return i18n.t('fields.generic');
  const key = `fields.${property}`;
  if (i18n.exists(key)) return i18n.t(key);
  // A nested property ("items.3.label", "profile.jobTitle") is named by its last named part.
  const last = property
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  if (last && last !== property && i18n.exists(`fields.${last}`)) return i18n.t(`fields.${last}`);
  return property;
}

/**
 * SPEC 8: the message comes from the code's translation with {field} filled in with the
 * field's label ({Field} capitalised); a code without a translation reads "Error (code: X)".
 */
export function formatApiError(i18n: Translator, error: ApiError): string {
  const key = `errors.${error.code}`;
  if (!i18n.exists(key)) return i18n.t('errors.unknown', { code: error.code });
  // Without a property, "The {field} field is required." cannot be filled in naturally:
  // such codes have their own wording ("This field is required.").
  const withoutFieldKey = `errorsWithoutField.${error.code}`;
  if (!error.property && i18n.exists(withoutFieldKey)) return i18n.t(withoutFieldKey);
  const field = fieldLabel(i18n, error.property);
  // Labels are capitalised; mid-sentence ({field}) they read better in lower case.
  const lowerCase = error.property && !KEEP_CAPITALS.has(i18n.language);
  const inSentence = lowerCase ? lowerFirst(field) : field;
  return i18n.t(key, { field: inSentence, Field: capitalize(field) });
}

/** Errors with a property belong under that field; the rest are shown as a general list. */
export function splitErrors(errors: ApiError[]): { general: ApiError[]; byProperty: Map<string, ApiError[]> } {
  const general: ApiError[] = [];
  const byProperty = new Map<string, ApiError[]>();
  for (const error of errors) {
    if (!error.property) {
      general.push(error);
      continue;
    }
    const list = byProperty.get(error.property) ?? [];
    list.push(error);
    byProperty.set(error.property, list);
  }
  return { general, byProperty };
}
