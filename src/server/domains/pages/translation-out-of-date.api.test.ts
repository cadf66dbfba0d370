import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggedInUser } from '../../test-support/fixtures.ts';
import { clockSteps } from '../../test-support/clock-steps.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DEFAULT_SITE_SETTINGS } from '../settings/settings.service.ts';
import { exportSiteArchive } from '../site-archive/site-archive-export.service.ts';
import { importSiteArchive } from '../site-archive/site-archive-import.service.ts';
import { withoutPageColumns } from '../site-archive/site-archive.test-helpers.ts';
import { createPage, uniqueSlug } from './pages.test-helpers.ts';

/**
 * The overview's "translation out of date" tab reads a stored flag (migration 0033): after every
 * kind of change of what the rule reads, through the API, the tab must name exactly the pages the
 * translations panel shows as out of date. Each step also checks the expected answer, so a
 * change that left the flag stale fails here (the flag would keep its previous value).
 */

let t: TestApp;
let admin: TestAgent;
let reviewer: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ({ agent: reviewer } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' }));
  await siteSettings({ availableLocales: ['nl-nl', 'en-gb', 'de-de'], customSlugLocales: ['nl-nl', 'en-gb', 'de-de'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});
const step = clockSteps();

async function siteSettings(changes: Record<string, unknown>): Promise<void> {
  const current = (await admin.get('/api/settings/get')).body as Record<string, unknown>;
  const fields = Object.fromEntries(Object.keys(DEFAULT_SITE_SETTINGS).map((key) => [key, current[key]]));
  const saved = await admin.put('/api/settings/site', { ...fields, ...changes });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function ok(response: Promise<{ status: number; body: unknown }>): Promise<void> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function concept(pageId: number) {
  return (await admin.get(`/api/page/${pageId}`)).body.page.pageVersion as { id: number; revision: number };
}

async function store(pageId: number, title: string): Promise<void> {
  step();
  const version = await concept(pageId);
  await ok(admin.post(`/api/page/version/${version.id}/store`, { revision: version.revision, title }));
}

async function publish(pageId: number, title: string): Promise<void> {
  await store(pageId, title);
  step();
  await ok(admin.post(`/api/page/${pageId}/publish`, {}));
}

async function translate(pageId: number, locale: string, title: string): Promise<number> {
  step();
  const created = await admin.post('/api/page/create-translation', { pageID: pageId, newLocale: locale, title, slug: uniqueSlug() });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.pageID as number;
}

/** The pages the tab lists, by the default sort (pages table alone) and by title (with the concepts). */
async function tab(pageIds: number[]): Promise<number[]> {
  const lists: number[][] = [];
  for (const sort of [{}, { columnToSort: 'title', sortOrder: 'asc' }]) {
    const response = await admin.post('/api/page/list', { filter: 'translationOutOfDate', pageSize: 100, ...sort });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    lists.push(
      (response.body.data.items as { id: number }[])
        .map((item) => item.id)
        .filter((id) => pageIds.includes(id))
        .sort((a, b) => a - b),
    );
  }
  expect(lists[1]).toEqual(lists[0]);
  return lists[0]!;
}

/** The group's pages the translations panel shows as out of date (viewed from any page of it). */
async function panel(viewedFrom: number): Promise<number[]> {
  const response = await admin.get(`/api/page/${viewedFrom}/translations`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.items as { pageID: number; outOfDate: boolean }[])
    .filter((item) => item.outOfDate)
    .map((item) => item.pageID)
    .sort((a, b) => a - b);
}

/** The tab and the panel agree on the group's pages; answers the pages both list. */
async function outOfDate(viewedFrom: number, pageIds: number[]): Promise<number[]> {
  const listed = await tab(pageIds);
  expect(listed).toEqual(await panel(viewedFrom));
  return listed;
}

describe('the translation-out-of-date flag follows every change', () => {
  it('publish, save, mark up to date, unpublish, restore and a new translation', async () => {
    step();
    const source = (await createPage(admin, { title: 'Otters', locale: 'nl-nl' })).pageID;
    await publish(source, 'Otters in de rivier');
    const english = await translate(source, 'en-gb', 'Otters');
    const group = [source, english];
    expect(await outOfDate(source, group)).toEqual([]);

    // Published: the source's publication is newer than the translation's last save.
    await publish(source, 'Otters in de uiterwaarden');
    expect(await outOfDate(source, group)).toEqual([english]);

    // Saved: the translation caught up.
    await store(english, 'Otters in the floodplains');
    expect(await outOfDate(source, group)).toEqual([]);

    // Published again, then marked up to date without a change.
    await publish(source, 'Otters langs de dijk');
    expect(await outOfDate(source, group)).toEqual([english]);
    step();
    await ok(admin.post(`/api/page/${english}/translation-synced`, { note: 'Typo' }));
    expect(await outOfDate(source, group)).toEqual([]);

    // Published again, then unpublished: no live source to fall behind.
    await publish(source, 'Otters bij de brug');
    expect(await outOfDate(source, group)).toEqual([english]);
    step();
    await ok(admin.post(`/api/page/${source}/unpublish`, {}));
    expect(await outOfDate(source, group)).toEqual([]);

    // Live again; a restore of an older version of the translation is a save of its concept.
    await publish(source, 'Otters overal');
    expect(await outOfDate(source, group)).toEqual([english]);
    step();
    const history = (await admin.get(`/api/page/${english}/versions`)).body.data.items as { id: number; isConcept: boolean }[];
    const older = history.find((item) => !item.isConcept)!;
    const { revision } = await concept(english);
    await ok(admin.post(`/api/page/${english}/versions/${older.id}/restore`, { revision }));
    expect(await outOfDate(source, group)).toEqual([]);

    // A new translation, made from the live source: up to date, the others unchanged.
    await publish(source, 'Otters, weer');
    const german = await translate(source, 'de-de', 'Otter');
    expect(await outOfDate(source, [...group, german])).toEqual([english]);
  });

  it('deleting the recorded source, and a change of the default language', async () => {
    step();
    const dutch = (await createPage(admin, { title: 'Bevers', locale: 'nl-nl' })).pageID;
    await publish(dutch, 'Bevers in de Biesbosch');
    const english = await translate(dutch, 'en-gb', 'Beavers');
    await publish(english, 'Beavers in the Biesbosch');
    const german = await translate(english, 'de-de', 'Biber');
    const group = [dutch, english, german];
    // The Dutch page goes live again: English (made from it) is behind; German follows English, which did not move.
    await publish(dutch, 'Bevers in de Biesbosch en daarbuiten');
    expect(await outOfDate(dutch, group)).toEqual([english]);

    // English deleted: German now follows the default-language page, which is newer than it.
    step();
    await ok(admin.post(`/api/page/${english}/delete`, {}));
    expect(await outOfDate(dutch, group)).toEqual([german]);

    // English the default language: no English page is left to follow; Dutch follows none either.
    step();
    await siteSettings({ defaultLocale: 'en-gb' });
    try {
      expect(await outOfDate(dutch, group)).toEqual([]);
    } finally {
      step();
      await siteSettings({ defaultLocale: 'nl-nl' });
    }
    expect(await outOfDate(dutch, group)).toEqual([german]);
  });

  it('an accepted publication request moves the flag as a publication does', async () => {
    step();
    const dutch = (await createPage(admin, { title: 'Dassen', locale: 'nl-nl' })).pageID;
    await publish(dutch, 'Dassen in het bos');
    const english = await translate(dutch, 'en-gb', 'Badgers');
    await store(dutch, 'Dassen in het oude bos');
    step();
    const requested = await admin.post(`/api/page/${dutch}/request-publication`, {});
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(await outOfDate(dutch, [dutch, english])).toEqual([]);
    step();
    const version = await concept(dutch);
    await ok(reviewer.post(`/api/page/version/${version.id}/accept-publication`, { feedback: '' }));
    expect(await outOfDate(dutch, [dutch, english])).toEqual([english]);
  });
});

describe('a site import', () => {
  it('derives the flags of the imported pages, whatever the archive says', async () => {
    const flaggedIn = async (app: TestApp) =>
      (await app.deps.db.selectFrom('pages').select('id').where('translation_out_of_date', '=', 1).orderBy('id').execute()).map(
        (row) => row.id,
      );
    // The tests above leave three translations behind their sources.
    const expected = await flaggedIn(t);
    expect(expected).toHaveLength(3);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'out-of-date-archive-'));
    const written = path.join(scratch, 'site.tar.gz');
    await exportSiteArchive({ handle: t.database, storage: t.deps.storage, file: written });
    // An archive whose pages carry no flag (one written before migration 0033).
    const stale = path.join(scratch, 'stale.tar.gz');
    await withoutPageColumns(written, stale, ['translation_out_of_date']);
    const target = await createTestApp();
    try {
      await importSiteArchive({ handle: target.database, storage: target.deps.storage, file: stale });
      expect(await flaggedIn(target)).toEqual(expected);
    } finally {
      await target.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
