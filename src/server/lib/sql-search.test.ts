import { describe, expect, it } from 'vitest';
import { likePattern } from './sql-search.ts';

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
