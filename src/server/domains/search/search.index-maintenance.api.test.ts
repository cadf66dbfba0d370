import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { SEARCH_DOCUMENT_FORMAT } from './search-documents.ts';
import { SearchIndex } from './search-index.service.ts';
import { termGroups } from './search.service.ts';
import { runIndexJob } from './search-index.test-helpers.ts';

/**
 * Keeping the index in step (issue 7): settings saves rebuild only when addresses change, a
 * rebuild drops index entries that outlived their document, and a failed update on publish is
 * retried. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: TestAgent;
const engine = () => t.deps.searchEngine;

let counter = 0;
function marker(prefix: string): string {
  counter += 1;
  return `${prefix}${'abcdefghijklmnopqrstuvwxyz'[counter % 26]}qz`;
}

async function publishedPage(title: string, html: string, options: { locale?: string; slug?: string } = {}): Promise<number> {
  counter += 1;
  const created = await admin.post('/api/page/create', {
    title,
    slug: options.slug ?? `onderhoud/p-${counter}`,
    type: 'project',
    locale: options.locale ?? 'nl-nl',
    typeData: {},
    content: [{ type: 'richText', key: 'k1', props: { html } }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const published = await admin.post(`/api/page/${created.body.pageID}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return created.body.pageID as number;
}

async function search(term: string): Promise<{ total: number; results: { pageID: number; url: string }[] }> {
  const response = await t.agent().post('/api/search/search', { term });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function status(): Promise<{ pending: number; documents: number; indexingState: string }> {
  const response = await admin.get('/api/search/status');
  expect(response.status).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => t.close());

describe('settings', () => {
  it('rebuilds only when the default locale (every address) changes', async () => {
    const word = marker('settingsword');
    const dutch = await publishedPage('Instellingen', `<p>${word}</p>`, { slug: `instellingen/${word}` });
    const english = await publishedPage('Settings', `<p>${word}</p>`, { locale: 'en-gb', slug: `settings/${word}` });
    const urls = async () => Object.fromEntries((await search(word)).results.map((result) => [result.pageID, result.url]));
    expect(await urls()).toEqual({ [dutch]: `/instellingen/${word}`, [english]: `/en-gb/settings/${word}` });

    const indexAll = vi.spyOn(SearchIndex.prototype, 'indexAll');
    const company = await admin.get('/api/settings/company');
    expect(company.status).toBe(200);
    const savedCompany = await admin.put('/api/settings/company', { ...company.body.company, name: 'Andere Naam BV' });
    expect(savedCompany.status, JSON.stringify(savedCompany.body)).toBe(200);
    // Locales other than the default one do not appear in any address either.
    const sameDefault = await admin.put('/api/settings/site', {
      availableLocales: ['nl-nl', 'en-gb', 'de-de'],
      defaultLocale: 'nl-nl',
      customSlugLocales: ['nl-nl'],
    });
    expect(sameDefault.status, JSON.stringify(sameDefault.body)).toBe(200);
    expect(indexAll).not.toHaveBeenCalled();

    const newDefault = await admin.put('/api/settings/site', {
      availableLocales: ['nl-nl', 'en-gb'],
      defaultLocale: 'en-gb',
      customSlugLocales: ['nl-nl', 'en-gb'],
    });
    expect(newDefault.status, JSON.stringify(newDefault.body)).toBe(200);
    await vi.waitFor(() => expect(indexAll).toHaveBeenCalledTimes(1));
    await indexAll.mock.results[0]!.value;
    expect(await urls()).toEqual({ [dutch]: `/nl-nl/instellingen/${word}`, [english]: `/settings/${word}` });

    const restored = await admin.put('/api/settings/site', {
      availableLocales: ['nl-nl', 'en-gb'],
      defaultLocale: 'nl-nl',
      customSlugLocales: ['nl-nl', 'en-gb'],
    });
    expect(restored.status).toBe(200);
    await vi.waitFor(() => expect(indexAll).toHaveBeenCalledTimes(2));
    await indexAll.mock.results[1]!.value;
    expect(await urls()).toEqual({ [dutch]: `/instellingen/${word}`, [english]: `/en-gb/settings/${word}` });
  });
});

describe('rebuilding', () => {
  it('drops index entries whose document is gone, so totals count documents only', async () => {
    // A word every language stems alike: with no locale asked for, the search has no filter and
    // (on SQLite) counts in the full-text table alone.
    const word = 'zqxorph';
    expect(termGroups(word, [])).toEqual([{ locales: null, terms: [word] }]);
    const page = await publishedPage('Wees', `<p>${word}</p>`);
    expect((await search(word)).total).toBe(1);
    // Straight in the database: the page goes offline and its document row disappears, but (on
    // SQLite) the full-text entry stays behind.
    await t.deps.db.updateTable('pages').set({ published_version_id: null, published_id: null }).where('id', '=', page).execute();
    await t.deps.db.deleteFrom('search_documents').where('page_id', '=', page).execute();
    expect((await search(word)).results).toEqual([]);
    if (t.deps.dialect === 'sqlite') expect((await search(word)).total).toBe(1);

    await runIndexJob(admin, 'index');
    expect(await search(word)).toEqual({ total: 0, results: [] });
  });
});

describe('document format', () => {
  const logger = pino({ level: 'silent' });
  const storedFormat = async () => {
    const row = await t.deps.db.selectFrom('settings').select('value').where('key', '=', 'system.searchDocumentFormat').executeTakeFirst();
    return row ? JSON.parse(row.value) : undefined;
  };

  it('a start with an index of an older format rebuilds it; with the current format it does not', async () => {
    const word = marker('formatword');
    const page = await publishedPage('Formaat', `<p>${word}</p>`);
    // As an older version left it: another format number and a document that says something else.
    await t.deps.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'system.searchDocumentFormat').execute();
    await t.deps.db.updateTable('search_documents').set({ body: 'stale text of an older format' }).where('page_id', '=', page).execute();

    const index = new SearchIndex(t.deps.db, engine(), logger);
    const rebuild = await index.rebuildIfFormatChanged();
    expect(rebuild).not.toBeNull();
    await rebuild;
    const document = await t.deps.db.selectFrom('search_documents').select('body').where('page_id', '=', page).executeTakeFirstOrThrow();
    expect(document.body).toContain(word);
    expect(await storedFormat()).toBe(SEARCH_DOCUMENT_FORMAT);
    expect(await index.rebuildIfFormatChanged()).toBeNull();
  });

  it('an empty index just takes the current format', async () => {
    await t.deps.db.deleteFrom('settings').where('key', '=', 'system.searchDocumentFormat').execute();
    const indexAll = vi.spyOn(SearchIndex.prototype, 'indexAll');
    const index = new SearchIndex(t.deps.db, engine(), logger);
    vi.spyOn(index, 'getStatus').mockResolvedValue({
      indexingState: 'idle',
      removalState: 'idle',
      processed: 0,
      total: 0,
      documents: 0,
      pending: 0,
    });
    expect(await index.rebuildIfFormatChanged()).toBeNull();
    expect(indexAll).not.toHaveBeenCalled();
    expect(await storedFormat()).toBe(SEARCH_DOCUMENT_FORMAT);
  });
});

describe('failed index updates', () => {
  it('remembers a page whose update failed on publish, shows it in the status and retries on the next index event', async () => {
    const word = marker('retryword');
    const failing = vi.spyOn(engine(), 'replaceMany').mockRejectedValueOnce(new Error('index unavailable'));
    const page = await publishedPage('Opnieuw', `<p>${word}</p>`);
    expect(failing).toHaveBeenCalledTimes(1);
    // The publish stands; the index is behind and says so.
    expect((await search(word)).total).toBe(0);
    expect((await status()).pending).toBe(1);

    const other = await publishedPage('Ander', `<p>${word} ander</p>`);
    expect((await status()).pending).toBe(0);
    expect((await search(word)).results.map((result) => result.pageID).sort((a, b) => a - b)).toEqual([page, other].sort((a, b) => a - b));
  });

  it('retries a failed removal (unpublish) too, and a rebuild settles what is pending', async () => {
    const word = marker('removalword');
    const page = await publishedPage('Offline', `<p>${word}</p>`);
    vi.spyOn(engine(), 'remove').mockRejectedValueOnce(new Error('index unavailable'));
    expect((await admin.post(`/api/page/${page}/unpublish`)).status).toBe(200);
    expect((await search(word)).total).toBe(1);
    expect((await status()).pending).toBe(1);

    await runIndexJob(admin, 'index');
    expect((await status()).pending).toBe(0);
    expect((await search(word)).total).toBe(0);
  });

  it('retries on a timer when no event comes', async () => {
    const word = marker('timerword');
    const page = await publishedPage('Later', `<p>${word}</p>`);
    const index = new SearchIndex(t.deps.db, engine(), pino({ level: 'silent' }));
    await index.start(25);
    try {
      vi.spyOn(engine(), 'remove').mockRejectedValueOnce(new Error('index unavailable'));
      await t.deps.db.updateTable('pages').set({ published_version_id: null, published_id: null }).where('id', '=', page).execute();
      await expect(index.refreshPage(page)).rejects.toThrow('index unavailable');
      expect((await index.getStatus()).pending).toBe(1);
      await vi.waitFor(async () => expect((await index.getStatus()).pending).toBe(0), { timeout: 5_000 });
      expect((await search(word)).total).toBe(0);
    } finally {
      index.stop();
    }
  });
});

describe('a rebuild after the running one (the demo seed)', () => {
  it('does not join a run already under way: it starts its own once that run has ended', async () => {
    const index = new SearchIndex(t.deps.db, engine(), pino({ level: 'silent' }));
    const runEnds = vi.spyOn(engine(), 'removeIndexedBefore');
    const first = index.indexAll();
    const after = index.indexAllAfterRunning();
    // indexAll alone joins the running one.
    expect(index.indexAll()).toBe(first);
    await Promise.all([first, after]);
    expect(runEnds).toHaveBeenCalledTimes(2);
  });
});
