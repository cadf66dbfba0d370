import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import type { ApiError } from '../../shared/errors.ts';
import { createI18n, resources } from '../i18n/create-i18n.ts';
import { formatApiError, lowerFirst, splitErrors } from './format-error.ts';

describe('formatApiError', () => {
  const en = createI18n('en');

  it('formats a known code from its translation', () => {
    expect(formatApiError(en, { code: 'AUTH_01' })).toBe('These credentials do not match our records.');
  });

  it('falls back to "Error (code: X)" for a code without a translation', () => {
    expect(formatApiError(en, { code: 'XX_99' } as unknown as ApiError)).toBe('Error (code: XX_99)');
  });

  it('fills {field} with the translated field label', () => {
    expect(formatApiError(en, { code: 'V_01', property: 'currentPassword' })).toBe('The current password field is required.');
    expect(formatApiError(en, { code: 'V_06', property: 'email' })).toBe('Email already exists.');
  });

  it('keeps labels that start with an acronym capitalised mid-sentence', () => {
    expect(formatApiError(en, { code: 'V_12', property: 'url' })).toBe('The URL is not valid.');
    expect(formatApiError(en, { code: 'V_12', property: 'seoTitle' })).toBe('The SEO title is not valid.');
    expect(lowerFirst('URL')).toBe('URL');
    expect(lowerFirst('Current password')).toBe('current password');
    expect(lowerFirst('X')).toBe('x');
  });

  it('uses the property itself when it has no label, and a generic word when there is none', () => {
    expect(formatApiError(en, { code: 'V_12', property: 'colour' })).toBe('The colour is not valid.');
  });

  it('a code without a property reads naturally in every language', () => {
    expect(formatApiError(en, { code: 'V_01' })).toBe('This field is required.');
    expect(formatApiError(createI18n('nl'), { code: 'V_01' })).toBe('Dit veld is verplicht.');
    expect(formatApiError(createI18n('de'), { code: 'V_01' })).toBe('Dieses Feld ist erforderlich.');
    expect(formatApiError(createI18n('fr'), { code: 'V_01' })).toBe('Ce champ est obligatoire.');
    expect(formatApiError(en, { code: 'V_12' })).toBe('This value is not valid.');
    // With a property the field is still named.
    expect(formatApiError(en, { code: 'V_01', property: 'email' })).toBe('The email field is required.');
  });

  it('every code whose message names a field has a wording without one, in every language', () => {
    for (const [language, resource] of Object.entries(resources)) {
      const errors = resource.translation.errors as Record<string, string>;
      const withoutField = resource.translation.errorsWithoutField as Record<string, string>;
      const missing = Object.keys(errors).filter((code) => /\{field\}|\{Field\}/.test(errors[code]!) && !(code in withoutField));
      expect(missing, language).toEqual([]);
      for (const message of Object.values(withoutField)) expect(message, language).not.toMatch(/\{/);
    }
  });

  it('translates with the interface language', () => {
    const nl = createI18n('nl');
    expect(formatApiError(nl, { code: 'V_01', property: 'name' })).toBe('Het veld naam is verplicht.');
    const de = createI18n('de');
    expect(formatApiError(de, { code: 'V_01', property: 'email' })).toBe('Das Feld E-Mail ist erforderlich.');
  });

  it('every language translates every code of the error catalogue', () => {
    for (const [language, resource] of Object.entries(resources)) {
      const missing = Object.keys(ERROR_MESSAGES).filter((code) => !(code in resource.translation.errors));
      expect(missing, language).toEqual([]);
    }
  });
});

describe('splitErrors', () => {
  it('separates general errors from errors per property', () => {
    const { general, byProperty } = splitErrors([
      { code: 'G_01' },
      { code: 'V_01', property: 'email' },
      { code: 'V_02', property: 'email' },
    ]);
    expect(general).toEqual([{ code: 'G_01' }]);
    expect(byProperty.get('email')).toHaveLength(2);
  });
});
