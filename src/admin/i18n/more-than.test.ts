import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../shared/locales.ts';
import { createI18n } from './create-i18n.ts';

/** The "more than N" texts of a count that stopped early (a lower bound, not an exact total). */
const MORE_THAN = ['list.moreThan', 'pageList.moreThan', 'pagination.pageOfMore'] as const;

describe('"more than N" count texts', () => {
  it('format the number in the interface language and pluralise', () => {
    expect(createI18n('en').t('pageList.moreThan', { count: 1000 })).toBe('More than 1,000 pages');
    expect(createI18n('nl').t('pageList.moreThan', { count: 1000 })).toBe("Meer dan 1.000 pagina's");
    expect(createI18n('de').t('pageList.moreThan', { count: 1000 })).toBe('Mehr als 1.000 Seiten');
    expect(createI18n('fr').t('pageList.moreThan', { count: 1000 })).toMatch(/^Plus de 1\s000 pages$/u);
    expect(createI18n('en').t('pageList.moreThan', { count: 1 })).toBe('More than 1 page');
    expect(createI18n('en').t('pagination.pageOfMore', { page: 3, count: 41 })).toBe('Page 3 of more than 41 pages');
    expect(createI18n('nl').t('pagination.pageOfMore', { page: 3, count: 1 })).toBe('Pagina 3 van meer dan 1 pagina');
    expect(createI18n('en').t('list.moreThan', { count: 1025 })).toBe('More than 1,025 items');
  });

  it.each(INTERFACE_LANGUAGES)('have their own singular and plural form in %s', (language) => {
    const i18n = createI18n(language);
    for (const key of MORE_THAN) {
      expect(i18n.exists(`${key}_one`, { lng: language, fallbackLng: [] }), `${language} ${key}_one`).toBe(true);
      expect(i18n.exists(`${key}_other`, { lng: language, fallbackLng: [] }), `${language} ${key}_other`).toBe(true);
      expect(i18n.t(key, { count: 1, page: 1 }), `${language} ${key}`).not.toBe(i18n.t(key, { count: 3, page: 1 }).replace('3', '1'));
    }
  });
});
