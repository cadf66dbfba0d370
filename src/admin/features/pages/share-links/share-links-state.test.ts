import { describe, expect, it } from 'vitest';
import { initialShareLinksState, parseExpiryDays, shareLinksReducer } from './share-links-state.ts';

const link = (id: number) => ({
  id,
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  createdBy: 1,
  createdByName: 'Ann',
});

describe('parseExpiryDays', () => {
  it('takes whole days from 1 to 30 and refuses anything else on the field', () => {
    expect(parseExpiryDays('7')).toEqual({ ok: true, days: 7 });
    expect(parseExpiryDays(' 30 ')).toEqual({ ok: true, days: 30 });
    expect(parseExpiryDays('1')).toEqual({ ok: true, days: 1 });
    for (const bad of ['0', '31', '1.5', '-2', 'abc', '', '1e1']) {
      expect(parseExpiryDays(bad), bad).toEqual({ ok: false, errors: [{ code: 'V_12', property: 'expiresInDays' }] });
    }
  });
});

describe('shareLinksReducer', () => {
  it('starts at the default of seven days and shows a made link once, with the new list', () => {
    expect(initialShareLinksState.days).toBe('7');
    let state = shareLinksReducer(initialShareLinksState, { type: 'loaded', links: [link(1)] });
    state = shareLinksReducer(state, { type: 'started' });
    expect(state.busy).toBe(true);
    state = shareLinksReducer(state, {
      type: 'created',
      link: { id: 2, url: 'https://example.org/share/abc', expiresAt: '2026-12-04T10:00:00.000Z' },
      links: [link(1), link(2)],
    });
    expect(state).toMatchObject({ busy: false, created: { id: 2 }, links: [{ id: 1 }, { id: 2 }] });
  });

  it('a revoked link leaves the list, and its URL is no longer shown', () => {
    let state = shareLinksReducer(initialShareLinksState, {
      type: 'created',
      link: { id: 2, url: 'https://example.org/share/abc', expiresAt: 'x' },
      links: [link(1), link(2)],
    });
    state = shareLinksReducer(state, { type: 'revoked', linkId: 2 });
    expect(state.links?.map((item) => item.id)).toEqual([1]);
    expect(state.created).toBeNull();
    expect(state.notice).toBe('revoked');
  });

  it("keeps errors until the field changes, then drops that field's", () => {
    let state = shareLinksReducer(initialShareLinksState, {
      type: 'failed',
      errors: [{ code: 'V_12', property: 'expiresInDays' }, { code: 'G_01' }],
    });
    state = shareLinksReducer(state, { type: 'daysChanged', days: '5' });
    expect(state.errors).toEqual([{ code: 'G_01' }]);
    expect(state.days).toBe('5');
  });
});
