import { describe, expect, it } from 'vitest';
import { rankSection, windowStats } from './ranking-window.ts';

describe('ranking window', () => {
  const row = (pageId: number, titleTerms: string, bodyTerms: string) => ({ pageId, priority: 0, titleTerms, bodyTerms });
  const section = (terms: string[], ...texts: ReturnType<typeof row>[]) => ({ rows: texts.map((text) => windowStats(text, terms)), terms });

  it('ranks a title compound that starts with the term above a page that only mentions it (Dutch compounds)', () => {
    const ranked = rankSection(
      [
        section(
          ['privacy'],
          row(1, 'cookieverklar', 'cookie privacy websit'),
          row(2, 'privacyverklar', 'gegeven privacy avg persoonsgegeven'),
        ),
      ],
      new Map(),
    );
    expect(ranked).toEqual([2, 1]);
  });

  it('does not count terms under four letters as compound parts', () => {
    // Alike but for the title; the shorter page wins unless "nat" counted as part of "natuurherstel".
    const ranked = rankSection([section(['nat'], row(3, 'natuurherstel', 'nat'), row(4, 'wei', 'nat'))], new Map());
    expect(ranked).toEqual([4, 3]);
  });
});
