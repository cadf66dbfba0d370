import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../shared/schemas/common.ts';
import { createTagBody, mergeTagsBody, renameTagBody, tagUsageQuery } from '../../../shared/tags/tag-admin-schemas.ts';
import { pageTagsBody, tagListQuery, tagSearchBody, validateTagBody } from '../../../shared/tags/tag-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, permission, requireUser } from '../auth/auth.guard.ts';
import * as management from './tag-management.service.ts';
import * as service from './tags.service.ts';

/** SPEC 7 Tags. Public tags are open to all; private ones never leave the logged-in admin API. */
export async function tagsRoutes(app: FastifyInstance): Promise<void> {
  const { db, events } = app.deps;
  const loggedIn = { preHandler: authenticated };

  app.post('/tags/search', { config: { tokenRead: true } }, async (request) => {
    const { term } = parseInput(tagSearchBody, request.body);
    return ok({ data: { items: await service.searchTags(db, false, term) } });
  });
  app.post('/tags/search-private', loggedIn, async (request) => {
    const { term } = parseInput(tagSearchBody, request.body);
    return ok({ data: { items: await service.searchTags(db, true, term) } });
  });
  /** All tags by name, a page (at most 1000) at a time; totalItems tells whether there are more. */
  app.get('/tags/fetch', { config: { tokenRead: true } }, async (request) =>
    ok({ data: await service.listTags(db, false, parseInput(tagListQuery, request.query)) }),
  );
  app.get('/tags/fetch-private', loggedIn, async (request) =>
    ok({ data: await service.listTags(db, true, parseInput(tagListQuery, request.query)) }),
  );
  app.post('/tags/validate', loggedIn, async (request) => {
    const { tag } = parseInput(validateTagBody, request.body);
    return ok({ data: await service.validateTag(db, tag) });
  });

  // The Tags screen: usage counts, create, rename, merge and delete need manage-tags.
  const manage = { preHandler: permission('manage-tags') };
  app.get('/tags/usage', manage, async (request) =>
    ok({ data: await management.listTagsWithUsage(db, parseInput(tagUsageQuery, request.query)) }),
  );
  app.post('/tags', manage, async (request) => ok({ data: await management.createTag(db, parseInput(createTagBody, request.body)) }));
  app.put('/tags/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { name } = parseInput(renameTagBody, request.body);
    const data = await management.renameTag(db, id, name);
    await events.changed({ reason: 'tags' });
    return ok({ data });
  });
  app.post('/tags/merge', manage, async (request) => {
    const data = await management.mergeTags(db, parseInput(mergeTagsBody, request.body));
    await events.changed({ reason: 'tags' });
    return ok({ data });
  });
  app.delete('/tags/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.deleteTag(db, id);
    await events.changed({ reason: 'tags' });
    return ok();
  });

  app.get('/page/:id/tags', loggedIn, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: await service.pageTags(db, id) });
  });
  app.put('/page/:id/tags', { preHandler: permission('create-page') }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(pageTagsBody, request.body);
    const data = await service.setPageTags(db, await requireUser(request), id, body);
    await events.changed({ reason: 'tags', pageId: id });
    return ok({ data });
  });
}
