import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { writeSetting } from './settings.repository.ts';
import { DEFAULT_COMPANY } from './settings.service.ts';

/**
 * Issue 17: the company facts of the footer (KvK and VAT numbers, the accessibility statement's
 * page) and the share image of pages without their own, in PUT/GET /api/settings/company.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterEach(async () => {
  expect((await admin.put('/api/settings/company', DEFAULT_COMPANY)).status).toBe(200);
});
afterAll(async () => t.close());

const company = (overrides: Record<string, unknown> = {}) => ({ ...structuredClone(DEFAULT_COMPANY), ...overrides });
function expectErrors(response: AgentResponse, status: number, errors: { code: string; property?: string }[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ Success: false, Errors: errors });
}

describe('company facts and share image', () => {
  it('the defaults are valid registration numbers, no accessibility page and no share image', () => {
    expect(DEFAULT_COMPANY).toMatchObject({
      kvkNumber: '00000000',
      vatNumber: 'NL000000000B01',
      accessibilityStatementPath: '',
      shareImageUrl: '',
    });
  });

  it('saves them (numbers without the spaces and dots people type, VAT in capitals) and shows them publicly', async () => {
    const body = company({
      kvkNumber: ' 1234 5678 ',
      vatNumber: 'nl 0012.34.567 b01',
      accessibilityStatementPath: ' /toegankelijkheid ',
      shareImageUrl: '/api/medialib/get-page-file/7/seo_image/abc/river.jpg',
    });
    const saved = await admin.put('/api/settings/company', body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      ...DEFAULT_COMPANY,
      kvkNumber: '12345678',
      vatNumber: 'NL001234567B01',
      accessibilityStatementPath: '/toegankelijkheid',
      shareImageUrl: '/api/medialib/get-page-file/7/seo_image/abc/river.jpg',
    };
    expect(saved.body.company).toEqual(expected);
    expect((await admin.get('/api/settings/company')).body.company).toEqual(expected);
    expect((await t.agent().get('/api/settings/get')).body.company).toMatchObject({
      kvkNumber: '12345678',
      vatNumber: 'NL001234567B01',
      accessibilityStatementPath: '/toegankelijkheid',
      shareImageUrl: '/api/medialib/get-page-file/7/seo_image/abc/river.jpg',
    });
    // An https address of an image elsewhere, and empty values (nothing shown), are fine too.
    const other = company({
      shareImageUrl: 'https://images.example/share.jpg',
      kvkNumber: '',
      vatNumber: '',
      accessibilityStatementPath: '',
    });
    expect((await admin.put('/api/settings/company', other)).body.company).toEqual(other);
  });

  it.each([
    ['a KvK number of seven digits', { kvkNumber: '1234567' }, [{ code: 'V_12', property: 'kvkNumber' }]],
    ['a KvK number with letters', { kvkNumber: '1234567A' }, [{ code: 'V_12', property: 'kvkNumber' }]],
    ['a KvK number as a number', { kvkNumber: 12345678 }, [{ code: 'V_12', property: 'kvkNumber' }]],
    ['a too long KvK number', { kvkNumber: '1'.repeat(41) }, [{ code: 'V_14', property: 'kvkNumber' }]],
    ['a VAT number without country code', { vatNumber: '123456789B01' }, [{ code: 'V_12', property: 'vatNumber' }]],
    ['a VAT number with punctuation', { vatNumber: 'NL1234-5678' }, [{ code: 'V_12', property: 'vatNumber' }]],
    [
      'an accessibility page without a leading slash',
      { accessibilityStatementPath: 'toegankelijkheid' },
      [{ code: 'V_13', property: 'accessibilityStatementPath' }],
    ],
    [
      'an accessibility page on another host',
      { accessibilityStatementPath: '//elsewhere.example/a11y' },
      [{ code: 'V_13', property: 'accessibilityStatementPath' }],
    ],
    [
      'an accessibility page with a space',
      { accessibilityStatementPath: '/toegankelijk heid' },
      [{ code: 'V_13', property: 'accessibilityStatementPath' }],
    ],
    ['a javascript: share image', { shareImageUrl: 'javascript:alert(1)' }, [{ code: 'V_13', property: 'shareImageUrl' }]],
    ['an ftp share image', { shareImageUrl: 'ftp://images.example/a.jpg' }, [{ code: 'V_13', property: 'shareImageUrl' }]],
    ['a protocol-relative share image', { shareImageUrl: '//images.example/a.jpg' }, [{ code: 'V_13', property: 'shareImageUrl' }]],
    [
      'a too long share image',
      { shareImageUrl: `https://images.example/${'a'.repeat(480)}.jpg` },
      [{ code: 'V_14', property: 'shareImageUrl' }],
    ],
  ])('refuses %s with its code and changes nothing', async (_name, overrides, errors) => {
    expectErrors(await admin.put('/api/settings/company', company(overrides)), 400, errors);
    expect((await admin.get('/api/settings/company')).body.company).toEqual(DEFAULT_COMPANY);
  });

  it('a body without them (an older admin) keeps the stored ones', async () => {
    expect((await admin.put('/api/settings/company', company({ kvkNumber: '12345678', shareImageUrl: '/share.jpg' }))).status).toBe(200);
    const { kvkNumber: _k, vatNumber: _v, accessibilityStatementPath: _a, shareImageUrl: _s, ...older } = company({ name: 'Renamed' });
    const saved = await admin.put('/api/settings/company', older);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.company).toMatchObject({
      name: 'Renamed',
      kvkNumber: '12345678',
      vatNumber: 'NL000000000B01',
      shareImageUrl: '/share.jpg',
    });
  });

  it('company settings stored before issue 17 read with empty facts', async () => {
    const { kvkNumber: _k, vatNumber: _v, accessibilityStatementPath: _a, shareImageUrl: _s, ...stored } = company({ name: 'Before' });
    await writeSetting(t.deps.db, 'company', stored);
    expect((await admin.get('/api/settings/company')).body.company).toEqual({
      ...stored,
      kvkNumber: '',
      vatNumber: '',
      accessibilityStatementPath: '',
      shareImageUrl: '',
    });
  });

  it('only the Administrator may change them', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    expectErrors(await editor.put('/api/settings/company', company({ kvkNumber: '87654321' })), 403, [{ code: 'UM_01' }]);
    expect((await t.agent().put('/api/settings/company', company({ kvkNumber: '87654321' }))).status).toBe(401);
    expect((await admin.get('/api/settings/company')).body.company.kvkNumber).toBe(DEFAULT_COMPANY.kvkNumber);
  });
});
