import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('creates a page, stores its concept with revision checks, and lists it', async () => {
  const admin = await t.adminAgent();
  const created = await admin.post('/api/page/create', { title: 'Wildlife bridges', slug: 'projecten/wildlife-bridges', type: 'project', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  const { pageID, pageVersionID } = created.body;
  const page = await admin.get(`/api/page/${pageID}`);
  expect(page.body.page.slug).toBe('projecten/wildlife-bridges');
  expect(page.body.page.pageVersion.blocks.map((b: { type: string }) => b.type)).toEqual(['pageHeader', 'image', 'richText']);
  const blocks = page.body.page.pageVersion.blocks;
  blocks[2].props.html = '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
  const stored = await admin.post(`/api/page/version/${pageVersionID}/store`, { revision: 0, blocks: [blocks[2], blocks[0]] });
  expect(stored.status).toBe(200);
  expect(stored.body.version.blocks[0].props.html).toBe('<p>Hi <a>x</a></p>');
  const stale = await admin.post(`/api/page/version/${pageVersionID}/store`, { revision: 0, title: 'Other' });
  expect(stale.status).toBe(409);
  expect(stale.body.Errors).toEqual([{ code: 'G_05' }]);
  const clash = await admin.post('/api/page/create', { title: 'X', slug: 'projecten/wildlife-bridges', type: 'project', locale: 'nl-nl' });
  expect(clash.status).toBe(409);
  expect(clash.body.Errors).toEqual([{ code: 'V_06', property: 'slug' }]);
  const list = await admin.post('/api/page/list', { pageIndex: 0, pageSize: 10, searchTerm: 'wildlife' });
  expect(list.body.data.totalItems).toBe(1);
  expect(list.body.data.items[0].url).toBe('/projecten/wildlife-bridges');
  const anon = await t.agent().post('/api/page/get-by-slug', { slug: '/projecten/wildlife-bridges' });
  expect(anon.status).toBe(404);
  expect(anon.body.Errors).toEqual([{ code: 'PM_01' }]);
});
