import type { FastifyInstance } from 'fastify';
import { companySettings, type CompanySettings } from '../../../shared/schemas/company.ts';
import { siteSettings, type SiteSettings } from '../../../shared/schemas/settings.ts';
import { changedFields } from '../../lib/events/settings-fields.ts';
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
  app.get('/settings/get', { config: { tokenRead: true } }, async () => ({
    ...(await getSiteSettings(db)),
    inactivityMinutes: config.inactivityMinutes,
    publicUrl: config.publicUrl,
    company: publicCompany(await getCompany(db)),
  }));

  app.get('/settings/company', administrator, async () => ok({ company: await getCompany(db) }));

  app.put('/settings/site', administrator, async (request) => {
    // The time zone, consent by browsing and the API reference came after SPEC 3's fields: a body without them (an
    // older admin, a script that knows only the languages) keeps the stored values instead of
    // resetting them to their defaults.
    const settings = parseInput(siteSettings, await withLaterFields(request.body, () => getSiteSettings(db)));
    const before = await getSiteSettings(db);
    await saveSiteSettings(db, settings);
    await app.deps.events.changed({ reason: 'settings', settingsFields: changedFields(before, settings) });
    return ok({ settings });
  });

  app.put('/settings/company', administrator, async (request) => {
    // The footer facts and share image came later (issue 17): a body without them (an older
    // admin, a script) keeps the stored ones instead of clearing them.
    const company = parseInput(companySettings, await withStoredCompanyFacts(request.body, () => getCompany(db)));
    const before = await getCompany(db);
    await saveCompany(db, company);
    await app.deps.events.changed({ reason: 'settings', settingsFields: changedFields(before, company) });
    return ok({ company });
  });
}

/** Everything but where contact mail is delivered, which is an administrator's business. */
function publicCompany(company: Awaited<ReturnType<typeof getCompany>>) {
  const { contactRecipient: _hidden, ...visible } = company;
  return visible;
}

/** Fields added after SPEC 3 that a body may leave out; they keep their stored values. */
const LATER_FIELDS = ['timeZone', 'consentByBrowsing', 'apiDocsPublic'] as const;

async function withLaterFields(body: unknown, stored: () => Promise<SiteSettings>): Promise<unknown> {
  if (!isPlainObject(body) || LATER_FIELDS.every((field) => field in body)) return body;
  const current = await stored();
  const kept = Object.fromEntries(LATER_FIELDS.filter((field) => !(field in body)).map((field) => [field, current[field]]));
  return { ...body, ...kept };
}

const COMPANY_FACTS = ['kvkNumber', 'vatNumber', 'accessibilityStatementPath', 'shareImageUrl'] as const;

async function withStoredCompanyFacts(body: unknown, stored: () => Promise<CompanySettings>): Promise<unknown> {
  if (!isPlainObject(body) || COMPANY_FACTS.every((field) => field in body)) return body;
  const current = await stored();
  return { ...Object.fromEntries(COMPANY_FACTS.map((field) => [field, current[field]])), ...body };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
