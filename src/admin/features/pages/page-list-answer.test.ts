import { describe, expect, it } from 'vitest';
import { pageListAnswer } from '../../../shared/pages/page-answers.ts';

/** checkedApi returns the schema's output, so a field the schema does not name would be dropped. */
describe('the page list answer the overview validates', () => {
  it('keeps totalIsEstimate, and accepts answers without it', () => {
    expect(pageListAnswer.parse({ data: { items: [], totalItems: '1025', totalIsEstimate: true } }).data).toEqual({
      items: [],
      totalItems: 1025,
      totalIsEstimate: true,
    });
    expect(pageListAnswer.parse({ data: { items: [], totalItems: 40 } }).data).toEqual({ items: [], totalItems: 40 });
    expect(pageListAnswer.safeParse({ data: { items: [], totalItems: 40, totalIsEstimate: 'yes' } }).success).toBe(false);
  });
});
