import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from './i18n-options.ts';
import { loadLanguage } from './load-language.ts';

/** An instance like the app's (i18n/index.ts): no texts until a language is loaded. */
function emptyInstance(language: string) {
  const instance = i18next.createInstance();
  void instance.init({ ...I18N_OPTIONS, lng: language, resources: {}, partialBundledLanguages: true });
  return instance;
}

describe('loading an interface language on demand (issue 20)', () => {
  it('adds only that language and English, the fallback', async () => {
    const instance = emptyInstance('nl');
    expect(instance.t('common.save')).toBe('common.save');
    await loadLanguage(instance, 'nl');
    expect(instance.t('common.save')).toBe('Opslaan');
    expect(instance.hasResourceBundle('en', 'translation')).toBe(true);
    expect(instance.hasResourceBundle('de', 'translation')).toBe(false);
    expect(instance.hasResourceBundle('fr', 'translation')).toBe(false);
  });

  it('loads English alone for an English interface', async () => {
    const instance = emptyInstance('en');
    await loadLanguage(instance, 'en');
    expect(instance.t('common.save')).toBe('Save');
    expect(instance.hasResourceBundle('nl', 'translation')).toBe(false);
  });

  it('lets a later switch find its texts in place', async () => {
    const instance = emptyInstance('en');
    await loadLanguage(instance, 'en');
    await Promise.all([loadLanguage(instance, 'de'), loadLanguage(instance, 'de')]);
    await instance.changeLanguage('de');
    expect(instance.t('common.cancel')).toBe('Abbrechen');
    // Each instance keeps its own texts: a second one starts empty again.
    expect(emptyInstance('de').t('common.cancel')).toBe('common.cancel');
  });
});
