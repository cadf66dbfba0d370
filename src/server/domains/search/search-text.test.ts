import { describe, expect, it } from 'vitest';
import { foldText, indexTerms, queryTerms, stem, tokenize } from './search-text.ts';
import { termGroups } from './search.service.ts';

describe('foldText', () => {
  it('lower-cases and removes diacritics', () => {
    expect(foldText('Écologie')).toBe('ecologie');
    expect(foldText('reëel')).toBe('reeel');
    expect(foldText('ÉÉN Één één')).toBe('een een een');
    expect(foldText('Ångström façade naïve Köln')).toBe('angstrom facade naive koln');
  });

  it('folds compatibility forms', () => {
    expect(foldText('ﬁets')).toBe('fiets');
    expect(foldText('Ｏｔｔｅｒ')).toBe('otter');
  });
});

describe('tokenize', () => {
  it('splits on everything that is not a letter or digit', () => {
    expect(tokenize('Otters, bevers & "vleermuizen" (2024)!')).toEqual(['otters', 'bevers', 'vleermuizen', '2024']);
    expect(tokenize("title_terms:otter NEAR(a b) -x ^y *z 'q'")).toEqual(['title', 'terms', 'otter', 'near', 'a', 'b', 'x', 'y', 'z', 'q']);
    expect(tokenize('a\u0000b\tc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops emoji, punctuation-only input and tokens longer than 64 characters', () => {
    expect(tokenize('🦇 otter 🦦')).toEqual(['otter']);
    expect(tokenize('"" ** () -- ;')).toEqual([]);
    expect(tokenize('')).toEqual([]);
    expect(tokenize(`${'a'.repeat(65)} ok ${'b'.repeat(64)}`)).toEqual(['ok', 'b'.repeat(64)]);
  });

  it('keeps letters of other scripts', () => {
    expect(tokenize('Straße Ελλάδα')).toEqual(['straße', 'ελλαδα']);
  });
});

describe('stem', () => {
  it('stems Dutch plurals to the singular stem, including the voiced endings', () => {
    expect(stem('vleermuizen', 'nl-nl')).toBe(stem('vleermuis', 'nl-nl'));
    expect(stem('huizen', 'nl-nl')).toBe(stem('huis', 'nl-nl'));
    expect(stem('duiven', 'nl-nl')).toBe(stem('duif', 'nl-nl'));
    expect(stem('weidevogels', 'nl-nl')).toBe(stem('weidevogel', 'nl-nl'));
  });

  it('stems English words', () => {
    expect(stem('bridges', 'en-gb')).toBe(stem('bridge', 'en-gb'));
    expect(stem('surveys', 'en-gb')).toBe(stem('survey', 'en-gb'));
    expect(stem('monitoring', 'en-gb')).toBe(stem('monitor', 'en-gb'));
  });

  it('uses the language of the locale and English for unknown ones', () => {
    expect(stem('bridges', 'en-gb')).toBe('bridg');
    expect(stem('bridges', 'xx-yy')).toBe('bridg');
    expect(stem('vleermuizen', 'nl-nl')).not.toBe(stem('vleermuizen', 'en-gb'));
  });

  it('gives the same answer from its cache', () => {
    const first = stem('ecologische', 'nl-nl');
    expect(stem('ecologische', 'nl-nl')).toBe(first);
  });
});

describe('indexTerms and queryTerms', () => {
  it('store and query the same stems, whatever the diacritics', () => {
    expect(indexTerms('Toegepaste écologie, reëel!', 'nl-nl')).toBe(queryTerms('toegepaste ecologie REEEL', 'nl-nl').join(' '));
    expect(indexTerms('Vleermuizen in Culemborg', 'nl-nl').split(' ')).toContain(queryTerms('vleermuis', 'nl-nl')[0]);
    expect(indexTerms('Bats near bridges', 'en-gb')).toBe('bat near bridg');
    expect(indexTerms('', 'nl-nl')).toBe('');
  });

  it('makes plain words of operators and removes duplicates', () => {
    expect(queryTerms('otter OR otters', 'en-gb')).toEqual(['otter', 'or']);
    expect(queryTerms('"unbalanced NEAR(a b) title_terms:x', 'en-gb')).toEqual(['unbalanc', 'near', 'a', 'b', 'titl', 'term', 'x']);
    expect(queryTerms("'; DROP TABLE pages; --", 'en-gb')).toEqual(['drop', 'tabl', 'page']);
    expect(queryTerms('🦇 * ( ) "', 'nl-nl')).toEqual([]);
    for (const term of queryTerms('a"b*c(d)e:f^g-h\u0000i', 'nl-nl')) expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
  });

  it('keeps at most 12 terms', () => {
    const words = Array.from({ length: 30 }, (_, index) => `woord${String.fromCharCode(97 + (index % 26))}${index}`);
    expect(queryTerms(words.join(' '), 'nl-nl')).toHaveLength(12);
  });
});

describe('termGroups', () => {
  it('stems per requested locale and merges locales that stem alike', () => {
    expect(termGroups('otter', ['nl-nl', 'en-gb'])).toEqual([{ locales: ['nl-nl', 'en-gb'], terms: ['otter'] }]);
    expect(termGroups('bridges', ['nl-nl', 'en-gb'])).toEqual([
      { locales: ['nl-nl'], terms: [stem('bridges', 'nl-nl')] },
      { locales: ['en-gb'], terms: ['bridg'] },
    ]);
  });

  it('needs no locale condition when none is asked for and all languages agree', () => {
    expect(termGroups('2024 culemborg', [])).toEqual([{ locales: null, terms: ['2024', 'culemborg'] }]);
    const groups = termGroups('vleermuizen', []);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.flatMap((group) => group.locales ?? []).sort()).toEqual(['de-de', 'en-gb', 'fr-fr', 'nl-nl']);
  });

  it('is empty for a term without words', () => {
    expect(termGroups('', ['nl-nl'])).toEqual([]);
    expect(termGroups(' *** ', [])).toEqual([]);
  });
});
