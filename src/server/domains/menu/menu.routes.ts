import type { FastifyInstance } from 'fastify';
import { menuPageSearchBody, menuQuery, saveMenuBody } from '../../../shared/menu/menu-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission } from '../auth/auth.guard.ts';
import { searchPages } from '../pages/public-pages.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import * as service from './menu.service.ts';

/** Menu structure (SPEC 2.7): editing needs manage-menu; the public shape is open to all. */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const { db, dialect, events } = app.deps;
  const editor = { preHandler: permission('manage-menu') };

  app.get('/menu/edit', editor, async (request) => {
    const { locale } = parseInput(menuQuery, request.query);
    return ok({ data: await service.getMenusForEditing(db, locale, (await getSiteSettings(db)).defaultLocale) });
  });

  app.put('/menu', editor, async (request) => {
    const body = parseInput(saveMenuBody, request.body);
    await service.saveMenu(db, dialect, body);
    await events.changed({ reason: 'menu' });
    return ok({ data: await service.getMenusForEditing(db, body.locale, (await getSiteSettings(db)).defaultLocale) });
  });

  app.get('/menu', async (request) => {
    const { locale } = parseInput(menuQuery, request.query);
    return ok({ data: await service.getPublicMenus(db, locale, (await getSiteSettings(db)).defaultLocale) });
  });

  /** The page finder of the menu editor: three characters or more (SPEC 5). */
  app.post('/menu/search-pages', editor, async (request) => {
    const body = parseInput(menuPageSearchBody, request.body);
    const settings = await getSiteSettings(db);
    return ok({ data: { items: await searchPages(db, settings, body.locale, body.searchTerm) } });
  });
}
