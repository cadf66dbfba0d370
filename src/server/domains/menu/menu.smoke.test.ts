import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('saves a nested menu, refuses loops and bad links, follows slug changes on the public side', async () => {
  const admin = await t.adminAgent();
  const page = await admin.post('/api/page/create', { title: 'Diensten', slug: 'diensten', type: 'blank', locale: 'nl-nl' });
  const pageID = page.body.pageID;
  await admin.post(`/api/page/${pageID}/publish`);
  const items = [
    { key: 'a', label: 'Diensten', type: 'internal', pageId: pageID },
    { key: 'b', parentKey: 'a', label: 'Mail', type: 'mail', target: 'mailto:info@example.org' },
    { key: 'c', label: 'Extern', type: 'external', target: 'https://example.org/x', openInNewTab: true },
  ];
  const { revisions } = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data;
  const saved = await admin.put('/api/menu', { locale: 'nl-nl', menu: 'header', items, revision: revisions.header });
  expect(saved.status).toBe(200);
  expect(saved.body.data.header.map((item: { label: string }) => item.label)).toEqual(['Diensten', 'Mail', 'Extern']);

  const loop = await admin.put('/api/menu', {
    locale: 'nl-nl',
    menu: 'header',
    revision: saved.body.data.revisions.header,
    items: [
      { key: 'a', parentKey: 'b', label: 'A', type: 'anchor', target: '#a' },
      { key: 'b', parentKey: 'a', label: 'B', type: 'anchor', target: '#b' },
    ],
  });
  expect(loop.status).toBe(400);
  expect(loop.body.Errors).toContainEqual({ code: 'V_07', property: 'items.0.parentKey' });
  const badUrl = await admin.put('/api/menu', {
    locale: 'nl-nl',
    menu: 'header',
    revision: saved.body.data.revisions.header,
    items: [{ key: 'a', label: 'A', type: 'external', target: 'javascript:alert(1)' }],
  });
  expect(badUrl.body.Errors).toEqual([{ code: 'V_13', property: 'items.0.target' }]);

  await admin.put(`/api/page/${pageID}/save`, { slug: 'onze-diensten', shouldUpdateLinks: false });
  const menus = await t.agent().get('/api/menu?locale=nl-nl');
  expect(menus.body.data.header[0]).toMatchObject({ label: 'Diensten', href: '/onze-diensten' });
  expect(menus.body.data.header[0].children[0].href).toBe('mailto:info@example.org');

  const tags = await admin.put(`/api/page/${pageID}/tags`, { public: ['Otters', 'otters', 'Bats'], private: ['Internal review'] });
  expect(tags.body.data.public.map((tag: { name: string }) => tag.name)).toEqual(['Bats', 'Otters']);
  const found = await t.agent().post('/api/tags/search', { term: 'ott' });
  expect(found.body.data.items.map((tag: { name: string }) => tag.name)).toEqual(['Otters']);
  expect((await t.agent().get('/api/tags/fetch-private')).status).toBe(401);

  const settings = await t.agent().get('/api/settings/get');
  expect(settings.body.company.offices.map((office: { city: string }) => office.city)).toEqual(['Culemborg', 'Haren', 'Nijmegen']);
  expect(settings.body.company.contactRecipient).toBeUndefined();
});
