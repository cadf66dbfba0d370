import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { companySettings, type CompanySettings } from '../../../shared/schemas/company.ts';
import { repairSiteSettings, siteSettings, type SiteSettings } from '../../../shared/schemas/settings.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone.ts';
import type { Database } from '../../db/schema.ts';
import { defaultLocaleChanged } from '../pages/translation-out-of-date-locale.service.ts';
import { queueEvent } from '../webhooks/webhook-events.ts';
import { insertSettingIfMissing, readSetting, writeSetting } from './settings.repository.ts';

const SITE_SETTINGS_KEY = 'site';
const SESSION_SECRET_KEY = 'session-secret';
const COMPANY_KEY = 'company';

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  availableLocales: ['nl-nl', 'en-gb'],
  defaultLocale: 'nl-nl',
  customSlugLocales: ['nl-nl', 'en-gb'],
  timeZone: DEFAULT_TIME_ZONE,
  consentByBrowsing: true,
  apiDocsPublic: false,
};

/**
 * The stored site settings. Ones saved before the rules between the fields existed (repeats,
 * custom-slug locales that are not available) are repaired rather than replaced; only settings
 * that cannot be repaired fall back to the defaults.
 */
export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const stored = await readSetting(db, SITE_SETTINGS_KEY);
  const parsed = siteSettings.safeParse(stored);
  if (parsed.success) return parsed.data;
  return repairSiteSettings(stored) ?? DEFAULT_SITE_SETTINGS;
}

/** A fictional consultancy, so the demo site never names a real company. */
export const DEFAULT_COMPANY: CompanySettings = {
  name: 'Verdant Ecology',
  email: 'info@verdant-ecology.example',
  phone: '+31 345 000 000',
  offices: [
    {
      id: 'culemborg',
      city: 'Culemborg',
      role: 'headquarters',
      addressLines: ['Stationsweg 1', '4101 AA Culemborg'],
      phone: '+31 345 000 000',
      latitude: 51.955,
      longitude: 5.227,
    },
    {
      id: 'haren',
      city: 'Haren',
      role: 'north',
      addressLines: ['Rijksstraatweg 10', '9752 AA Haren'],
      phone: '+31 50 000 0000',
      latitude: 53.173,
      longitude: 6.604,
    },
    {
      id: 'nijmegen',
      city: 'Nijmegen',
      role: 'university',
      addressLines: ['Heyendaalseweg 100', '6525 AA Nijmegen'],
      phone: '+31 24 000 0000',
      latitude: 51.821,
      longitude: 5.865,
    },
  ],
  social: {
    linkedin: 'https://www.linkedin.com/company/verdant-ecology-example',
    x: 'https://x.com/verdant_ecology_example',
    instagram: 'https://www.instagram.com/verdant_ecology_example',
    youtube: 'https://www.youtube.com/@verdant-ecology-example',
    facebook: 'https://www.facebook.com/verdant.ecology.example',
  },
  contactRecipient: 'info@verdant-ecology.example',
  // Fictional registration numbers in the valid formats (issue 17: the footer shows them).
  kvkNumber: '00000000',
  vatNumber: 'NL000000000B01',
  // The demo has no accessibility statement page yet; the seed sets the share image (its home image).
  accessibilityStatementPath: '',
  shareImageUrl: '',
};

export async function seedSettings(db: Kysely<Database>): Promise<void> {
  await insertSettingIfMissing(db, SITE_SETTINGS_KEY, DEFAULT_SITE_SETTINGS);
  await insertSettingIfMissing(db, COMPANY_KEY, DEFAULT_COMPANY);
}

/** The save and its settings.saved webhook event, in the caller's transaction so they commit together. */
async function writeSection(trx: Kysely<Database>, key: string, section: 'site' | 'company', value: unknown): Promise<void> {
  await writeSetting(trx, key, value);
  await queueEvent(trx, 'settings.saved', { section });
}

export async function saveSiteSettings(db: Kysely<Database>, settings: SiteSettings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getSiteSettings(trx);
    await writeSection(trx, SITE_SETTINGS_KEY, 'site', settings);
    // The default-language page is the source of translations that record none: a new default
    // language recomputes every page's "translation out of date" flag before the save commits.
    if (before.defaultLocale !== settings.defaultLocale) await defaultLocaleChanged(trx, settings.defaultLocale);
  });
}

export async function getCompany(db: Kysely<Database>): Promise<CompanySettings> {
  const parsed = companySettings.safeParse(await readSetting(db, COMPANY_KEY));
  return parsed.success ? parsed.data : DEFAULT_COMPANY;
}

export async function saveCompany(db: Kysely<Database>, company: CompanySettings): Promise<void> {
  await db.transaction().execute((trx) => writeSection(trx, COMPANY_KEY, 'company', company));
}

/**
 * The key that signs session cookies: SESSION_SECRET when set, otherwise one generated on
 * first start and kept in the database so every restart (and every process) agrees.
 */
export async function sessionSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await insertSettingIfMissing(db, SESSION_SECRET_KEY, randomBytes(48).toString('base64url'));
  const stored = await readSetting(db, SESSION_SECRET_KEY);
  if (typeof stored !== 'string' || stored.length < 32) throw new Error('Stored session secret is invalid');
  return stored;
}

/**
 * A value the server keeps for itself under `system.<name>` (never shown in the settings
 * screens), e.g. the format the search index was built in. Undefined when never stored.
 */
export async function readSystemValue(db: Kysely<Database>, name: string): Promise<unknown> {
  return readSetting(db, `system.${name}`);
}

export async function writeSystemValue(db: Kysely<Database>, name: string, value: unknown): Promise<void> {
  await writeSetting(db, `system.${name}`, value);
}
