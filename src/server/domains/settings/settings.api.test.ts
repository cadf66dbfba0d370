import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChanged } from '../../lib/events/content-events.ts';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { writeSetting } from './settings.repository.ts';
import { DEFAULT_COMPANY, DEFAULT_SITE_SETTINGS } from './settings.service.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

function expectErrors(response: AgentResponse, status: number, errors: { code: string; property?: string }[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ Success: false, Errors: errors });
}
function recordEvents() {
  const seen: ContentChanged[] = [];
  const listener = (event: ContentChanged) => seen.push(event);
  t.deps.events.on('content-changed', listener);
  return { seen, stop: () => t.deps.events.off('content-changed', listener) };
}
const company = (overrides: Record<string, unknown> = {}) => ({ ...structuredClone(DEFAULT_COMPANY), ...overrides });

describe('site settings', () => {
  it('saves, shows them publicly, and emits content-changed', async () => {
    const events = recordEvents();
    try {
      const body = { availableLocales: ['nl-nl', 'en-gb', 'de-de'], defaultLocale: 'en-gb', customSlugLocales: ['nl-nl'] };
      const saved = await admin.put('/api/settings/site', body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // The time zone, consent and API reference settings the body left out keep their stored values.
      expect(saved.body).toEqual({
        Success: true,
        Errors: [],
        settings: { ...body, timeZone: 'Europe/Amsterdam', consentByBrowsing: true, apiDocsPublic: false },
      });
      // With the fields that changed: the HTTP-cache purge leaves out those no page shows.
      expect(events.seen).toEqual([{ reason: 'settings', settingsFields: expect.arrayContaining(['availableLocales', 'defaultLocale']) }]);
      expect(await t.agent().get('/api/settings/get')).toMatchObject({ status: 200, body });
    } finally {
      events.stop();
      await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS);
    }
  });

  it('keeps the site time zone (default Europe/Amsterdam): a known IANA zone, else 400 V_12', async () => {
    try {
      expect((await t.agent().get('/api/settings/get')).body.timeZone).toBe('Europe/Amsterdam');
      const put = (timeZone: unknown) => admin.put('/api/settings/site', { ...DEFAULT_SITE_SETTINGS, timeZone });
      for (const bad of ['Mars/Olympus_Mons', '', 'Europe/Amsterdam; drop', 42]) {
        expectErrors(await put(bad), 400, [{ code: 'V_12', property: 'timeZone' }]);
      }
      expect((await t.agent().get('/api/settings/get')).body.timeZone).toBe('Europe/Amsterdam');
      // Stored canonical: another spelling or an alias of a zone is that zone; an offset is no zone.
      expect((await put('europe/amsterdam')).body.settings.timeZone).toBe('Europe/Amsterdam');
      expect((await put('US/Pacific')).body.settings.timeZone).toBe('America/Los_Angeles');
      expectErrors(await put('+01:00'), 400, [{ code: 'V_12', property: 'timeZone' }]);
      expect((await put('America/New_York')).status).toBe(200);
      expect((await t.agent().get('/api/settings/get')).body.timeZone).toBe('America/New_York');
      // A save of the languages alone (an older admin) does not reset it.
      const { timeZone: _left, ...languages } = DEFAULT_SITE_SETTINGS;
      expect((await admin.put('/api/settings/site', languages)).status).toBe(200);
      expect((await t.agent().get('/api/settings/get')).body.timeZone).toBe('America/New_York');
    } finally {
      await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS);
    }
  });

  it('keeps consent by browsing (issue 17; default on): a boolean, else 400 V_12; a body without it keeps it', async () => {
    try {
      expect((await t.agent().get('/api/settings/get')).body.consentByBrowsing).toBe(true);
      const put = (consentByBrowsing: unknown) => admin.put('/api/settings/site', { ...DEFAULT_SITE_SETTINGS, consentByBrowsing });
      for (const bad of ['false', 0, null, 'off']) {
        expectErrors(await put(bad), 400, [{ code: 'V_12', property: 'consentByBrowsing' }]);
      }
      expect((await t.agent().get('/api/settings/get')).body.consentByBrowsing).toBe(true);
      const off = await put(false);
      expect(off.status).toBe(200);
      expect(off.body.settings.consentByBrowsing).toBe(false);
      expect((await t.agent().get('/api/settings/get')).body.consentByBrowsing).toBe(false);
      // A save of the languages alone (an older admin, the languages form of an older build) keeps it off.
      const { consentByBrowsing: _left, ...languages } = DEFAULT_SITE_SETTINGS;
      expect((await admin.put('/api/settings/site', { ...languages, timeZone: 'America/New_York' })).status).toBe(200);
      expect((await t.agent().get('/api/settings/get')).body).toMatchObject({ consentByBrowsing: false, timeZone: 'America/New_York' });
      // And one without either keeps both.
      const { timeZone: _zone, ...bare } = languages;
      expect((await admin.put('/api/settings/site', bare)).body.settings).toMatchObject({
        consentByBrowsing: false,
        timeZone: 'America/New_York',
      });
      expect((await put(true)).status).toBe(200);
      expect((await t.agent().get('/api/settings/get')).body.consentByBrowsing).toBe(true);
    } finally {
      await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS);
    }
  });

  it('keeps the public API reference setting (issue 19; default off): a boolean, else 400 V_12; a body without it keeps it', async () => {
    const events = recordEvents();
    try {
      expect((await t.agent().get('/api/settings/get')).body.apiDocsPublic).toBe(false);
      const put = (apiDocsPublic: unknown) => admin.put('/api/settings/site', { ...DEFAULT_SITE_SETTINGS, apiDocsPublic });
      for (const bad of ['true', 1, null, 'on']) {
        expectErrors(await put(bad), 400, [{ code: 'V_12', property: 'apiDocsPublic' }]);
      }
      expect((await t.agent().get('/api/settings/get')).body.apiDocsPublic).toBe(false);
      const on = await put(true);
      expect(on.status).toBe(200);
      expect(on.body.settings.apiDocsPublic).toBe(true);
      // No page shows it: the save names only this field, so the HTTP-cache purge sends nothing.
      expect(events.seen).toEqual([{ reason: 'settings', settingsFields: ['apiDocsPublic'] }]);
      // A save from an admin or script that does not know the field leaves it on.
      const { apiDocsPublic: _left, ...older } = DEFAULT_SITE_SETTINGS;
      expect((await admin.put('/api/settings/site', older)).body.settings.apiDocsPublic).toBe(true);
      expect((await t.agent().get('/api/settings/get')).body.apiDocsPublic).toBe(true);
      expect((await put(false)).body.settings.apiDocsPublic).toBe(false);
    } finally {
      events.stop();
      await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS);
    }
  });

  it('a stored zone this runtime does not know falls back alone; the languages stay', async () => {
    try {
      await writeSetting(t.deps.db, 'site', {
        ...DEFAULT_SITE_SETTINGS,
        availableLocales: ['nl-nl', 'de-de'],
        timeZone: 'Mars/Olympus_Mons',
      });
      const shown = (await t.agent().get('/api/settings/get')).body;
      expect({ locales: shown.availableLocales, zone: shown.timeZone }).toEqual({ locales: ['nl-nl', 'de-de'], zone: 'Europe/Amsterdam' });
    } finally {
      await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS);
    }
  });

  it('refuses bad settings with exact codes and changes nothing', async () => {
    const events = recordEvents();
    try {
      const put = (body: unknown) => admin.put('/api/settings/site', body);
      expectErrors(await put({ availableLocales: ['nl-nl'], defaultLocale: 'en-gb', customSlugLocales: [] }), 400, [
        { code: 'V_12', property: 'defaultLocale' },
      ]);
      expectErrors(await put({ availableLocales: ['nl-nl', 'xx-xx'], defaultLocale: 'nl-nl', customSlugLocales: [] }), 400, [
        { code: 'V_12', property: 'availableLocales.1' },
      ]);
      expectErrors(await put({ availableLocales: ['nl-nl'], defaultLocale: 'xx-xx', customSlugLocales: [] }), 400, [
        { code: 'V_12', property: 'defaultLocale' },
      ]);
      expectErrors(await put({ availableLocales: ['nl-nl'], defaultLocale: 'nl-nl', customSlugLocales: ['klingon'] }), 400, [
        { code: 'V_12', property: 'customSlugLocales.0' },
      ]);
      expectErrors(await put({ availableLocales: [], defaultLocale: 'nl-nl', customSlugLocales: [] }), 400, [
        { code: 'V_01', property: 'availableLocales' },
      ]);
      expect((await put({})).status).toBe(400);
      expect(events.seen).toEqual([]);
      expect((await t.agent().get('/api/settings/get')).body).toMatchObject(DEFAULT_SITE_SETTINGS);
    } finally {
      events.stop();
    }
  });

  it.each([
    [
      'a custom-slug locale that is not available',
      { availableLocales: ['nl-nl'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl', 'en-gb'] },
      [{ code: 'V_12', property: 'customSlugLocales.1' }],
    ],
    [
      'two custom-slug locales that are not available',
      { availableLocales: ['en-gb'], defaultLocale: 'en-gb', customSlugLocales: ['de-de', 'en-gb', 'fr-fr'] },
      [
        { code: 'V_12', property: 'customSlugLocales.0' },
        { code: 'V_12', property: 'customSlugLocales.2' },
      ],
    ],
    [
      'a repeated available locale',
      { availableLocales: ['nl-nl', 'en-gb', 'nl-nl'], defaultLocale: 'nl-nl', customSlugLocales: [] },
      [{ code: 'V_06', property: 'availableLocales.2' }],
    ],
    [
      'a repeated custom-slug locale',
      { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', customSlugLocales: ['en-gb', 'en-gb'] },
      [{ code: 'V_06', property: 'customSlugLocales.1' }],
    ],
    [
      'a default that is not available',
      { availableLocales: ['nl-nl', 'de-de'], defaultLocale: 'en-gb', customSlugLocales: ['de-de'] },
      [{ code: 'V_12', property: 'defaultLocale' }],
    ],
    [
      'everything at once',
      { availableLocales: ['de-de', 'de-de'], defaultLocale: 'fr-fr', customSlugLocales: ['nl-nl', 'nl-nl'] },
      [
        { code: 'V_06', property: 'availableLocales.1' },
        { code: 'V_06', property: 'customSlugLocales.1' },
        { code: 'V_12', property: 'defaultLocale' },
        { code: 'V_12', property: 'customSlugLocales.0' },
      ],
    ],
  ])('refuses %s and changes nothing', async (_name, body, errors) => {
    const events = recordEvents();
    try {
      expectErrors(await admin.put('/api/settings/site', body), 400, errors);
      expect(events.seen).toEqual([]);
      expect((await t.agent().get('/api/settings/get')).body).toMatchObject(DEFAULT_SITE_SETTINGS);
    } finally {
      events.stop();
    }
  });

  it('only the Administrator may change them', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    expectErrors(await editor.put('/api/settings/site', { ...DEFAULT_SITE_SETTINGS, defaultLocale: 'en-gb' }), 403, [{ code: 'UM_01' }]);
    expect((await t.agent().put('/api/settings/site', DEFAULT_SITE_SETTINGS)).status).toBe(401);
    const role = await createRole(t, ['manage-settings']);
    const { agent: settingsManager } = await loggedInUser(t, { role });
    expect((await settingsManager.put('/api/settings/site', DEFAULT_SITE_SETTINGS)).status).toBe(200);
    expect((await t.agent().get('/api/settings/get')).body.defaultLocale).toBe('nl-nl');
  });

  it('a removed locale can no longer get pages; adding it back allows them again', async () => {
    expect(
      (await admin.put('/api/settings/site', { availableLocales: ['nl-nl'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl'] })).status,
    ).toBe(200);
    try {
      const refused = await admin.post('/api/page/create', { title: 'English', slug: 'english-page', type: 'blank', locale: 'en-gb' });
      expectErrors(refused, 400, [{ code: 'V_12', property: 'locale' }]);
      expect((await admin.post('/api/page/create', { title: 'Dutch', slug: 'dutch-page', type: 'blank', locale: 'nl-nl' })).status).toBe(
        200,
      );
    } finally {
      expect((await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS)).status).toBe(200);
    }
    expect((await admin.post('/api/page/create', { title: 'English', slug: 'english-page', type: 'blank', locale: 'en-gb' })).status).toBe(
      200,
    );
  });
});

describe('company settings', () => {
  it('GET /settings/company gives the administrator everything, contactRecipient included', async () => {
    const response = await admin.get('/api/settings/company');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [], company: DEFAULT_COMPANY });
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    expectErrors(await editor.get('/api/settings/company'), 403, [{ code: 'UM_01' }]);
    expect((await t.agent().get('/api/settings/company')).status).toBe(401);
  });

  it('saves the company; the public settings show it without contactRecipient', async () => {
    const events = recordEvents();
    try {
      const body = company({
        name: 'Renamed Ecology',
        email: 'hello@renamed.example',
        offices: [
          {
            id: 'utrecht',
            city: 'Utrecht',
            role: 'headquarters',
            addressLines: ['Straat 1'],
            phone: '+31 30 000 0000',
            latitude: 52.09,
            longitude: 5.12,
          },
        ],
        social: { linkedin: 'https://linkedin.example/renamed', x: '', instagram: '', youtube: 'http://youtube.example/r', facebook: '' },
        contactRecipient: 'secret-inbox@renamed.example',
      });
      const saved = await admin.put('/api/settings/company', body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual({ Success: true, Errors: [], company: body });
      expect(events.seen).toEqual([{ reason: 'settings', settingsFields: expect.arrayContaining(['contactRecipient', 'social']) }]);
      expect((await admin.get('/api/settings/company')).body.company).toEqual(body);
      const publicSettings = await t.agent().get('/api/settings/get');
      const { contactRecipient: _hidden, ...visible } = body;
      expect(publicSettings.body.company).toEqual(visible);
      expect(JSON.stringify(publicSettings.body)).not.toContain('secret-inbox');
    } finally {
      events.stop();
      expect((await admin.put('/api/settings/company', DEFAULT_COMPANY)).status).toBe(200);
    }
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, [{ code: 'V_02', property: 'email' }]],
    ['an empty email', { email: '' }, [{ code: 'V_01', property: 'email' }]],
    ['a bad contactRecipient', { contactRecipient: 'nobody@' }, [{ code: 'V_02', property: 'contactRecipient' }]],
    ['an empty name', { name: '  ' }, [{ code: 'V_01', property: 'name' }]],
    ['no offices', { offices: [] }, [{ code: 'V_01', property: 'offices' }]],
    [
      'a javascript: social link',
      { social: { ...DEFAULT_COMPANY.social, x: 'javascript:alert(1)' } },
      [{ code: 'V_13', property: 'social.x' }],
    ],
    [
      'a social link without http(s)',
      { social: { ...DEFAULT_COMPANY.social, linkedin: 'linkedin.com/company/x' } },
      [{ code: 'V_13', property: 'social.linkedin' }],
    ],
    [
      'an ftp social link',
      { social: { ...DEFAULT_COMPANY.social, facebook: 'ftp://facebook.com/x' } },
      [{ code: 'V_13', property: 'social.facebook' }],
    ],
    [
      'an office without a city',
      { offices: [{ ...DEFAULT_COMPANY.offices[0], city: '' }] },
      [{ code: 'V_01', property: 'offices.0.city' }],
    ],
    [
      'an office with a bad latitude',
      { offices: [{ ...DEFAULT_COMPANY.offices[0], latitude: 91 }] },
      [{ code: 'V_12', property: 'offices.0.latitude' }],
    ],
    ['a too long name', { name: 'n'.repeat(121) }, [{ code: 'V_14', property: 'name' }]],
  ])('refuses %s and changes nothing', async (_name, overrides, errors) => {
    const events = recordEvents();
    try {
      expectErrors(await admin.put('/api/settings/company', company(overrides)), 400, errors);
      expect(events.seen).toEqual([]);
      expect((await admin.get('/api/settings/company')).body.company).toEqual(DEFAULT_COMPANY);
    } finally {
      events.stop();
    }
  });

  it('refuses two offices with one id', async () => {
    const offices = [DEFAULT_COMPANY.offices[0], { ...DEFAULT_COMPANY.offices[1], id: DEFAULT_COMPANY.offices[0]!.id }];
    expectErrors(await admin.put('/api/settings/company', company({ offices })), 400, [{ code: 'V_06', property: 'offices.1.id' }]);
  });

  it('only the Administrator may change it', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    expectErrors(await editor.put('/api/settings/company', company({ name: 'Hijacked' })), 403, [{ code: 'UM_01' }]);
    expect((await t.agent().put('/api/settings/company', company({ name: 'Hijacked' }))).status).toBe(401);
    expect((await admin.get('/api/settings/company')).body.company.name).toBe(DEFAULT_COMPANY.name);
  });
});
