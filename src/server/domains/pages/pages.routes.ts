import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../shared/schemas/common.ts';
import {
  anchorAvailableBody,
  createPageBody,
  createTranslationBody,
  duplicatePageBody,
  getBySlugBody,
  getMultipleBody,
  getPagesBody,
  listPagesBody,
  pageSearchBody,
  savePageBody,
  slugAvailableBody,
  storeVersionBody,
  versionRevision,
} from '../../../shared/pages/page-schemas.ts';
import { compareVersionsQuery } from '../../../shared/pages/version-compare.ts';
import { markTranslationSyncedBody } from '../../../shared/pages/translation-status.ts';
import { ok } from '../../lib/http/responses.ts';
import { retireAddressBody } from '../../../shared/pages/retire-schemas.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, currentUser, permission, requireUser } from '../auth/auth.guard.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { pagePurgeFacts } from './cache-keys.service.ts';
import * as translations from './page-translations.service.ts';
import * as versions from './page-versions.service.ts';
import * as service from './pages.service.ts';
import * as publicPages from './public-pages.service.ts';
import * as history from './version-history.service.ts';
import { compareVersions } from './version-compare.service.ts';
import * as translationStatus from './translation-status.service.ts';

export const versionParams = z.object({ id: idParams.shape.id });
export const restoreParams = z.object({ id: idParams.shape.id, versionId: idParams.shape.id });
// A restore replaces the concept's content, so, like such a store, it must say which revision it replaces.
export const restoreBody = z.object({
  revision: z.number({ error: (issue) => (issue.input === undefined ? 'V_01' : 'V_12') }).pipe(versionRevision),
});
export const slugQuery = z.object({ slug: z.string({ error: 'V_01' }).max(400, 'V_14') });

/** SPEC 7 Pages (without the publication calls) plus version history. */
export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const historyPolicy = app.deps.config.versionHistory;
  const settings = () => getSiteSettings(db);
  const editor = { preHandler: permission('create-page') };
  const loggedIn = { preHandler: authenticated };
  // Public content: a read-only API token may call it, as an anonymous visitor (issue 19).
  const publicRead = { config: { tokenRead: true } };
  const isLoggedIn = async (request: FastifyRequest) => (await currentUser(request)) !== null;

  app.post('/page/create', editor, async (request) => {
    const body = parseInput(createPageBody, request.body);
    return ok(await service.createPage(db, await requireUser(request), await settings(), body));
  });

  app.post('/page/list', loggedIn, async (request) =>
    service.listPages(db, await requireUser(request), await settings(), parseInput(listPagesBody, request.body)),
  );

  app.post('/page/search', loggedIn, async (request) => {
    const body = parseInput(pageSearchBody, request.body);
    return ok({ data: { items: await publicPages.searchPages(db, await settings(), body.locale, body.searchTerm) } });
  });

  app.post('/page/slug-available', loggedIn, async (request) => {
    const body = parseInput(slugAvailableBody, request.body);
    return ok({ available: await service.slugAvailable(db, body.locale, body.slug, body.pageID), slug: body.slug });
  });

  app.post('/page/anchor-available', loggedIn, async (request) => {
    const body = parseInput(anchorAvailableBody, request.body);
    return ok({ available: service.anchorAvailable(body.anchorName, body.blockKey, body.pageVersionBlocks) });
  });

  app.post('/page/create-translation', editor, async (request) => {
    const body = parseInput(createTranslationBody, request.body);
    return ok(await translations.createTranslation(db, await requireUser(request), await settings(), body));
  });

  app.post('/page/duplicate', editor, async (request) => {
    const body = parseInput(duplicatePageBody, request.body);
    return ok(await translations.duplicatePage(db, await requireUser(request), await settings(), body));
  });

  app.post('/page/get-by-slug', publicRead, async (request) => {
    const { slug } = parseInput(getBySlugBody, request.body);
    return ok({ page: await publicPages.getPublishedBySlug(db, await settings(), slug) });
  });

  app.get('/page/get-by-slug-query', publicRead, async (request) => {
    const { slug } = parseInput(slugQuery, request.query);
    return ok({ page: await publicPages.getPublishedBySlug(db, await settings(), slug) });
  });

  app.post('/page/get-pages', publicRead, async (request) => {
    const body = parseInput(getPagesBody, request.body);
    return ok({ data: { items: await publicPages.getPublishedPages(db, await settings(), body.type, body.locale) } });
  });

  app.post('/page/get-multiple', publicRead, async (request) => {
    const body = parseInput(getMultipleBody, request.body);
    const items = await publicPages.getMultiple(db, await settings(), body.pageIDs, body.locale, await isLoggedIn(request));
    return ok({ data: { items } });
  });

  app.get('/page/get-sibling-slugs/:id', publicRead, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: { items: await translations.siblings(db, await settings(), id, await isLoggedIn(request)) } });
  });

  app.get('/page/version/fetch/:id', loggedIn, async (request) => {
    const { id } = parseInput(versionParams, request.params);
    return ok({ version: await versions.getVersionOrThrow(db, id) });
  });

  app.post('/page/version/:id/store', editor, async (request) => {
    const { id } = parseInput(versionParams, request.params);
    const body = parseInput(storeVersionBody, request.body);
    return ok({ version: await versions.storeVersion(db, await requireUser(request), id, body, { history: { policy: historyPolicy } }) });
  });

  app.get('/page/:id/versions', loggedIn, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: { items: await history.listHistory(db, id) } });
  });

  app.get('/page/:id/translations', loggedIn, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: { items: await translationStatus.translationStatus(db, id, (await settings()).defaultLocale) } });
  });

  app.post('/page/:id/translation-synced', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { note } = parseInput(markTranslationSyncedBody, request.body ?? {});
    return ok({ translation: await translationStatus.markSynced(db, id, note, (await settings()).defaultLocale) });
  });

  app.get('/page/:id/versions/compare', loggedIn, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { from, to } = parseInput(compareVersionsQuery, request.query);
    return ok({ comparison: await compareVersions(db, id, from, to) });
  });

  app.post('/page/:id/versions/:versionId/restore', editor, async (request) => {
    const { id, versionId } = parseInput(restoreParams, request.params);
    const { revision } = parseInput(restoreBody, request.body);
    return ok({ version: await versions.restoreVersion(db, await requireUser(request), id, versionId, revision, historyPolicy) });
  });

  app.get('/page/:id', loggedIn, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ page: await service.getPage(db, id, await settings()) });
  });

  app.put('/page/:id/save', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(savePageBody, request.body);
    const saved = await service.savePageAddress(db, await requireUser(request), await settings(), id, body);
    // The search index follows the concept either way; visitors see only a new live address.
    await app.deps.events.changed({ reason: 'page', pageId: id, ...(saved.liveSlugChanged ? {} : { visible: false }) });
    return ok({ page: saved.page });
  });

  app.post('/page/:id/delete', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { redirectTo } = parseInput(retireAddressBody, request.body ?? {});
    // Read before the delete: afterwards nothing says where the page showed (its listings, menus).
    const deletedPage = (await pagePurgeFacts(db, id)) ?? undefined;
    await service.deletePage(db, await requireUser(request), id, redirectTo);
    await app.deps.events.changed({ reason: 'page', pageId: id, ...(deletedPage ? { deletedPage } : {}) });
    return ok();
  });
}
