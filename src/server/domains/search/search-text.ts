import * as snowball from 'snowball-stemmers';
import { baseLanguage } from '../../../shared/locales.ts';

const STEMMER_LANGUAGE: Record<string, string> = { nl: 'dutch', en: 'english', de: 'german', fr: 'french' };
const stemmers = new Map<string, snowball.Stemmer>();
/** Stemming is the costly part of indexing and words repeat a lot, so stems are remembered. */
const stemCache = new Map<string, Map<string, string>>();
const STEM_CACHE_LIMIT = 200_000;
const MAX_QUERY_TERMS = 12;
const MAX_TOKEN_LENGTH = 64;

function stemmerFor(locale: string): snowball.Stemmer {
  const language = STEMMER_LANGUAGE[baseLanguage(locale)] ?? 'english';
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    stemmer = snowball.newStemmer(language);
    stemmers.set(language, stemmer);
  }
  return stemmer;
}

/** Lower case without diacritics: "Één" and "een" match alike. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words only: every operator character a search syntax knows is a separator here. */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0 && token.length <= MAX_TOKEN_LENGTH);
}

/**
 * Snowball's Dutch stemmer leaves the voiced ending of a plural stem: "vleermuizen" becomes
 * "vleermuiz" while "vleermuis" stays "vleermuis", "duiven" becomes "duiv" and "duif" "duif".
 * Devoicing the final z and v (as the Kraaij-Pohlmann stemmer does) makes both forms one stem.
 */
function dutchStemEnding(stemmed: string): string {
  if (stemmed.length < 3) return stemmed;
  if (stemmed.endsWith('z')) return `${stemmed.slice(0, -1)}s`;
  if (stemmed.endsWith('v')) return `${stemmed.slice(0, -1)}f`;
  return stemmed;
}

/** The stemmer of a locale's language with its cache of stems already computed. */
function stemmerWithCache(locale: string): (token: string) => string {
  const language = STEMMER_LANGUAGE[baseLanguage(locale)] ?? 'english';
  let cache = stemCache.get(language);
  if (!cache) {
    cache = new Map();
    stemCache.set(language, cache);
  }
  const known = cache;
  const stemmer = stemmerFor(locale);
  return (token) => {
    let stemmed = known.get(token);
    if (stemmed === undefined) {
      stemmed = stemmer.stem(token);
      if (language === 'dutch') stemmed = dutchStemEnding(stemmed);
      if (known.size >= STEM_CACHE_LIMIT) known.clear();
      known.set(token, stemmed);
    }
    return stemmed;
  };
}

/** Per locale: built once, so a call per word allocates nothing. */
const stemFunctions = new Map<string, (token: string) => string>();

export function stem(token: string, locale: string): string {
  let stemFunction = stemFunctions.get(locale);
  if (!stemFunction) {
    stemFunction = stemmerWithCache(locale);
    // Locales come from the site's list; the bound only guards against anything else.
    if (stemFunctions.size >= 64) stemFunctions.clear();
    stemFunctions.set(locale, stemFunction);
  }
  return stemFunction(token);
}

/** The stemmed terms stored in the index for a text (the language looked up once per text). */
export function indexTerms(text: string, locale: string): string {
  return tokenize(text)
    .map((token) => stem(token, locale))
    .join(' ');
}

/**
 * The terms of a visitor's query: plain words, stemmed, without duplicates. Quotes, *, NEAR,
 * OR and parentheses are just words or separators, so no input can change the query's meaning.
 */
export function queryTerms(term: string, locale: string): string[] {
  const terms = tokenize(term).map((token) => stem(token, locale));
  return [...new Set(terms)].filter((value) => /^[\p{L}\p{N}]+$/u.test(value)).slice(0, MAX_QUERY_TERMS);
}
