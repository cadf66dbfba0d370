import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../shared/locales.ts';
import { createI18n } from './create-i18n.ts';

/** Texts that name a count (delete confirmations, change summaries) read naturally for one and for many, in every language. */
const COUNTED = [
  'media.usedByPages',
  'menuEditor.deleteConfirmChildren',
  'tagsAdmin.deleteConfirm',
  'editor.changeBlocksAdded',
  'editor.changeBlocksRemoved',
  'editor.changeBlocksChanged',
  'editor.seoImageCount',
  'editor.unknownBlocks',
  'publication.changesCount',
] as const;

/** The "one or more" crutches plural forms replace: "block(s)", "blok(ken)", "Änderung(en)", "Block/Blöcke", "sélectionnée(s)". */
const CRUTCH = /\((s|'s|n|en|ken|e|er|es)\)|Block\/Blöcke/;

describe('counted texts', () => {
  it('say "1 page" and "3 pages" in English', () => {
    const i18n = createI18n('en');
    expect(i18n.t('media.usedByPages', { count: 1 })).toBe('This is used by 1 page. Deleting it removes it from that page.');
    expect(i18n.t('media.usedByPages', { count: 3 })).toBe('This is used by 3 pages. Deleting it removes it from those pages.');
    expect(i18n.t('menuEditor.deleteConfirmChildren', { label: 'About', count: 1 })).toBe('Delete "About" and its sub-item?');
    expect(i18n.t('menuEditor.deleteConfirmChildren', { label: 'About', count: 2 })).toBe('Delete "About" and its 2 sub-items?');
  });

  it('say "1 block changed" and "2 changes" in the history and the review', () => {
    const i18n = createI18n('en');
    expect(i18n.t('editor.changeBlocksChanged', { count: 1 })).toBe('1 block changed');
    expect(i18n.t('editor.changeBlocksAdded', { count: 2 })).toBe('2 blocks added');
    expect(i18n.t('publication.changesCount', { count: 1 })).toBe('1 change');
    expect(i18n.t('publication.changesCount', { count: 2 })).toBe('2 changes');
    expect(i18n.t('editor.unknownBlocks', { count: 1 })).toMatch(/^1 block of an unknown type is kept unchanged\./);
    const dutch = createI18n('nl');
    expect(dutch.t('editor.changeBlocksRemoved', { count: 1 })).toBe('1 blok verwijderd');
    expect(dutch.t('editor.changeBlocksRemoved', { count: 3 })).toBe('3 blokken verwijderd');
    expect(createI18n('de').t('publication.changesCount', { count: 3 })).toBe('3 Änderungen');
    expect(createI18n('fr').t('editor.changeBlocksChanged', { count: 1 })).toBe('1 bloc modifié');
  });

  it.each(INTERFACE_LANGUAGES)('have a singular and a plural form in %s, without "(s)" or "(en)"', (language) => {
    const i18n = createI18n(language);
    for (const key of COUNTED) {
      const one = i18n.t(key, { count: 1, label: 'X', name: 'X' });
      const many = i18n.t(key, { count: 3, label: 'X', name: 'X' });
      expect(i18n.exists(`${key}_one`, { lng: language, fallbackLng: [] }), `${language} ${key}_one`).toBe(true);
      expect(one, `${language} ${key}`).not.toBe(many.replace('3', '1'));
      expect(`${one} ${many}`, `${language} ${key}`).not.toMatch(CRUTCH);
    }
  });
});
