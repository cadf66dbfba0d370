import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app.ts';
import { createSiteSearch } from './server-search.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('createSiteSearch', () => {
  it('finds the engine from the database and runs the search service', async () => {
    const search = createSiteSearch({ db: t.deps.db });
    const result = await search({ term: 'nothing-matches-this-zzz', locale: 'en-gb', pageTypes: ['project'], themes: [], services: [], count: 10, offset: 0 });
    expect(result).toEqual({ total: 0, results: [] });
    expect(await search({ term: '', locale: 'nl-nl', pageTypes: [], themes: [], services: [], count: 10, offset: 0 })).toEqual({ total: 0, results: [] });
  });
});
