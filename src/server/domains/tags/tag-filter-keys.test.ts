import { describe, expect, it } from 'vitest';
import { tagFilterKeys } from './tags.service.ts';

describe('tagFilterKeys', () => {
  it('compares names by tag key: case and surrounding spaces do not count, duplicates collapse', () => {
    expect(tagFilterKeys(['Otters', ' otters ', 'OTTERS'])).toEqual(tagFilterKeys(['otters']));
    expect(tagFilterKeys(['Otters', 'Beavers'])).toHaveLength(2);
  });

  it('drops names that are empty after trimming', () => {
    expect(tagFilterKeys(['', '   '])).toEqual([]);
  });
});
