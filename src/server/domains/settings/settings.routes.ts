import type { FastifyInstance } from 'fastify';
import { companySettings } from '../../../shared/schemas/company.ts';
import { siteSettings } from '../../../shared/schemas/settings.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission } from '../auth/auth.guard.ts';
import { getCompany, getSiteSettings, saveCompany, saveSiteSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const administrator = { preHandler: permission('manage-settings') };

  /**
   * Public: the admin needs it before login and the site needs the locales and company details.
   * The public address is no secret (every page's canonical link names it); the admin shows it
   * in the search-result preview, which would otherwise show the admin's own address.
   */
  app.get('/settings/get', async () => ({
    ...(await getSiteSettings(db)),
    inactivityMinutes: config.inactivityMinutes,
    publicUrl: config.publicUrl,
    company: publicCompany(await getCompany(db)),
  }));

  app.get('/settings/company', administrator, async () => ok({ company: await getCompany(db) }));

  app.put('/settings/site', administrator, async (request) => {
    // The time zone came after SPEC 3's fields: a body without it (an older admin, a script
    // that knows only the languages) keeps the stored zone instead of resetting it.
    const body: unknown = request.body;
    const withZone = isPlainObject(body) && !('timeZone' in body) ? { ...body, timeZone: (await getSiteSettings(db)).timeZone } : body;
    const settings = parseInput(siteSettings, withZone);
    await saveSiteSettings(db, settings);
    await app.deps.events.changed({ reason: 'settings' });
    return ok({ settings });
  });

  app.put('/settings/company', administrator, async (request) => {
    const company = parseInput(companySettings, request.body);
    await saveCompany(db, company);
    await app.deps.events.changed({ reason: 'settings' });
    return ok({ company });
  });
}

/** Everything but where contact mail is delivered, which is an administrator's business. */
function publicCompany(company: Awaited<ReturnType<typeof getCompany>>) {
  const { contactRecipient: _hidden, ...visible } = company;
  return visible;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
