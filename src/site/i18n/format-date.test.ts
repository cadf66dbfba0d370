import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('writes the day, the month in words and the year as each language does', () => {
    expect(formatDate('nl-nl', '2025-03-12')).toBe('12 maart 2025');
    expect(formatDate('en-gb', '2025-03-12')).toBe('12 March 2025');
    expect(formatDate('de-de', '2025-01-01')).toBe('1 January 2025');
  });

  it('gives null for what is not a calendar date', () => {
    for (const value of ['', '2025-02-30', '12-03-2025', 'tomorrow', null, 20250312]) expect(formatDate('nl-nl', value)).toBeNull();
  });
});
