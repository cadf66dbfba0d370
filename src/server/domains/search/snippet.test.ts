import { describe, expect, it } from 'vitest';
import { buildSnippet } from './snippet.ts';
import { queryTerms } from './search-text.ts';

const snippet = (text: string, term: string, locale = 'nl-nl') => buildSnippet(text, queryTerms(term, locale), locale);

describe('buildSnippet', () => {
  it('marks matches by stem and diacritics-folded, keeping the original words', () => {
    expect(snippet('De vleermuizen en een vleermuis.', 'vleermuis')).toBe('De <mark>vleermuizen</mark> en een <mark>vleermuis.</mark>');
    expect(snippet('Toegepaste écologie.', 'ecologie')).toBe('Toegepaste <mark>écologie.</mark>');
    expect(snippet('Bats under bridges', 'bridge', 'en-gb')).toBe('Bats under <mark>bridges</mark>');
  });

  it('escapes HTML in the text, marked or not', () => {
    const result = snippet('Let op <script>alert("x")</script> & <b>otter</b>', 'otter');
    expect(result).toBe('Let op &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>&lt;b&gt;otter&lt;/b&gt;</mark>');
    expect(result.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('shows the window with most matches, with ellipses where text was cut', () => {
    const filler = (count: number, word = 'vul') => Array.from({ length: count }, () => word).join(' ');
    const text = `${filler(40)} otter ${filler(5)} otter bever otter ${filler(60)} otter`;
    const result = snippet(text, 'otter bever');
    expect(result.startsWith('… ')).toBe(true);
    expect(result.endsWith(' …')).toBe(true);
    expect(result.match(/<mark>/g)).toHaveLength(4);
    // A few words of context before the first match.
    expect(result).toMatch(/^… vul vul vul <mark>otter<\/mark>/);
    expect(result.split(' ').filter((word) => word !== '…').length).toBeLessThanOrEqual(28);
  });

  it('starts at the beginning when nothing in the body matches (a title-only match)', () => {
    const text = Array.from({ length: 40 }, (_, index) => `w${index}`).join(' ');
    const result = snippet(text, 'otter');
    expect(result.startsWith('w0 w1')).toBe(true);
    expect(result.endsWith(' …')).toBe(true);
    expect(result).not.toContain('<mark>');
  });

  it('handles empty text and short text', () => {
    expect(snippet('', 'otter')).toBe('');
    expect(snippet('   ', 'otter')).toBe('');
    expect(snippet('otter', 'otter')).toBe('<mark>otter</mark>');
  });

  it('stays fast on a long body', () => {
    const text = Array.from({ length: 50_000 / 6 }, (_, index) => (index % 997 === 0 ? 'otter' : `woord${index % 50}`)).join(' ');
    const started = performance.now();
    const result = snippet(text, 'otter');
    // A guard against runaway (quadratic or backtracking) scans, not a speed target: those take
    // seconds on this input, while a loaded CI host can stretch the normal few milliseconds 50-fold.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result).toContain('<mark>otter</mark>');
  });
});

describe('buildSnippet without terms (a listing by filters)', () => {
  it('shows the start of the text, escaped, with nothing marked', () => {
    const words = Array.from({ length: 40 }, (_, index) => `woord${index}`).join(' ');
    expect(buildSnippet(`<b>Begin</b> ${words}`, [], 'nl-nl')).toBe(
      `&lt;b&gt;Begin&lt;/b&gt; ${words.split(' ').slice(0, 27).join(' ')} …`,
    );
  });
});

describe('buildSnippet keeps fields apart (issue 17)', () => {
  it('never runs two fields together: a name, a job title, a bio and specialisms', () => {
    const text = [
      'Lotte Visser',
      'Ecoloog',
      'Lotte onderzoekt hoe otters en dassen veilig onder wegen door kunnen, met faunapassages en cameravallen.',
      'Otter',
      'Faunapassages',
      'Cameravallen',
    ].join('\n');
    const result = snippet(text, 'otter').replace(/<\/?mark>/g, '');
    expect(result).toBe('Lotte onderzoekt hoe otters en dassen veilig onder wegen door kunnen, met faunapassages en cameravallen.');
    expect(snippet(text, 'lotte').replace(/<\/?mark>/g, '')).toMatch(/^Lotte onderzoekt/);
  });

  it('leaves "Label: value" facts out of a snippet when prose matches', () => {
    const text =
      'Locatie: Utrecht\nOpdrachtgever: Gemeente Utrecht\nJaar: 2024\nDe opgave was een nieuwe wijk in Utrecht waar vleermuizen blijven wonen.';
    const result = snippet(text, 'utrecht').replace(/<\/?mark>/g, '');
    expect(result).toBe('De opgave was een nieuwe wijk in Utrecht waar vleermuizen blijven wonen.');
    expect(result).not.toContain('Jaar');
    // Without words (a listing): the first prose, not the facts.
    expect(buildSnippet(text, [], 'nl-nl')).toBe('De opgave was een nieuwe wijk in Utrecht waar vleermuizen blijven wonen.');
    // Only a fact matches: that fact alone, never glued to the next line.
    expect(snippet(text, '2024').replace(/<\/?mark>/g, '')).toBe('Jaar: 2024');
  });

  it('does not start with the title', () => {
    const text = 'Otters in de Gelderse Poort\nIn de Gelderse Poort volgen wij sinds 2019 de terugkeer van de otter met cameravallen.';
    const result = buildSnippet(text, [], 'nl-nl', 'Otters in de Gelderse Poort');
    expect(result).toBe('In de Gelderse Poort volgen wij sinds 2019 de terugkeer van de otter met cameravallen.');
    expect(buildSnippet(text, queryTerms('otter', 'nl-nl'), 'nl-nl', 'Otters in de Gelderse Poort')).toMatch(/^In de Gelderse/);
  });
});
