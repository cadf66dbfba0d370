import { describe, expect, it } from 'vitest';
import { rankSection } from './ranking-window.ts';

describe('ranking window', () => {
  const row = (pageId: number, titleTerms: string, bodyTerms: string) => ({ pageId, priority: 0, titleTerms, bodyTerms });

  it('ranks a title compound that starts with the term above a page that only mentions it (Dutch compounds)', () => {
    const ranked = rankSection(
      [
        {
          rows: [row(1, 'cookieverklar', 'cookie privacy websit'), row(2, 'privacyverklar', 'gegeven privacy avg persoonsgegeven')],
          terms: ['privacy'],
        },
      ],
      new Map(),
    );
    expect(ranked).toEqual([2, 1]);
  });

  it('does not count terms under four letters as compound parts', () => {
    // Alike but for the title; the shorter page wins unless "nat" counted as part of "natuurherstel".
    const ranked = rankSection([{ rows: [row(3, 'natuurherstel', 'nat'), row(4, 'wei', 'nat')], terms: ['nat'] }], new Map());
    expect(ranked).toEqual([4, 3]);
  });
});
