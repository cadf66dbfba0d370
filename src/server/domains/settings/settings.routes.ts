import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  /** Public: the admin needs it before login and the site needs the locales. */
  app.get('/settings/get', async () => ({
    ...(await getSiteSettings(db)),
    inactivityMinutes: config.inactivityMinutes,
  }));
}
