import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_BANNER_VERSION, consentBannerVersion } from '../../../shared/consent/consent-schemas.ts';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DEFAULT_SITE_SETTINGS } from '../settings/settings.service.ts';

/** Issue 17: every cookie consent choice is recorded (time, choice, banner version), and nothing personal. */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const rows = () => t.deps.db.selectFrom('consent_records').selectAll().orderBy('id').execute();
const lastRow = async () => (await rows()).at(-1);
function expectErrors(response: AgentResponse, errors: { code: string; property?: string }[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({ Success: false, Errors: errors });
}
const postForm = (payload: string, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: '/consent',
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
const visit = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The name=value pairs of a response's Set-Cookie headers, as a Cookie header sends them back. */
const cookiesOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((value) => String(value).split(';')[0])
    .join('; ');

describe('POST /api/consent', () => {
  it('stores the time, the choice and the banner version, and nothing that identifies the visitor', async () => {
    const before = new Date().toISOString();
    const visitor = t.agent();
    const answer = await visitor.request('POST', '/api/consent', {
      payload: { choice: 'accept-all', bannerVersion: '2026-11-browse', ip: '10.1.2.3', userAgent: 'Firefox', cookieId: 'abc' },
      headers: { 'user-agent': 'Mozilla/5.0 Test', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ Success: true, Errors: [] });
    const row = await lastRow();
    // Exactly these columns: no address, browser, session or cookie id.
    expect(Object.keys(row!).sort()).toEqual(['banner_version', 'choice', 'created_at', 'id']);
    expect(row).toMatchObject({ choice: 'accept-all', banner_version: '2026-11-browse' });
    expect(row!.created_at >= before && row!.created_at <= new Date().toISOString()).toBe(true);
    expect(JSON.stringify(await rows())).not.toMatch(/10\.1\.2\.3|203\.0\.113|Mozilla|Firefox|abc/);
  });

  it('refuses bodies that are not a choice with the SPEC 8 codes, and stores nothing', async () => {
    const count = (await rows()).length;
    const post = (payload: unknown) => t.agent().request('POST', '/api/consent', { payload: payload as string });
    expectErrors(await post({}), [
      { code: 'V_01', property: 'choice' },
      { code: 'V_01', property: 'bannerVersion' },
    ]);
    expectErrors(await post({ choice: 'maybe', bannerVersion: CONSENT_BANNER_VERSION }), [{ code: 'V_12', property: 'choice' }]);
    expectErrors(await post({ choice: 'reject-all', bannerVersion: '<script>' }), [{ code: 'V_12', property: 'bannerVersion' }]);
    expectErrors(await post({ choice: 'reject-all', bannerVersion: 'x'.repeat(33) }), [{ code: 'V_12', property: 'bannerVersion' }]);
    expectErrors(await post({ choice: ['accept-all'], bannerVersion: 7 }), [
      { code: 'V_12', property: 'choice' },
      { code: 'V_12', property: 'bannerVersion' },
    ]);
    expectErrors(await post([]), [{ code: 'V_12' }]);
    expect((await rows()).length).toBe(count);
  });

  it('is limited per client, like the contact form', async () => {
    const visitor = t.agent();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await visitor.post('/api/consent', { choice: 'custom', bannerVersion: 'limit-test' })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('GET /api/consent/summary', () => {
  it('counts per banner version and choice, for administrators only', async () => {
    for (const choice of ['reject-all', 'reject-all', 'placeholder']) {
      expect((await t.agent().post('/api/consent', { choice, bannerVersion: 'summary-test' })).status).toBe(200);
    }
    expect((await t.agent().get('/api/consent/summary')).status).toBe(401);
    const { agent: editor } = await loggedInUser(t);
    expect((await editor.get('/api/consent/summary')).status).toBe(403);

    const summary = await admin.get('/api/consent/summary');
    expect(summary.status).toBe(200);
    const forVersion = (summary.body.data as { bannerVersion: string }[]).filter((row) => row.bannerVersion === 'summary-test');
    expect(forVersion).toEqual([
      { bannerVersion: 'summary-test', choice: 'placeholder', count: 1, firstAt: expect.any(String), lastAt: expect.any(String) },
      { bannerVersion: 'summary-test', choice: 'reject-all', count: 2, firstAt: expect.any(String), lastAt: expect.any(String) },
    ]);
    expect(summary.body.data).toContainEqual(expect.objectContaining({ bannerVersion: 'limit-test', choice: 'custom', count: 20 }));
  });
});

describe('the site records the choices made there', () => {
  it('records the banner buttons (Reject all sets no category), the share placeholder, and browsing on', async () => {
    const reject = await postForm(`choice=reject&bannerVersion=${consentBannerVersion(true)}&return=%2F`);
    expect(reject.statusCode).toBe(303);
    expect(String(reject.headers['set-cookie'])).toContain('cms_consent=n1s0m0');
    await vi.waitFor(async () => expect(await lastRow()).toMatchObject({ choice: 'reject-all', banner_version: '2026-11-browse' }));

    await postForm('choice=custom&marketing=1&origin=placeholder&return=%2F');
    // Without a version in the form, the version of the banner the site shows now.
    await vi.waitFor(async () => expect(await lastRow()).toMatchObject({ choice: 'placeholder', banner_version: '2026-11-browse' }));

    const count = (await rows()).length;
    const first = await visit('/consent-test-first', '');
    expect(first.body).toContain('Verder browsen geldt als toestemming.');
    expect(first.body).toContain('>Alles weigeren<');
    expect(first.body).toContain('value="reject"');
    // Issue 18: the pages set no cookie; their beacons (1x1 images) do, and record browsing on.
    expect(first.headers['set-cookie']).toBeUndefined();
    const beaconOf = (html: string) => /<img class="consent-beacon" src="([^"]+)"/.exec(html)?.[1] ?? '';
    const seen = await visit(beaconOf(first.body).replaceAll('&amp;', '&'), '');
    const second = await visit('/consent-test-second', cookiesOf(seen));
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(beaconOf(second.body)).toBe('/consent/browsed');
    expect((await rows()).length).toBe(count);
    const browsed = await visit('/consent/browsed', cookiesOf(seen));
    expect(String(browsed.headers['set-cookie'])).toContain('cms_consent=n1s1m1');
    await vi.waitFor(async () => expect(await lastRow()).toMatchObject({ choice: 'browsing', banner_version: '2026-11-browse' }));
    expect((await rows()).length).toBe(count + 1);
  });

  it('with consent by browsing off, browsing on neither consents nor records, and the banner says so', async () => {
    expect((await admin.put('/api/settings/site', { ...DEFAULT_SITE_SETTINGS, consentByBrowsing: false })).status).toBe(200);
    try {
      const count = (await rows()).length;
      const first = await visit('/consent-off-first', '');
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(first.body).toContain('Zolang u niet kiest, gebruiken we alleen de noodzakelijke cookies.');
      expect(first.body).toContain(`name="bannerVersion" value="${consentBannerVersion(false)}"`);
      // Even with a mark from when the setting was on.
      const second = await visit('/consent-off-second', 'cms_consent_seen=v1');
      expect(second.headers['set-cookie']).toBeUndefined();
      expect(second.body).toContain('class="cookie-banner"');
      expect(first.body + second.body).not.toContain('consent-beacon');
      // A beacon asked for anyway sets and records nothing.
      expect((await visit('/consent/browsed', 'cms_consent_seen=v1')).headers['set-cookie']).toBeUndefined();
      expect((await visit('/consent/seen?m=v1', '')).headers['set-cookie']).toBeUndefined();
      expect((await rows()).length).toBe(count);

      const accept = await postForm(`choice=all&bannerVersion=${consentBannerVersion(false)}&return=%2F`);
      expect(String(accept.headers['set-cookie'])).toContain('cms_consent=n1s1m1');
      await vi.waitFor(async () => expect(await lastRow()).toMatchObject({ choice: 'accept-all', banner_version: '2026-11-explicit' }));
    } finally {
      await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS);
    }
  });
});
