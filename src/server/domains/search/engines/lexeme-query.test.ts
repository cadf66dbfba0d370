import { describe, expect, it } from 'vitest';
import { allLexemes, eachOfLexemes } from './lexeme-query.ts';

describe('lexeme queries', () => {
  it('joins the terms quoted, all of them', () => {
    expect(allLexemes(['otter', 'bever'])).toBe("'otter' & 'bever'");
    expect(allLexemes(['één'])).toBe("'één'");
  });

  it('needs one of each list', () => {
    expect(eachOfLexemes([['zfl1', 'zfl2'], ['zft3']])).toBe("('zfl1' | 'zfl2') & ('zft3')");
  });

  it('escapes what would end a lexeme or start an operator', () => {
    expect(allLexemes(["it's", 'a\\b', 'x & y'])).toBe("'it''s' & 'a\\\\b' & 'x & y'");
  });
});
