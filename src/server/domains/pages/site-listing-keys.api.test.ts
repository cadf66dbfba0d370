import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { withRevision } from '../../test-support/page-store.ts';
import { runDue } from './schedules/schedule-runner.ts';
import { createPage, uniqueSlug } from './pages.test-helpers.ts';
import { rebuildListingKeys } from './site-listing-keys.repository.ts';

/*
 * Issue 20: the site's listings sort and filter by keys kept outside the published typeData
 * (site_listing_keys, migration 0032). These tests fail when the keys go stale: each way a
 * page's published version changes (publish, a new version, unpublish, delete, a schedule, an
 * accepted request) must show in the finder at once, on SQLite and PostgreSQL alike.
 * Years from 2150 on are this file's own, so other rows of the listing do not matter.
 */

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp({ env: { SCHEDULER_INTERVAL_MS: '3600000' } });
  admin = await t.adminAgent();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const listing = (query: Partial<Parameters<TestApp['deps']['sitePort']['listingPage']>[0]>) =>
  t.deps.sitePort.listingPage({ type: 'project', locale: 'nl-nl', page: 1, pageSize: 60, ...query }, 'nl-nl');
const idsOf = async (query: Parameters<typeof listing>[0]) => (await listing(query)).items.map((item) => item.id);

async function project(typeData: Record<string, unknown>) {
  const page = await createPage(admin, { title: 'Keys', type: 'project', slug: `projecten/${uniqueSlug('keys')}`, typeData });
  return page;
}

async function publish(pageID: number, agent = admin) {
  const response = await agent.post(`/api/page/${pageID}/publish`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function conceptOf(pageID: number): Promise<number> {
  const response = await admin.get(`/api/page/${pageID}`);
  expect(response.status).toBe(200);
  return response.body.page.conceptVersionID as number;
}

async function storeTypeData(pageID: number, typeData: Record<string, unknown>) {
  const concept = await conceptOf(pageID);
  const stored = await admin.post(`/api/page/version/${concept}/store`, await withRevision(admin, concept, { typeData }));
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
}

async function keyRows(pageID?: number) {
  return t.deps.db
    .selectFrom('site_listing_keys')
    .selectAll()
    .$if(pageID !== undefined, (query) => query.where('page_id', '=', pageID!))
    .orderBy('page_id')
    .orderBy('dimension')
    .orderBy('value')
    .execute();
}

describe('listing keys follow what is published', () => {
  it('a new published version moves year, themes, services and province; a stored concept does not', async () => {
    const first = { themes: ['BIODIVERSITY'], services: ['LAB_ANALYSES'], year: 2151, province: 'GELDERLAND' };
    const page = await project(first);
    expect(await idsOf({ year: 2151 })).toEqual([]);
    await publish(page.pageID);
    expect(await idsOf({ year: 2151 })).toEqual([page.pageID]);
    expect(await idsOf({ theme: 'BIODIVERSITY', year: 2151 })).toEqual([page.pageID]);
    expect(await idsOf({ service: 'LAB_ANALYSES', province: 'GELDERLAND', year: 2151 })).toEqual([page.pageID]);

    const second = { themes: ['RENEWABLE_ENERGY'], services: ['MONITORING_AND_SURVEYS'], year: 2152, province: 'FLEVOLAND' };
    await storeTypeData(page.pageID, second);
    // Only the concept changed: visitors still see the published version's relations.
    expect(await idsOf({ theme: 'BIODIVERSITY', year: 2151 })).toEqual([page.pageID]);
    expect(await idsOf({ year: 2152 })).toEqual([]);

    await publish(page.pageID);
    expect(await idsOf({ year: 2151 })).toEqual([]);
    expect(await idsOf({ theme: 'BIODIVERSITY', year: 2152 })).toEqual([]);
    expect(await idsOf({ theme: 'RENEWABLE_ENERGY', service: 'MONITORING_AND_SURVEYS', province: 'FLEVOLAND', year: 2152 })).toEqual([
      page.pageID,
    ]);
    expect((await listing({ service: 'LAB_ANALYSES', year: 2152 })).total).toBe(0);
    const years = (await listing({})).years;
    expect(years).toContain(2152);
    expect(years).not.toContain(2151);
    // Newest year first: this file's 2152 leads the finder.
    expect((await idsOf({}))[0]).toBe(page.pageID);
  });

  it('unpublishing and deleting take the page out of listings, counts and years', async () => {
    const page = await project({ themes: ['WILDLIFE_INCLUSIVE_DESIGN'], year: 2160 });
    await publish(page.pageID);
    const before = (await listing({})).total;
    expect(await idsOf({ theme: 'WILDLIFE_INCLUSIVE_DESIGN', year: 2160 })).toEqual([page.pageID]);
    expect((await listing({})).years).toContain(2160);

    expect((await admin.post(`/api/page/${page.pageID}/unpublish`)).status).toBe(200);
    expect(await idsOf({ year: 2160 })).toEqual([]);
    expect((await listing({ theme: 'WILDLIFE_INCLUSIVE_DESIGN', year: 2160 })).total).toBe(0);
    expect((await listing({})).total).toBe(before - 1);
    expect((await listing({})).years).not.toContain(2160);
    expect(await keyRows(page.pageID)).toEqual([]);

    await publish(page.pageID);
    expect(await idsOf({ year: 2160 })).toEqual([page.pageID]);
    expect((await admin.post(`/api/page/${page.pageID}/delete`, {})).status).toBe(200);
    expect(await idsOf({ year: 2160 })).toEqual([]);
    expect(await keyRows(page.pageID)).toEqual([]);
  });

  it('a scheduled publication and unpublication change the keys when they run', async () => {
    const page = await project({ themes: ['ADAPTING_TO_CLIMATE_CHANGE'], year: 2170 });
    const versionID = await conceptOf(page.pageID);
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    const unpublishAt = new Date(Date.now() + 120_000).toISOString();
    const scheduled = await admin.post(`/api/page/${page.pageID}/schedule`, { versionID, publishAt, unpublishAt });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(await idsOf({ year: 2170 })).toEqual([]);
    await runDue(t.deps, new Date(Date.parse(publishAt) + 1000));
    expect(await idsOf({ theme: 'ADAPTING_TO_CLIMATE_CHANGE', year: 2170 })).toEqual([page.pageID]);
    await runDue(t.deps, new Date(Date.parse(unpublishAt) + 1000));
    expect(await idsOf({ year: 2170 })).toEqual([]);
  });

  it('an accepted publication request publishes the keys of the accepted version', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Keys Editor' });
    const created = await editor.post('/api/page/create', {
      title: 'Requested',
      type: 'project',
      locale: 'nl-nl',
      slug: `projecten/${uniqueSlug('requested')}`,
      typeData: { themes: ['BIODIVERSITY'], year: 2180 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pageID = created.body.pageID as number;
    expect((await editor.post(`/api/page/${pageID}/request-publication`, { comment: '' })).status).toBe(200);
    expect(await idsOf({ year: 2180 })).toEqual([]);
    const accepted = await admin.post(`/api/page/version/${created.body.pageVersionID}/accept-publication`, { feedback: '' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await idsOf({ theme: 'BIODIVERSITY', year: 2180 })).toEqual([pageID]);
  });

  it('news keys: a new publication date re-sorts the overview', async () => {
    const older = await createPage(admin, {
      title: 'Old',
      type: 'news',
      slug: `nieuws/${uniqueSlug('k')}`,
      typeData: { publicationDate: '2190-01-01' },
    });
    const newer = await createPage(admin, {
      title: 'New',
      type: 'news',
      slug: `nieuws/${uniqueSlug('k')}`,
      typeData: { publicationDate: '2190-02-01' },
    });
    await publish(older.pageID);
    await publish(newer.pageID);
    expect((await idsOf({ type: 'news' })).slice(0, 2)).toEqual([newer.pageID, older.pageID]);
    await storeTypeData(older.pageID, { publicationDate: '2190-03-01' });
    expect((await idsOf({ type: 'news' })).slice(0, 2)).toEqual([newer.pageID, older.pageID]);
    await publish(older.pageID);
    expect((await idsOf({ type: 'news' })).slice(0, 2)).toEqual([older.pageID, newer.pageID]);
  });

  it('a rebuild and the migration backfill derive the same rows as the publications kept', async () => {
    const kept = await keyRows();
    expect(kept.length).toBeGreaterThan(5);
    await rebuildListingKeys(t.deps.db);
    expect(await keyRows()).toEqual(kept);
    // The migration on a database that already has published pages (both dialects).
    await sql`DROP TABLE site_listing_keys`.execute(t.deps.db);
    await MIGRATIONS['0032-site-listing-keys']!.up(t.deps.db as never, t.deps.dialect);
    expect(await keyRows()).toEqual(kept);
  });
});
