import { describe, expect, it } from 'vitest';
import {
  EMPTY_REDIRECT_FORM,
  formFromRedirect,
  importFileProblem,
  needsTarget,
  redirectRequest,
  refusedRows,
  SORT_OPTIONS,
} from './redirects-state.ts';

describe('redirect form', () => {
  it('builds the request the server takes, with the target dropped for 410', () => {
    expect(redirectRequest({ from: ' /oud ', to: ' /nieuw ', status: '302' })).toEqual({
      ok: true,
      body: { from: '/oud', to: '/nieuw', status: 302 },
    });
    expect(redirectRequest({ from: '/weg', to: '/ignored', status: '410' })).toEqual({
      ok: true,
      body: { from: '/weg', to: null, status: 410 },
    });
    expect(needsTarget({ status: '410' })).toBe(false);
  });

  it('checks with the shared schema: same codes on the same fields as the server', () => {
    expect(redirectRequest(EMPTY_REDIRECT_FORM)).toEqual({ ok: false, errors: [{ code: 'V_01', property: 'from' }] });
    expect(redirectRequest({ from: 'https://evil.example/x', to: '/a', status: '301' })).toEqual({
      ok: false,
      errors: [{ code: 'V_12', property: 'from' }],
    });
    expect(redirectRequest({ from: '/a', to: 'javascript:alert(1)', status: '301' })).toEqual({
      ok: false,
      errors: [{ code: 'V_13', property: 'to' }],
    });
    expect(redirectRequest({ from: '/a', to: '', status: '301' })).toEqual({ ok: false, errors: [{ code: 'V_01', property: 'to' }] });
  });

  it('fills the form from a redirect', () => {
    const dto = {
      id: 1,
      from: '/a',
      to: null,
      status: 410 as const,
      automatic: false,
      pageId: null,
      locale: null,
      createdAt: '',
      updatedAt: '',
    };
    expect(formFromRedirect(dto)).toEqual({ from: '/a', to: '', status: '410' });
  });
});

describe('list and import helpers', () => {
  it('offers every sort column of the API with a label key', () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual(['from', 'to', 'status', 'updatedAt']);
    expect(SORT_OPTIONS[3]?.labelKey).toBe('redirects.sortUpdatedAt');
  });

  it('refuses a missing, empty or oversized file before reading it', () => {
    expect(importFileProblem(null)).toBe('importNoFile');
    expect(importFileProblem({ size: 0 })).toBe('importNoFile');
    expect(importFileProblem({ size: 10_000_000 })).toBe('importTooLarge');
    expect(importFileProblem({ size: 2_000 })).toBeNull();
  });

  it('lists refused rows by line with their error', () => {
    expect(
      refusedRows({
        created: 1,
        refused: [
          { line: 9, code: 'V_06', property: 'from' },
          { line: 3, code: 'V_12' },
        ],
      }),
    ).toEqual([
      { line: 3, error: { code: 'V_12' } },
      { line: 9, error: { code: 'V_06', property: 'from' } },
    ]);
  });
});
