import { stem, tokenize } from './search-text.ts';
import { escapeHtml } from '../../lib/mail/layout.ts';

const WINDOW_WORDS = 28;

/**
 * A short extract of the text around the best cluster of matching words, HTML-escaped, with
 * the matches wrapped in <mark>. Matching is by stem, so "bats" highlights "bat".
 */
export function buildSnippet(text: string, terms: string[], locale: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const termSet = new Set(terms);
  // Words repeat: each distinct word is tokenized and stemmed once.
  const seen = new Map<string, boolean>();
  // No terms (a listing by filters only): nothing to look for, the text from its start.
  const matches = words.map((word) => {
    if (termSet.size === 0) return false;
    let match = seen.get(word);
    if (match === undefined) {
      match = tokenize(word).some((token) => termSet.has(stem(token, locale)));
      seen.set(word, match);
    }
    return match;
  });
  // The window with the most matches (the first such), by a sliding count.
  const windowSize = Math.min(WINDOW_WORDS, words.length);
  let score = 0;
  for (let index = 0; index < windowSize; index += 1) if (matches[index]) score += 1;
  let bestStart = 0;
  let bestScore = score;
  for (let start = 1; start + windowSize <= words.length; start += 1) {
    if (matches[start - 1]) score -= 1;
    if (matches[start + windowSize - 1]) score += 1;
    if (score > bestScore) {
      bestScore = score;
      bestStart = start;
    }
  }
  // Start a little before the first match so it reads as a sentence, not a fragment.
  const firstMatch = matches.indexOf(true, bestStart);
  let start = firstMatch > bestStart + 3 ? firstMatch - 3 : bestStart;
  // Near the end, show a full window rather than cut words that would fit.
  start = Math.min(start, Math.max(0, words.length - WINDOW_WORDS));
  const end = Math.min(words.length, start + WINDOW_WORDS);
  const body = words
    .slice(start, end)
    .map((word, offset) => (matches[start + offset] ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)))
    .join(' ');
  return `${start > 0 ? '… ' : ''}${body}${end < words.length ? ' …' : ''}`;
}
