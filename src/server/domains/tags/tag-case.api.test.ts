import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Tag names compare case-insensitively within their kind, on both databases (PostgreSQL
 * compares text case-sensitively, so the tags are matched on their lower-case key). Adding an
 * existing tag in another case keeps one tag, spelled the way the editor last chose.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

let counter = 0;
async function createPage(): Promise<number> {
  counter += 1;
  const created = await admin.post('/api/page/create', {
    title: `Case ${counter}`,
    slug: `case-${counter}`,
    type: 'blank',
    locale: 'nl-nl',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.pageID as number;
}
type Tag = { id: number; name: string };
const allTags = async (kind: 'public' | 'private', term: string) =>
  (await admin.post(kind === 'public' ? '/api/tags/search' : '/api/tags/search-private', { term })).body.data.items as Tag[];

describe('adding a tag in another case', () => {
  it("adding 'Wetlands' after 'wetlands' keeps one tag, spelled 'Wetlands', on every page", async () => {
    const first = await createPage();
    const saved = await admin.put(`/api/page/${first}/tags`, { public: ['wetlands'] });
    const original = saved.body.data.public[0] as Tag;

    const second = await createPage();
    const added = await admin.put(`/api/page/${second}/tags`, { public: ['Wetlands'] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.public).toEqual([{ id: original.id, name: 'Wetlands', private: false }]);

    expect(await allTags('public', 'wetlands')).toEqual([{ id: original.id, name: 'Wetlands', private: false }]);
    expect((await admin.get(`/api/page/${first}/tags`)).body.data.public).toEqual([{ id: original.id, name: 'Wetlands', private: false }]);

    // Re-saving a page with the tag in its current case changes nothing.
    await admin.put(`/api/page/${first}/tags`, { public: ['Wetlands'] });
    expect(await allTags('public', 'WETLANDS')).toEqual([{ id: original.id, name: 'Wetlands', private: false }]);
  });

  it('works the same for private tags, and leaves the other kind alone', async () => {
    const page = await createPage();
    await admin.put(`/api/page/${page}/tags`, { public: ['peat bogs'], private: ['peat bogs'] });
    const again = await admin.put(`/api/page/${page}/tags`, { public: ['peat bogs'], private: ['Peat Bogs'] });
    expect(again.body.data.private.map((tag: Tag) => tag.name)).toEqual(['Peat Bogs']);
    expect(again.body.data.public.map((tag: Tag) => tag.name)).toEqual(['peat bogs']);
    expect((await allTags('private', 'peat')).map((tag) => tag.name)).toEqual(['Peat Bogs']);
  });

  it('a user who may not manage tags attaches the existing tag without renaming it', async () => {
    const page = await createPage();
    await admin.put(`/api/page/${page}/tags`, { public: ['Dune Grass'] });
    const { agent } = await loggedInUser(t, { role: await createRole(t, ['create-page']) });
    const attached = await agent.put(`/api/page/${page}/tags`, { public: ['DUNE GRASS'] });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.data.public.map((tag: Tag) => tag.name)).toEqual(['Dune Grass']);
  });
});
