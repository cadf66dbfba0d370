import { stem, tokenize } from './search-text.ts';
import { escapeHtml } from '../../lib/mail/layout.ts';

const WINDOW_WORDS = 28;
/** Fewer words than this is a name, a label or a heading, not a sentence to show. */
const PROSE_WORDS = 6;
/** "Jaar: 2024", "Opdrachtgever: Gemeente Utrecht": a fact's label and its value, not prose. */
const FACT_LINE = /^[\p{L}][\p{L}\p{N} .'-]{0,30}:\s*\S/u;
const FACT_WORDS = 10;

/** Text compared for repetition: case, spacing and punctuation do not count. */
export const comparableText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface Segment {
  words: string[];
  matches: boolean[];
  count: number;
  prose: boolean;
}

/** The window of a segment with the most matches, as shown: marked, escaped, with ellipses where cut. */
function windowOf({ words, matches }: Segment): string {
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

/**
 * A short extract of the text around the best cluster of matching words, HTML-escaped, with
 * the matches wrapped in <mark>. Matching is by stem, so "bats" highlights "bat".
 *
 * The text holds one field or paragraph per line (pageReadingText), and an extract never
 * crosses a line: a name, a job title and a list of specialisms run together read as one
 * garbled sentence. Prose is preferred over short lines (names, headings, "Jaar: 2024"
 * facts), which show only when nothing else matches. A line that is just the title is
 * skipped: the result shows the title above its snippet already.
 */
export function buildSnippet(text: string, terms: string[], locale: string, title = ''): string {
  const termSet = new Set(terms);
  const titleKey = comparableText(title);
  // Words repeat: each distinct word is tokenized and stemmed once.
  const seen = new Map<string, boolean>();
  const isMatch = (word: string) => {
    let match = seen.get(word);
    if (match === undefined) {
      match = tokenize(word).some((token) => termSet.has(stem(token, locale)));
      seen.set(word, match);
    }
    return match;
  };
  const segments: Segment[] = [];
  for (const line of text.split('\n')) {
    const words = line.split(/\s+/).filter(Boolean);
    if (words.length === 0 || (titleKey && comparableText(line) === titleKey)) continue;
    // No terms (a listing by filters only): nothing to look for, the text from its start.
    const matches = termSet.size === 0 ? words.map(() => false) : words.map(isMatch);
    const count = matches.filter(Boolean).length;
    segments.push({
      words,
      matches,
      count,
      prose: words.length >= PROSE_WORDS && !(words.length <= FACT_WORDS && FACT_LINE.test(line.trim())),
    });
  }
  if (segments.length === 0) return '';
  let best: Segment | undefined;
  for (const segment of segments) {
    if (segment.count === 0) continue;
    if (!best || (segment.prose && !best.prose) || (segment.prose === best.prose && segment.count > best.count)) best = segment;
  }
  // Nothing matches in the text (a title-only match, a listing): the first prose line.
  best ??= segments.find((segment) => segment.prose) ?? segments[0]!;
  return windowOf(best);
}
