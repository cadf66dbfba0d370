import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../shared/locales.ts';
import { createI18n } from './create-i18n.ts';

/** Delete confirmations that name a count read naturally for one and for many, in every language. */
const COUNTED = ['media.usedByPages', 'menuEditor.deleteConfirmChildren', 'tagsAdmin.deleteConfirm'] as const;

describe('counted delete messages', () => {
  it('say "1 page" and "3 pages" in English', () => {
    const i18n = createI18n('en');
    expect(i18n.t('media.usedByPages', { count: 1 })).toBe('This is used by 1 page. Deleting it removes it from that page.');
    expect(i18n.t('media.usedByPages', { count: 3 })).toBe('This is used by 3 pages. Deleting it removes it from those pages.');
    expect(i18n.t('menuEditor.deleteConfirmChildren', { label: 'About', count: 1 })).toBe('Delete "About" and its sub-item?');
    expect(i18n.t('menuEditor.deleteConfirmChildren', { label: 'About', count: 2 })).toBe('Delete "About" and its 2 sub-items?');
  });

  it.each(INTERFACE_LANGUAGES)('have a singular and a plural form in %s, without "(s)"', (language) => {
    const i18n = createI18n(language);
    for (const key of COUNTED) {
      const one = i18n.t(key, { count: 1, label: 'X', name: 'X' });
      const many = i18n.t(key, { count: 3, label: 'X', name: 'X' });
      expect(i18n.exists(`${key}_one`, { lng: language, fallbackLng: [] }), `${language} ${key}_one`).toBe(true);
      expect(one, `${language} ${key}`).not.toBe(many.replace('3', '1'));
      expect(`${one} ${many}`).not.toMatch(/\((s|'s|n)\)/);
    }
  });
});
