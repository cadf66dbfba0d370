import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChanged } from '../../lib/events/content-events.ts';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** The Tags screen's calls: list with usage, create, rename, merge and delete (manage-tags). */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

type UsageTag = { id: number; name: string; private: boolean; usage: number };
let counter = 0;
async function pageWithTags(tags: { public?: string[]; private?: string[] }): Promise<number> {
  counter += 1;
  const created = await admin.post('/api/page/create', {
    title: `Manage ${counter}`,
    slug: `manage-${counter}`,
    type: 'blank',
    locale: 'nl-nl',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const saved = await admin.put(`/api/page/${created.body.pageID}/tags`, tags);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return created.body.pageID as number;
}
function expectErrors(response: AgentResponse, status: number, errors: { code: string; property?: string }[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ Success: false, Errors: errors });
}
const query = (params: Record<string, string | number>) =>
  `/api/tags/usage?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;
async function usage(kind: 'public' | 'private', searchTerm = ''): Promise<UsageTag[]> {
  const response = await admin.get(query({ kind, searchTerm }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.items as UsageTag[];
}
const byName = async (kind: 'public' | 'private', name: string) => (await usage(kind, name)).find((tag) => tag.name === name);
const pageTagNames = async (pageId: number) => {
  const data = (await admin.get(`/api/page/${pageId}/tags`)).body.data as { public: UsageTag[]; private: UsageTag[] };
  return { public: data.public.map((tag) => tag.name), private: data.private.map((tag) => tag.name) };
};

describe('GET /api/tags/usage', () => {
  it('lists the tags of one kind with how many pages use each, paged with totalItems', async () => {
    await pageWithTags({ public: ['Usage Alpha', 'Usage Beta'], private: ['Usage Hidden'] });
    await pageWithTags({ public: ['Usage Alpha'] });
    await pageWithTags({ public: ['Usage Alpha'], private: ['Usage Hidden'] });
    expect((await admin.post('/api/tags', { name: 'Usage Gamma' })).status).toBe(200);

    const response = await admin.get(query({ kind: 'public', searchTerm: 'usage', pageSize: 2 }));
    expect(response.status).toBe(200);
    expect(response.body.data.totalItems).toBe(3);
    expect(response.body.data.items).toEqual([
      { id: expect.any(Number), name: 'Usage Alpha', private: false, usage: 3 },
      { id: expect.any(Number), name: 'Usage Beta', private: false, usage: 1 },
    ]);
    const second = await admin.get(query({ kind: 'public', searchTerm: 'usage', pageSize: 2, pageIndex: 1 }));
    expect(second.body.data.items).toEqual([{ id: expect.any(Number), name: 'Usage Gamma', private: false, usage: 0 }]);
    expect(await usage('private', 'usage')).toEqual([{ id: expect.any(Number), name: 'Usage Hidden', private: true, usage: 2 }]);
  });

  it('needs manage-tags and refuses a bad kind', async () => {
    expectErrors(await t.agent().get('/api/tags/usage'), 401, [{ code: 'G_04' }]);
    const { agent } = await loggedInUser(t, { role: await createRole(t, ['create-page']) });
    expectErrors(await agent.get('/api/tags/usage'), 403, [{ code: 'UM_01' }]);
    expectErrors(await admin.get(query({ kind: 'secret' })), 400, [{ code: 'V_12', property: 'kind' }]);
  });
});

describe('POST /api/tags (create)', () => {
  it('creates a public or a private tag, refusing a name the kind has in any case (409 V_06)', async () => {
    const created = await admin.post('/api/tags', { name: '  Create Otter ' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toEqual({ id: expect.any(Number), name: 'Create Otter', private: false, usage: 0 });
    const secret = await admin.post('/api/tags', { name: 'create otter', private: true });
    expect(secret.body.data).toMatchObject({ name: 'create otter', private: true, usage: 0 });

    expectErrors(await admin.post('/api/tags', { name: 'CREATE OTTER' }), 409, [{ code: 'V_06', property: 'name' }]);
    expectErrors(await admin.post('/api/tags', { name: 'Create Otter', private: true }), 409, [{ code: 'V_06', property: 'name' }]);
    expectErrors(await admin.post('/api/tags', { name: '#bad' }), 400, [{ code: 'V_12', property: 'name' }]);
    expectErrors(await admin.post('/api/tags', {}), 400, [{ code: 'V_01', property: 'name' }]);
    expect((await usage('public', 'create otter')).map((tag) => tag.name)).toEqual(['Create Otter']);
  });

  it('needs manage-tags', async () => {
    const { agent } = await loggedInUser(t, { role: await createRole(t, ['create-page']) });
    expectErrors(await agent.post('/api/tags', { name: 'Not Allowed' }), 403, [{ code: 'UM_01' }]);
    expect(await usage('public', 'Not Allowed')).toEqual([]);
  });
});

describe('PUT /api/tags/{id} (rename)', () => {
  it('renames a tag on every page, also a change of case only, and emits content-changed', async () => {
    const pageId = await pageWithTags({ public: ['Rename Me'] });
    const tag = (await byName('public', 'Rename Me'))!;
    const events: ContentChanged[] = [];
    const listener = (event: ContentChanged) => events.push(event);
    t.deps.events.on('content-changed', listener);
    try {
      const renamed = await admin.put(`/api/tags/${tag.id}`, { name: 'Renamed Tag' });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body.data).toEqual({ id: tag.id, name: 'Renamed Tag', private: false, usage: 1 });
      expect(events).toContainEqual(expect.objectContaining({ reason: 'tags' }));
    } finally {
      t.deps.events.off('content-changed', listener);
    }
    expect((await pageTagNames(pageId)).public).toEqual(['Renamed Tag']);
    const recased = await admin.put(`/api/tags/${tag.id}`, { name: 'renamed tag' });
    expect(recased.body.data.name).toBe('renamed tag');
    expect((await pageTagNames(pageId)).public).toEqual(['renamed tag']);
  });

  it('refuses a rename onto another tag of the same kind in any case (409 V_06), but not onto the other kind', async () => {
    await pageWithTags({ public: ['Clash One', 'Clash Two'], private: ['Clash Three'] });
    const one = (await byName('public', 'Clash One'))!;
    expectErrors(await admin.put(`/api/tags/${one.id}`, { name: 'CLASH TWO' }), 409, [{ code: 'V_06', property: 'name' }]);
    expect((await byName('public', 'Clash One'))?.usage).toBe(1);
    const moved = await admin.put(`/api/tags/${one.id}`, { name: 'Clash Three' });
    expect(moved.status).toBe(200);
  });

  it('404s for an unknown tag, validates the name and needs manage-tags', async () => {
    expectErrors(await admin.put('/api/tags/999999', { name: 'Whatever' }), 404, [{ code: 'G_02' }]);
    const tag = (await admin.post('/api/tags', { name: 'Rename Rules' })).body.data as UsageTag;
    expectErrors(await admin.put(`/api/tags/${tag.id}`, { name: 'x'.repeat(61) }), 400, [{ code: 'V_14', property: 'name' }]);
    expectErrors(await admin.put('/api/tags/abc', { name: 'Whatever' }), 400, [{ code: 'V_12', property: 'id' }]);
    const { agent } = await loggedInUser(t, { role: await createRole(t, ['create-page']) });
    expectErrors(await agent.put(`/api/tags/${tag.id}`, { name: 'Taken Over' }), 403, [{ code: 'UM_01' }]);
    expect((await byName('public', 'Rename Rules'))?.id).toBe(tag.id);
  });
});

describe('POST /api/tags/merge', () => {
  it('gives the source tags’ pages the target tag once and deletes the sources', async () => {
    const both = await pageWithTags({ public: ['Merge Bats', 'Merge Chiroptera', 'Merge Target'] });
    const onlySource = await pageWithTags({ public: ['Merge Chiroptera', 'Merge Other'] });
    const twoSources = await pageWithTags({ public: ['Merge Bats', 'Merge Chiroptera'] });
    const untouched = await pageWithTags({ public: ['Merge Other'] });
    const [bats, chiroptera, target] = await Promise.all(
      ['Merge Bats', 'Merge Chiroptera', 'Merge Target'].map(async (name) => (await byName('public', name))!),
    );
    expect(target!.usage).toBe(1);

    const merged = await admin.post('/api/tags/merge', { sourceIds: [bats!.id, chiroptera!.id], targetId: target!.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data).toEqual({ id: target!.id, name: 'Merge Target', private: false, usage: 3 });

    expect((await pageTagNames(both)).public).toEqual(['Merge Target']);
    expect((await pageTagNames(onlySource)).public).toEqual(['Merge Other', 'Merge Target']);
    expect((await pageTagNames(twoSources)).public).toEqual(['Merge Target']);
    expect((await pageTagNames(untouched)).public).toEqual(['Merge Other']);
    expect((await usage('public', 'merge')).map((tag) => [tag.name, tag.usage])).toEqual([
      ['Merge Other', 2],
      ['Merge Target', 3],
    ]);
    // No duplicate rows behind the answer: each page has the target once.
    const rows = await t.deps.db.selectFrom('page_tags').select('page_id').where('tag_id', '=', target!.id).execute();
    expect(rows.map((row) => row.page_id).sort((a, b) => a - b)).toEqual([both, onlySource, twoSources]);
  });

  it('refuses tags of different kinds and a merge of a tag into itself (400 V_07), with nothing changed', async () => {
    const pageId = await pageWithTags({ public: ['Kind Public'], private: ['Kind Private'] });
    const pub = (await byName('public', 'Kind Public'))!;
    const priv = (await byName('private', 'Kind Private'))!;
    expectErrors(await admin.post('/api/tags/merge', { sourceIds: [priv.id], targetId: pub.id }), 400, [
      { code: 'V_07', property: 'sourceIds' },
    ]);
    expectErrors(await admin.post('/api/tags/merge', { sourceIds: [pub.id], targetId: pub.id }), 400, [
      { code: 'V_07', property: 'sourceIds' },
    ]);
    expect(await pageTagNames(pageId)).toEqual({ public: ['Kind Public'], private: ['Kind Private'] });
  });

  it('404s for an unknown tag with nothing changed, validates the body and needs manage-tags', async () => {
    const pageId = await pageWithTags({ public: ['Lonely Source', 'Lonely Target'] });
    const source = (await byName('public', 'Lonely Source'))!;
    const target = (await byName('public', 'Lonely Target'))!;
    expectErrors(await admin.post('/api/tags/merge', { sourceIds: [source.id, 999_999], targetId: target.id }), 404, [{ code: 'G_02' }]);
    expectErrors(await admin.post('/api/tags/merge', { sourceIds: [source.id], targetId: 999_999 }), 404, [{ code: 'G_02' }]);
    expectErrors(await admin.post('/api/tags/merge', { sourceIds: [], targetId: target.id }), 400, [
      { code: 'V_01', property: 'sourceIds' },
    ]);
    expectErrors(await admin.post('/api/tags/merge', { sourceIds: [source.id] }), 400, [{ code: 'V_12', property: 'targetId' }]);
    const { agent } = await loggedInUser(t, { role: await createRole(t, ['create-page']) });
    expectErrors(await agent.post('/api/tags/merge', { sourceIds: [source.id], targetId: target.id }), 403, [{ code: 'UM_01' }]);
    expect((await pageTagNames(pageId)).public).toEqual(['Lonely Source', 'Lonely Target']);
  });
});

describe('DELETE /api/tags/{id}', () => {
  it('removes the tag from its pages; the usage list no longer has it', async () => {
    const pageId = await pageWithTags({ public: ['Delete Soon', 'Delete Keep'] });
    const tag = (await byName('public', 'Delete Soon'))!;
    expect(tag.usage).toBe(1);
    expect((await admin.delete(`/api/tags/${tag.id}`)).status).toBe(200);
    expect((await pageTagNames(pageId)).public).toEqual(['Delete Keep']);
    expect(await byName('public', 'Delete Soon')).toBeUndefined();
  });
});
