import { describe, expect, it } from 'vitest';
import { likePattern, trigramsNarrow } from './sql-search.ts';

describe('likePattern', () => {
  it('wraps the lower-cased term in wildcards', () => {
    expect(likePattern('Anna')).toBe('%anna%');
  });

  it('escapes %, _ and the escape character itself', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('snake_case')).toBe('%snake\\_case%');
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%');
  });
});

describe('trigramsNarrow', () => {
  it('holds for a run of three letters or digits, in any script, or two beside another character', () => {
    for (const term of ['ott', 'otter', 'a-otter', '2024', 'één', 'Ærø', 'ot-er', '12 34', 'x ab'])
      expect(trigramsNarrow(term), term).toBe(true);
  });
  it('fails for two letters alone and single letters between other characters, however long the term', () => {
    for (const term of ['', 'a', 'ot', 'a-b', 'a b c', '%_%']) expect(trigramsNarrow(term), term).toBe(false);
  });
});
