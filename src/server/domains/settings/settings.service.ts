import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { siteSettings, type SiteSettings } from '../../../shared/schemas/settings.ts';
import type { Database } from '../../db/schema.ts';
import { insertSettingIfMissing, readSetting } from './settings.repository.ts';

const SITE_SETTINGS_KEY = 'site';
const SESSION_SECRET_KEY = 'session-secret';

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  availableLocales: ['nl-nl', 'en-gb'],
  defaultLocale: 'nl-nl',
  customSlugLocales: ['nl-nl', 'en-gb'],
};

export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const parsed = siteSettings.safeParse(await readSetting(db, SITE_SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

export async function seedSettings(db: Kysely<Database>): Promise<void> {
  await insertSettingIfMissing(db, SITE_SETTINGS_KEY, DEFAULT_SITE_SETTINGS);
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
