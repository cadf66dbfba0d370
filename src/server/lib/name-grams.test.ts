import { describe, expect, it } from 'vitest';
import { gramMatchQuery, gramsNarrow, gramToken, termGrams } from './name-grams.ts';

describe('name grams', () => {
  it('takes a lower-cased term apart into its character or its distinct pairs', () => {
    expect(termGrams('Q')).toEqual(['q']);
    expect(termGrams('QX')).toEqual(['qx']);
    expect(termGrams('abab')).toEqual(['ab', 'ba']);
    expect(termGrams('a-b')).toEqual(['a-', '-b']);
    expect(termGrams('Äm')).toEqual(['äm']);
    expect(termGrams('')).toEqual([]);
  });

  it("writes grams as SQLite's hex() does, and asks for all of them or a name too long to split", () => {
    expect(gramToken('qx')).toBe('7178');
    expect(gramToken('ä')).toBe('C3A4');
    expect(gramToken('"')).toBe('22');
    expect(gramMatchQuery(['a-', '-b'])).toBe('("612D" AND "2D62") OR "long"');
  });

  it('looks a term up by its rarest gram when statistics put that in at most a fifth of the names', () => {
    const shares = new Map([
      ['e', 0.99],
      ['ot', 0.07],
      ['x-', 0.3],
    ]);
    expect(gramsNarrow(['e'], shares)).toBe(false);
    expect(gramsNarrow(['ot'], shares)).toBe(true);
    expect(gramsNarrow(['x-', 'qz'], shares)).toBe(true);
    expect(gramsNarrow(['x-', 'e'], shares)).toBe(false);
    expect(gramsNarrow([], shares)).toBe(false);
  });
});
