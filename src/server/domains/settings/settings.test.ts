import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { writeSetting } from './settings.repository.ts';
import { DEFAULT_COMPANY, DEFAULT_SITE_SETTINGS } from './settings.service.ts';

const { contactRecipient: _recipient, ...publicCompany } = DEFAULT_COMPANY;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { INACTIVITY_MINUTES: '15' } });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/settings/get', () => {
  it('gives the seeded site settings to an anonymous visitor', async () => {
    const response = await t.agent().get('/api/settings/get');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      availableLocales: ['nl-nl', 'en-gb'],
      defaultLocale: 'nl-nl',
      customSlugLocales: ['nl-nl', 'en-gb'],
      timeZone: 'Europe/Amsterdam',
      consentByBrowsing: true,
      apiDocsPublic: false,
      inactivityMinutes: 15,
      publicUrl: 'http://cms.test',
      company: { ...publicCompany },
    });
    expect(response.body.company).not.toHaveProperty('contactRecipient');
  });

  it('gives the same to a logged-in user', async () => {
    const admin = await t.adminAgent();
    const response = await admin.get('/api/settings/get');
    expect(response.status).toBe(200);
    expect(response.body.defaultLocale).toBe('nl-nl');
  });

  it('reflects stored settings, and falls back to the defaults when the stored value is invalid', async () => {
    await writeSetting(t.deps.db, 'site', { availableLocales: ['en-gb', 'de-de'], defaultLocale: 'de-de', customSlugLocales: [] });
    const stored = await t.agent().get('/api/settings/get');
    expect(stored.body).toMatchObject({ availableLocales: ['en-gb', 'de-de'], defaultLocale: 'de-de', customSlugLocales: [] });

    // A default locale that is not available is invalid.
    await writeSetting(t.deps.db, 'site', { availableLocales: ['en-gb'], defaultLocale: 'fr-fr', customSlugLocales: [] });
    const fallback = await t.agent().get('/api/settings/get');
    expect(fallback.status).toBe(200);
    expect(fallback.body).toMatchObject(DEFAULT_SITE_SETTINGS);
    await writeSetting(t.deps.db, 'site', DEFAULT_SITE_SETTINGS);
  });

  it('repairs stored settings from before the rules between the fields (repeats, custom-slug locales not available)', async () => {
    await writeSetting(t.deps.db, 'site', {
      availableLocales: ['en-gb', 'nl-nl', 'en-gb'],
      defaultLocale: 'nl-nl',
      customSlugLocales: ['fr-fr', 'nl-nl', 'nl-nl'],
    });
    const repaired = await t.agent().get('/api/settings/get');
    expect(repaired.status).toBe(200);
    expect(repaired.body).toMatchObject({ availableLocales: ['en-gb', 'nl-nl'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl'] });
    await writeSetting(t.deps.db, 'site', DEFAULT_SITE_SETTINGS);
  });

  it('is a GET only', async () => {
    const response = await t.agent().post('/api/settings/get', {});
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'G_02' }] });
  });
});
