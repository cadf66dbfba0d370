import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the site port's search (the search box without JavaScript)", () => {
  it('finds the engine from the database and runs the search service', async () => {
    const search = t.deps.sitePort.search;
    const result = await search({
      term: 'nothing-matches-this-zzz',
      locale: 'en-gb',
      pageTypes: ['project'],
      themes: [],
      services: [],
      count: 10,
      offset: 0,
    });
    expect(result).toEqual({ total: 0, results: [] });
    expect(await search({ term: '', locale: 'nl-nl', pageTypes: [], themes: [], services: [], count: 10, offset: 0 })).toEqual({
      total: 0,
      results: [],
    });
  });

  it('lists the chosen page type when the visitor types no term (not "No results found")', async () => {
    const admin = await t.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Otterpassage',
      slug: 'projecten/otterpassage',
      type: 'project',
      locale: 'nl-nl',
      typeData: {},
      content: [{ type: 'richText', key: 'k1', props: { html: '<p>Een passage.</p>' } }],
    });
    expect(created.status).toBe(200);
    expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
    const search = t.deps.sitePort.search;
    const projects = await search({ term: '', locale: 'nl-nl', pageTypes: ['project'], themes: [], services: [], count: 10, offset: 0 });
    expect(projects.total).toBe(1);
    expect(projects.results.map((result) => result.title)).toEqual(['Otterpassage']);
    expect(
      (await search({ term: '', locale: 'en-gb', pageTypes: ['project'], themes: [], services: [], count: 10, offset: 0 })).total,
    ).toBe(0);
  });
});
