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
  const matches = words.map((word) => tokenize(word).some((token) => termSet.has(stem(token, locale))));
  let bestStart = 0;
  let bestScore = -1;
  for (let start = 0; start < Math.max(1, words.length - WINDOW_WORDS + 1); start += 1) {
    let score = 0;
    for (let index = start; index < Math.min(words.length, start + WINDOW_WORDS); index += 1) if (matches[index]) score += 1;
    if (score > bestScore) {
      bestScore = score;
      bestStart = start;
    }
  }
  // Start a little before the first match so it reads as a sentence, not a fragment.
  const firstMatch = matches.indexOf(true, bestStart);
  const start = firstMatch > bestStart + 3 ? firstMatch - 3 : bestStart;
  const end = Math.min(words.length, start + WINDOW_WORDS);
  const body = words
    .slice(start, end)
    .map((word, offset) => (matches[start + offset] ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)))
    .join(' ');
  return `${start > 0 ? '… ' : ''}${body}${end < words.length ? ' …' : ''}`;
}
