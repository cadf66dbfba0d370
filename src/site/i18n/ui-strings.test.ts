import { describe, expect, it } from 'vitest';
import { createTranslator, nameWithTitle, siteLanguage, UI_STRINGS } from './ui-strings.ts';

describe('site UI strings', () => {
  it('chooses the language by the base language of the locale, falling back to English', () => {
    expect(siteLanguage('nl-nl')).toBe('nl');
    expect(siteLanguage('NL-BE')).toBe('nl');
    expect(siteLanguage('en-gb')).toBe('en');
    expect(siteLanguage('de-de')).toBe('en');
  });

  it('translates and fills in placeholders', () => {
    expect(createTranslator('en-gb')('common.moreInfo')).toBe('More info');
    expect(createTranslator('nl-nl')('common.moreInfo')).toBe('Meer info');
    expect(createTranslator('en-gb')('video.watchOn', { title: 'Bats', provider: 'Vimeo' })).toBe('Watch "Bats" on Vimeo');
    expect(createTranslator('en-gb')('video.watchOn', { title: 'Bats' })).toBe('Watch "Bats" on {provider}');
  });

  it('has every Dutch string, none empty, with the same placeholders as English', () => {
    for (const [key, english] of Object.entries(UI_STRINGS.en)) {
      const dutch = UI_STRINGS.nl[key as keyof typeof UI_STRINGS.en];
      expect(dutch, key).toBeTruthy();
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(placeholders(dutch), key).toEqual(placeholders(english));
    }
  });

  it('puts Dutch academic titles before and English degrees after the name', () => {
    expect(nameWithTitle('Anna de Vries', 'DR_IR')).toBe('dr. ir. Anna de Vries');
    expect(nameWithTitle('Bram Jansen', 'MSC')).toBe('Bram Jansen MSc');
    expect(nameWithTitle('Chris Bakker', 'NONE')).toBe('Chris Bakker');
  });
});
