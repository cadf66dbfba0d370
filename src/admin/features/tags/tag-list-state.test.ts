import { describe, expect, it } from 'vitest';
import { addTag, removeTag, tagsChanged, visibleSuggestions } from './tag-list-state.ts';

describe('tag input state', () => {
  it('adds trimmed names once, case-insensitively', () => {
    expect(addTag([], '  Bats  ')).toEqual({ tags: ['Bats'], outcome: 'added' });
    expect(addTag(['Bats'], 'Bats ')).toEqual({ tags: ['Bats'], outcome: 'duplicate' });
    expect(addTag(['Bats'], '   ')).toEqual({ tags: ['Bats'], outcome: 'empty' });
    expect(addTag(['Bats'], '#nope')).toEqual({ tags: ['Bats'], outcome: 'invalid' });
    expect(addTag(['Bats'], 'Wind  energy').tags).toEqual(['Bats', 'Wind energy']);
  });

  it("keeps one tag in the editor's latest case: 'Wetlands' after 'wetlands'", () => {
    expect(addTag(['Owls', 'wetlands'], 'Wetlands')).toEqual({ tags: ['Owls', 'Wetlands'], outcome: 'recased' });
    expect(addTag(['Bats'], ' BATS ')).toEqual({ tags: ['BATS'], outcome: 'recased' });
  });

  it('removes a name in any case', () => {
    expect(removeTag(['Bats', 'Owls'], 'bats')).toEqual(['Owls']);
    expect(removeTag(['Bats'], 'Owls')).toEqual(['Bats']);
  });

  it('hides chosen names from suggestions and dedupes them', () => {
    expect(visibleSuggestions(['Bats', 'owls', 'Owls', 'Moths'], ['bats'])).toEqual(['owls', 'Moths']);
  });

  it('detects changes', () => {
    expect(tagsChanged(['a'], ['a'])).toBe(false);
    expect(tagsChanged(['a'], ['a', 'b'])).toBe(true);
    expect(tagsChanged(['a', 'b'], ['b', 'a'])).toBe(true);
  });
});
