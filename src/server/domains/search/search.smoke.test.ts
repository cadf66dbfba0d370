import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { runIndexJob } from './search-index.test-helpers.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

async function publishedPage(title: string, slug: string, locale: string, html: string, typeData: object = {}, type = 'project') {
  const created = await admin.post('/api/page/create', {
    title,
    slug,
    type,
    locale,
    typeData,
    content: [{ type: 'richText', key: 'k1', props: { html } }],
  });
  expect(created.status).toBe(200);
  expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
  return created.body.pageID as number;
}

it('finds published pages by stem, ranks title matches first, filters, and follows unpublish', async () => {
  const bats = await publishedPage(
    'Vleermuizen in Culemborg',
    'projecten/vleermuizen',
    'nl-nl',
    '<p>Onderzoek naar vleermuis kolonies.</p>',
    { themes: ['BIODIVERSITY'], services: ['MONITORING_AND_SURVEYS'] },
  );
  const otters = await publishedPage(
    'Otters',
    'projecten/otters',
    'nl-nl',
    '<p>Een <strong>vleermuis</strong> kwam ook voorbij bij de otters.</p>',
    { themes: ['RESTORATING_ECOLOGY'] },
  );
  await publishedPage('Bats in the city', 'projects/bats', 'en-gb', '<p>Bat surveys near bridges.</p>', { themes: ['BIODIVERSITY'] });

  const result = await t.agent().post('/api/search/search', { term: 'vleermuis', locales: ['nl-nl'] });
  expect(result.status).toBe(200);
  expect(result.body.total).toBe(2);
  expect(result.body.results.map((r: { pageID: number }) => r.pageID)).toEqual([bats, otters]);
  expect(result.body.results[1].snippet).toContain('<mark>vleermuis</mark>');

  const english = await t.agent().post('/api/search/search', { term: 'bridge', locales: ['en-gb'] });
  expect(english.body.results.map((r: { title: string }) => r.title)).toEqual(['Bats in the city']);

  const filtered = await t.agent().post('/api/search/search', { term: 'vleermuis', locales: ['nl-nl'], themes: ['RESTORATING_ECOLOGY'] });
  expect(filtered.body.results.map((r: { pageID: number }) => r.pageID)).toEqual([otters]);

  for (const term of ['"unbalanced', '*', 'NEAR(a b)', 'vleermuis OR', '((', 'AND', '-', "'; drop table pages; --"]) {
    const odd = await t.agent().post('/api/search/search', { term, locales: ['nl-nl'] });
    expect(odd.status).toBe(200);
  }

  await admin.post(`/api/page/${bats}/unpublish`);
  const after = await t.agent().post('/api/search/search', { term: 'vleermuis', locales: ['nl-nl'] });
  expect(after.body.results.map((r: { pageID: number }) => r.pageID)).toEqual([otters]);

  expect((await runIndexJob(admin, 'remove')).documents).toBe(0);
  expect(await runIndexJob(admin, 'index')).toMatchObject({ indexingState: 'success', documents: 2, processed: 2 });
});
