import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../../shared/webhooks/webhook-schemas.ts';
import { loggedInUser } from '../../test-support/fixtures.ts';
import { image } from '../../test-support/images.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { upload } from '../media/media-test-helpers.ts';
import { saveMenu } from '../menu/menu.service.ts';
import { createPage } from '../pages/pages.test-helpers.ts';
import { runDue } from '../pages/schedules/schedule-runner.ts';

/**
 * Issue 19: every change queues its webhook event in its own transaction, exactly once, with the
 * payload the README documents: API calls, the scheduler, and calls that are no HTTP request.
 * The worker is stopped, so the queue (webhook_deliveries) is read as the changes left it.
 */

let t: TestApp;
let admin: TestAgent;
let endpointId: number;
let mark = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_INTERVAL_MS: '3600000' } });
  await t.deps.webhooks.stop();
  admin = await t.adminAgent();
  const created = await admin.post('/api/webhooks', { url: 'http://127.0.0.1:9/all', events: [...WEBHOOK_EVENTS] });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  endpointId = created.body.data.id as number;
});
afterAll(async () => {
  await t.close();
});

/** The events queued for the endpoint since the last call (in queue order). */
async function queued(): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const rows = await t.deps.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event_type', 'payload'])
    .where('endpoint_id', '=', endpointId)
    .where('id', '>', mark)
    .orderBy('id')
    .execute();
  mark = rows.at(-1)?.id ?? mark;
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe(row.event_type);
    return { type: payload.type, data: payload.data };
  });
}

beforeEach(async () => {
  await queued();
});

const ok = (response: { status: number; body: unknown }) => expect(response.status, JSON.stringify(response.body)).toBe(200);

async function publishedPage() {
  const page = await createPage(admin);
  ok(await admin.post(`/api/page/${page.pageID}/publish`, {}));
  const row = await t.deps.db.selectFrom('pages').select('published_version_id').where('id', '=', page.pageID).executeTakeFirstOrThrow();
  await queued();
  return { ...page, versionId: row.published_version_id! };
}

describe('page events', () => {
  it('a publication queues page.published once; a refused one queues nothing', async () => {
    const page = await createPage(admin);
    expect(await queued()).toEqual([]);
    ok(await admin.post(`/api/page/${page.pageID}/publish`, {}));
    const row = await t.deps.db.selectFrom('pages').select('published_version_id').where('id', '=', page.pageID).executeTakeFirstOrThrow();
    expect(await queued()).toEqual([
      { type: 'page.published', data: { pageId: page.pageID, slug: page.slug, locale: 'nl-nl', versionId: row.published_version_id } },
    ]);
    // Nothing changed since: 409, and no event.
    expect((await admin.post(`/api/page/${page.pageID}/publish`, {})).status).toBe(409);
    expect(await queued()).toEqual([]);
  });

  it('two publications at once: one page.published', async () => {
    const page = await createPage(admin);
    const answers = await Promise.all([0, 1, 2].map(() => admin.post(`/api/page/${page.pageID}/publish`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await queued()).map((event) => event.type)).toEqual(['page.published']);
  });

  it('store-and-publish and store-and-unpublish queue theirs', async () => {
    const page = await createPage(admin);
    ok(await admin.post(`/api/page/version/${page.pageVersionID}/store-and-publish`, { id: page.pageVersionID, title: 'Live' }));
    expect((await queued()).map((event) => [event.type, event.data.pageId])).toEqual([['page.published', page.pageID]]);
    const concept = await t.deps.db
      .selectFrom('pages')
      .select('concept_version_id')
      .where('id', '=', page.pageID)
      .executeTakeFirstOrThrow();
    const version = concept.concept_version_id!;
    ok(await admin.post(`/api/page/version/${version}/store-and-unpublish`, { id: version, title: 'Off' }));
    expect(await queued()).toEqual([{ type: 'page.unpublished', data: { pageId: page.pageID, slug: page.slug, locale: 'nl-nl' } }]);
  });

  it('a slug change, an unpublication and a deletion queue one event each with the documented data', async () => {
    const page = await publishedPage();
    const moved = `${page.slug}-moved`;
    ok(await admin.put(`/api/page/${page.pageID}/save`, { id: page.pageID, slug: moved, shouldUpdateLinks: false }));
    expect(await queued()).toEqual([
      { type: 'page.slug-changed', data: { pageId: page.pageID, slug: moved, locale: 'nl-nl', previousSlug: page.slug } },
    ]);
    ok(await admin.post(`/api/page/${page.pageID}/unpublish`, {}));
    expect(await queued()).toEqual([{ type: 'page.unpublished', data: { pageId: page.pageID, slug: moved, locale: 'nl-nl' } }]);
    expect((await admin.post(`/api/page/${page.pageID}/unpublish`, {})).status).toBe(409);
    ok(await admin.post(`/api/page/${page.pageID}/delete`, {}));
    expect(await queued()).toEqual([{ type: 'page.deleted', data: { pageId: page.pageID, slug: moved, locale: 'nl-nl' } }]);
  });

  it('two deletions at once: one page.deleted', async () => {
    const page = await createPage(admin);
    const answers = await Promise.all([0, 1].map(() => admin.post(`/api/page/${page.pageID}/delete`, {})));
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect((await queued()).map((event) => event.type)).toEqual(['page.deleted']);
  });

  it("an editor's pending slug goes live with the publication: page.slug-changed, then page.published", async () => {
    const page = await publishedPage();
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    const pending = `${page.slug}-pending`;
    ok(await editor.put(`/api/page/${page.pageID}/save`, { id: page.pageID, slug: pending, shouldUpdateLinks: false }));
    expect(await queued()).toEqual([]);
    ok(await admin.post(`/api/page/${page.pageID}/publish`, {}));
    const events = await queued();
    expect(events.map((event) => event.type)).toEqual(['page.slug-changed', 'page.published']);
    expect(events[0]!.data).toEqual({ pageId: page.pageID, slug: pending, locale: 'nl-nl', previousSlug: page.slug });
    expect(events[1]!.data).toMatchObject({ pageId: page.pageID, slug: pending });
  });
});

describe('publication review events', () => {
  it('request, accept (with the publication) and reject queue one event each', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    const accepted = await createPage(editor);
    ok(await editor.post(`/api/page/${accepted.pageID}/request-publication`, { comment: 'please' }));
    const facts = { pageId: accepted.pageID, slug: accepted.slug, locale: 'nl-nl' };
    expect(await queued()).toEqual([{ type: 'publication.requested', data: facts }]);
    expect((await editor.post(`/api/page/${accepted.pageID}/request-publication`, {})).status).toBe(409);
    expect(await queued()).toEqual([]);
    ok(await admin.post(`/api/page/version/${accepted.pageVersionID}/accept-publication`, { feedback: '' }));
    expect(await queued()).toEqual([
      { type: 'publication.accepted', data: facts },
      { type: 'page.published', data: { ...facts, versionId: accepted.pageVersionID } },
    ]);

    const rejected = await createPage(editor);
    ok(await editor.post(`/api/page/${rejected.pageID}/request-publication`, {}));
    await queued();
    ok(await admin.post(`/api/page/version/${rejected.pageVersionID}/reject-publication`, { feedback: 'No' }));
    expect(await queued()).toEqual([
      { type: 'publication.rejected', data: { pageId: rejected.pageID, slug: rejected.slug, locale: 'nl-nl' } },
    ]);
  });

  it('an acceptance refused in its transaction (its pending slug taken meanwhile: 409 V_06) queues nothing', async () => {
    const page = await publishedPage();
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    const pending = `${page.slug}-wanted`;
    ok(await editor.put(`/api/page/${page.pageID}/save`, { id: page.pageID, slug: pending, shouldUpdateLinks: false }));
    ok(await editor.post(`/api/page/${page.pageID}/request-publication`, {}));
    const versionId = (await admin.get(`/api/page/${page.pageID}`)).body.page.conceptVersionID as number;
    const other = await createPage(admin);
    // Another page takes the address after the request (written directly: the API keeps pending slugs free).
    await t.deps.db.updateTable('pages').set({ slug: pending }).where('id', '=', other.pageID).execute();
    expect(await queued()).toEqual([{ type: 'publication.requested', data: { pageId: page.pageID, slug: page.slug, locale: 'nl-nl' } }]);
    const refused = await admin.post(`/api/page/version/${versionId}/accept-publication`, { feedback: '' });
    expect(refused.status).toBe(409);
    expect(refused.body.Errors).toEqual([expect.objectContaining({ code: 'V_06' })]);
    expect(await queued()).toEqual([]);
    const rows = await t.deps.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpointId)
      .where('event_type', '=', 'publication.accepted')
      .where('payload', 'like', `%"pageId":${page.pageID},%`)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('scheduled changes', () => {
  it('the scheduler publishes and unpublishes: page.published and page.unpublished, scheduled, once each', async () => {
    const page = await createPage(admin);
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    const unpublishAt = new Date(Date.now() + 90_000).toISOString();
    ok(await admin.post(`/api/page/${page.pageID}/schedule`, { versionID: page.pageVersionID, publishAt, unpublishAt }));
    await queued();
    // Two runs at once (two instances): each part is carried out, and announced, once.
    await Promise.all([runDue(t.deps, new Date(Date.now() + 70_000)), runDue(t.deps, new Date(Date.now() + 70_000))]);
    const facts = { pageId: page.pageID, slug: page.slug, locale: 'nl-nl' };
    expect(await queued()).toEqual([{ type: 'page.published', data: { ...facts, versionId: page.pageVersionID, scheduled: true } }]);
    await Promise.all([runDue(t.deps, new Date(Date.now() + 120_000)), runDue(t.deps, new Date(Date.now() + 120_000))]);
    expect(await queued()).toEqual([{ type: 'page.unpublished', data: { ...facts, scheduled: true } }]);
  });

  it('the event of a scheduled publication is not lost when the run fails after the publication committed', async () => {
    const page = await createPage(admin);
    ok(
      await admin.post(`/api/page/${page.pageID}/schedule`, {
        versionID: page.pageVersionID,
        publishAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    await queued();
    // What an instance dying right after the commit looks like to the queue: nothing after it runs.
    const events = t.deps.events;
    const changed = events.changed.bind(events);
    events.changed = () => Promise.reject(new Error('instance went down'));
    try {
      await runDue(t.deps, new Date(Date.now() + 120_000));
    } finally {
      events.changed = changed;
    }
    const row = await t.deps.db.selectFrom('pages').select('published_version_id').where('id', '=', page.pageID).executeTakeFirstOrThrow();
    expect(row.published_version_id).toBe(page.pageVersionID);
    expect((await queued()).map((event) => [event.type, event.data.pageId, event.data.scheduled])).toEqual([
      ['page.published', page.pageID, true],
    ]);
  });
});

describe('media events', () => {
  it('upload, edit, move and delete queue one event each; two deletes at once queue one', async () => {
    const uploaded = await upload(admin, '/', 'events.png', await image(4, 4, 'png'), 'image/png');
    ok(uploaded);
    const mediaId = uploaded.body.file.id as number;
    expect(await queued()).toEqual([{ type: 'media.uploaded', data: { mediaId } }]);
    ok(await admin.post('/api/medialib/edit-file', { id: mediaId, newPath: '/', newFileName: 'events-2.png', defaultAltText: 'Alt' }));
    ok(await admin.post('/api/medialib/move-file', { id: mediaId, newPath: '/', newFileName: 'events-3.png' }));
    expect(await queued()).toEqual([
      { type: 'media.changed', data: { mediaId } },
      { type: 'media.changed', data: { mediaId } },
    ]);
    const deletes = await Promise.all([0, 1].map(() => admin.post('/api/medialib/delete-file', { id: mediaId })));
    expect(deletes.some((answer) => answer.status === 200)).toBe(true);
    expect(await queued()).toEqual([{ type: 'media.deleted', data: { mediaId } }]);
  });

  it('a video link is an upload too', async () => {
    const added = await admin.post('/api/medialib/add-video', { path: '/', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    ok(added);
    expect(await queued()).toEqual([{ type: 'media.uploaded', data: { mediaId: added.body.file.id } }]);
  });
});

describe('menu, settings and redirect events', () => {
  it('a menu save queues menu.saved once, also when made without an HTTP call', async () => {
    const revision = ((await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions as Record<string, number>).footer;
    ok(await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [], revision }));
    expect(await queued()).toEqual([{ type: 'menu.saved', data: { locale: 'nl-nl' } }]);
    // A stale revision is refused (409 G_05): no event.
    expect((await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [], revision })).status).toBe(409);
    expect(await queued()).toEqual([]);
    await saveMenu(t.deps.db, t.deps.dialect, { locale: 'en-gb', menu: 'header', items: [] });
    expect(await queued()).toEqual([{ type: 'menu.saved', data: { locale: 'en-gb' } }]);
  });

  it('each settings save queues settings.saved with its section', async () => {
    const company = (await admin.get('/api/settings/company')).body.company;
    ok(await admin.put('/api/settings/company', { ...company, name: 'Events Ltd' }));
    ok(
      await admin.put('/api/settings/site', { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl'] }),
    );
    expect(await queued()).toEqual([
      { type: 'settings.saved', data: { section: 'company' } },
      { type: 'settings.saved', data: { section: 'site' } },
    ]);
  });

  it('redirects: created, updated, deleted (twice at once: once) and imported rows', async () => {
    const created = await admin.post('/api/redirects', { from: '/events-old', to: '/events-new', status: 301 });
    ok(created);
    const redirectId = created.body.data.id as number;
    ok(await admin.put(`/api/redirects/${redirectId}`, { from: '/events-old', to: '/events-newer', status: 302 }));
    const deletes = await Promise.all([0, 1].map(() => admin.delete(`/api/redirects/${redirectId}`)));
    expect(deletes.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await queued()).toEqual([
      { type: 'redirect.changed', data: { change: 'created', redirectId } },
      { type: 'redirect.changed', data: { change: 'updated', redirectId } },
      { type: 'redirect.changed', data: { change: 'deleted', redirectId } },
    ]);
    const imported = await admin.post('/api/redirects/import', { csv: 'from,to\n/events-a,/x\n/events-b,/y\nnot-a-path,/z' });
    ok(imported);
    const rows = await t.deps.db
      .selectFrom('redirects')
      .select(['id', 'from_path'])
      .where('from_path', 'in', ['/events-a', '/events-b'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(await queued()).toEqual(rows.map((row) => ({ type: 'redirect.changed', data: { change: 'imported', redirectId: row.id } })));
  });
});
