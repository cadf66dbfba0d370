import type { FastifyInstance } from 'fastify';
import { menuPageSearchBody, menuQuery, saveMenuRequest } from '../../../shared/menu/menu-schemas.ts';
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
    const settings = await getSiteSettings(db);
    service.assertMenuLocale(settings, locale);
    return ok({ data: await service.getMenusForEditing(db, locale, settings.defaultLocale) });
  });

  /** Replaces one menu; `revision` is the one GET /menu/edit gave (stale: 409 G_05). */
  app.put('/menu', editor, async (request) => {
    const { revision, ...body } = parseInput(saveMenuRequest, request.body);
    const settings = await getSiteSettings(db);
    service.assertMenuLocale(settings, body.locale);
    await service.saveMenu(db, dialect, body, revision);
    await events.changed({ reason: 'menu' });
    return ok({ data: await service.getMenusForEditing(db, body.locale, settings.defaultLocale) });
  });

  app.get('/menu', { config: { tokenRead: true } }, async (request) => {
    const { locale } = parseInput(menuQuery, request.query);
    return ok({ data: await service.getPublicMenus(db, locale, (await getSiteSettings(db)).defaultLocale) });
  });

  /** The page finder of the menu editor: three characters or more (SPEC 5). */
  app.post('/menu/search-pages', editor, async (request) => {
    const body = parseInput(menuPageSearchBody, request.body);
    const settings = await getSiteSettings(db);
    if (body.locale !== '') service.assertMenuLocale(settings, body.locale);
    return ok({ data: { items: await searchPages(db, settings, body.locale, body.searchTerm) } });
  });
}
