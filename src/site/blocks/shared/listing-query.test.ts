import { describe, expect, it } from 'vitest';
import { parseListingQuery, listingQueryString } from './listing-query.ts';
import { pagerPages } from './Pager.tsx';

describe('listing query (project finder, news overview)', () => {
  it('reads known filters and the page, and ignores everything else', () => {
    expect(parseListingQuery({ theme: 'BIODIVERSITY', service: 'LAB_ANALYSES', province: 'ZEELAND', year: '2023', page: '3' })).toEqual({
      theme: 'BIODIVERSITY',
      service: 'LAB_ANALYSES',
      province: 'ZEELAND',
      year: 2023,
      page: 3,
    });
    const empty = { theme: '', service: '', province: '', year: null, page: 1 };
    expect(parseListingQuery({})).toEqual(empty);
    expect(parseListingQuery({ theme: 'NONE', service: 'x', province: 'MARS', year: '1800', page: '-2' })).toEqual(empty);
    expect(parseListingQuery({ year: '20245', page: '2.5' })).toEqual(empty);
    expect(parseListingQuery({ page: '999999' }).page).toBe(1000);
  });

  it('writes canonical addresses: fixed order, nothing for defaults', () => {
    expect(listingQueryString(parseListingQuery({ page: '1', year: 'abc' }))).toBe('');
    expect(listingQueryString(parseListingQuery({ page: '2', year: '2024', theme: 'BIODIVERSITY' }))).toBe(
      '?theme=BIODIVERSITY&year=2024&page=2',
    );
  });

  it('offers every page of a short list and a window around the current page of a long one', () => {
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(10, 40)).toEqual([1, 8, 9, 10, 11, 12, 40]);
    expect(pagerPages(1, 40)).toEqual([1, 2, 3, 40]);
  });
});
