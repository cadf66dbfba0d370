import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { dropNameTrigrams } from '../../db/migrations/0037-sqlite-name-trigrams.ts';
import { dropNameGrams } from '../../db/migrations/0039-name-grams.ts';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { exportSiteArchive } from '../site-archive/site-archive-export.service.ts';
import { importSiteArchive } from '../site-archive/site-archive-import.service.ts';
import { withoutPageColumns } from '../site-archive/site-archive.test-helpers.ts';
import { createPage, uniqueSlug } from './pages.test-helpers.ts';

/**
 * The overview sorts by title, searches and finds "mine" on the page row's copy of its concept's
 * title and last editor (migration 0034, concept-summary.repository.ts). After every kind of
 * change through the API the copies must equal the concept version, and the overview must show
 * the change; a change that left the copy stale fails both checks.
 */

let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let editorId: number;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  adminId = (await admin.get('/api/user')).body.ID;
  const signedIn = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' });
  editor = signedIn.agent;
  editorId = signedIn.user.id;
});
afterAll(async () => t.close());

async function ok(response: Promise<{ status: number; body: unknown }>): Promise<void> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function concept(pageId: number) {
  return (await admin.get(`/api/page/${pageId}`)).body.page.pageVersion as { id: number; revision: number };
}

async function store(agent: TestAgent, pageId: number, title: string): Promise<void> {
  const version = await concept(pageId);
  await ok(agent.post(`/api/page/version/${version.id}/store`, { revision: version.revision, title }));
}

/** Each page's copy next to its concept version's title and editor. */
async function summaries(app: TestApp = t) {
  const rows = await app.deps.db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
    .select(['pages.id', 'pages.concept_title', 'pages.concept_updated_by', 'page_versions.title', 'page_versions.updated_by'])
    .orderBy('pages.id')
    .execute();
  return {
    stored: rows.map((row) => [row.id, row.concept_title, row.concept_updated_by]),
    concepts: rows.map((row) => [row.id, row.title, row.updated_by]),
  };
}

async function expectCopiesCurrent(app: TestApp = t): Promise<void> {
  const { stored, concepts } = await summaries(app);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).toEqual(concepts);
}

async function overview(agent: TestAgent, body: Record<string, unknown>): Promise<{ id: number; title: string }[]> {
  const response = await agent.post('/api/page/list', { pageSize: 100, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.items as { id: number; title: string }[]).map(({ id, title }) => ({ id, title }));
}

describe("the page row's copy of its concept (0034)", () => {
  it('follows a new page, a save by another editor, a restore and a publication', async () => {
    const { pageID } = await createPage(admin, { title: 'Zwaluwen in de stad', slug: uniqueSlug('summary') });
    const other = await createPage(admin, { title: 'Merels in de tuin', slug: uniqueSlug('summary') });
    await expectCopiesCurrent();
    const titleOrder = async () => (await overview(admin, { columnToSort: 'title', sortOrder: 'asc' })).map((row) => row.id);
    expect(await titleOrder()).toEqual([other.pageID, pageID]);
    expect((await overview(admin, { searchTerm: 'zwaluwen' })).map((row) => row.id)).toEqual([pageID]);
    expect((await overview(editor, { filter: 'editor' })).map((row) => row.id)).not.toContain(pageID);

    // Another editor renames it: the search, the title order and the editor's own tab follow.
    await store(editor, pageID, 'Aalscholvers aan de kust');
    await expectCopiesCurrent();
    expect(await overview(admin, { searchTerm: 'zwaluwen' })).toEqual([]);
    expect((await overview(admin, { searchTerm: 'aalscholvers' })).map((row) => row.id)).toEqual([pageID]);
    expect((await overview(editor, { filter: 'editor' })).map((row) => row.id)).toContain(pageID);
    expect(await titleOrder()).toEqual([pageID, other.pageID]);

    // The admin restores the first version: the old title is back, saved by the admin.
    const history = (await admin.get(`/api/page/${pageID}/versions`)).body.data.items as { id: number; isConcept: boolean }[];
    const first = history.filter((item) => !item.isConcept).at(-1)!;
    await ok(admin.post(`/api/page/${pageID}/versions/${first.id}/restore`, { revision: (await concept(pageID)).revision }));
    await expectCopiesCurrent();
    expect((await overview(admin, { searchTerm: 'zwaluwen' })).map((row) => row.id)).toEqual([pageID]);
    expect((await overview(editor, { filter: 'editor' })).map((row) => row.id)).not.toContain(pageID);
    expect(await titleOrder()).toEqual([other.pageID, pageID]);

    // A publication puts a copy in the concept's place (the same title and editor: kept in step regardless).
    await ok(admin.post(`/api/page/${pageID}/publish`, {}));
    await expectCopiesCurrent();
    expect((await overview(admin, { searchTerm: 'zwaluwen' })).map((row) => row.id)).toEqual([pageID]);
  });

  it("loses the editor with the user's deletion, as the version does", async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Editor', name: 'Short Stay' });
    const { pageID } = await createPage(admin, { title: 'Kort verblijf', slug: uniqueSlug('summary') });
    await store(agent, pageID, 'Kort verblijf, bewerkt');
    await ok(admin.delete(`/api/user/${user.id}`));
    await expectCopiesCurrent();
    const row = await t.deps.db.selectFrom('pages').select('concept_updated_by').where('id', '=', pageID).executeTakeFirstOrThrow();
    expect(row.concept_updated_by).toBeNull();
  });

  it('the migration fills the copies of pages written before it', async () => {
    const before = await summaries();
    expect(before.stored.some(([, , by]) => by === editorId || by === adminId)).toBe(true);
    // SQLite's trigram table of titles (0037) reads the column through its triggers.
    await dropNameTrigrams(t.deps.db as never, t.deps.dialect);
    await dropNameGrams(t.deps.db as never, t.deps.dialect);
    await sql`DROP INDEX pages_concept_title_idx`.execute(t.deps.db);
    await sql`DROP INDEX pages_concept_title_desc_idx`.execute(t.deps.db);
    await sql`DROP INDEX pages_concept_updated_by_idx`.execute(t.deps.db);
    await sql`ALTER TABLE pages DROP COLUMN concept_title`.execute(t.deps.db);
    await sql`ALTER TABLE pages DROP COLUMN concept_updated_by`.execute(t.deps.db);
    await MIGRATIONS['0034-concept-summary']!.up(t.deps.db as never, t.deps.dialect);
    await MIGRATIONS['0037-sqlite-name-trigrams']!.up(t.deps.db as never, t.deps.dialect);
    await MIGRATIONS['0039-name-grams']!.up(t.deps.db as never, t.deps.dialect);
    expect(await summaries()).toEqual(before);
    await expectCopiesCurrent();
  });

  it('a site import derives the copies, also from an archive written before 0034', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'concept-summary-archive-'));
    const written = path.join(scratch, 'site.tar.gz');
    await exportSiteArchive({ handle: t.database, storage: t.deps.storage, file: written });
    const stale = path.join(scratch, 'stale.tar.gz');
    await withoutPageColumns(written, stale, ['concept_title', 'concept_updated_by']);
    const target = await createTestApp();
    try {
      await importSiteArchive({ handle: target.database, storage: target.deps.storage, file: stale });
      expect(await summaries(target)).toEqual(await summaries());
      await expectCopiesCurrent(target);
    } finally {
      await target.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
