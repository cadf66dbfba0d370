import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { conceptOf, createPage, expectError, publish } from './pages.test-helpers.ts';

/** Issue 14: every save is a version in the history; restores keep what they replace; drafts are kept up to a limit. */

let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  const user = await createUser(t, { role: 'Editor', name: 'Eddie' });
  editor = t.agent();
  await editor.login(user.email, user.password);
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const body = (text: string) => [{ type: 'richText', key: 'body', props: { html: `<p>${text}</p>` } }];

async function store(agent: TestAgent, versionId: number, fields: Record<string, unknown>) {
  const current = await agent.get(`/api/page/version/fetch/${versionId}`);
  const response = await agent.post(`/api/page/version/${versionId}/store`, { revision: current.body.version.revision, ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.version;
}

async function history(agent: TestAgent, pageId: number) {
  const response = await agent.get(`/api/page/${pageId}/versions`);
  expect(response.status).toBe(200);
  return response.body.data.items as {
    id: number;
    title: string;
    kind: string;
    isConcept: boolean;
    updatedBy: string | null;
    summary: Record<string, unknown> | null;
  }[];
}

/** Moves the clock past the folding window, so the next save starts a new history entry. */
function later(minutes: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * 60_000 });
}

const NO_CHANGE = {
  title: false,
  seo: false,
  typeData: false,
  blocksAdded: 0,
  blocksRemoved: 0,
  blocksChanged: 0,
  blocksMoved: false,
  restoredFrom: null,
};

describe('version per save', () => {
  it('each save by another user is an entry of its own, with who, when and what changed', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Otters', content: body('start') });
    await store(admin, pageVersionID, { title: 'Otters by the river' });
    await store(editor, pageVersionID, { blocks: body('changed') });

    const items = await history(admin, pageID);
    expect(items.map((item) => [item.kind, item.title, item.updatedBy])).toEqual([
      ['concept', 'Otters by the river', 'Eddie'],
      ['draft', 'Otters by the river', expect.any(String)],
      ['draft', 'Otters', expect.any(String)],
    ]);
    expect(items[0]!.id).toBe(pageVersionID);
    expect(items[0]!.summary).toEqual({ ...NO_CHANGE, blocksChanged: 1 });
    expect(items[1]!.summary).toEqual({ ...NO_CHANGE, title: true });
    expect(items[1]!.updatedBy).not.toBe('Eddie');
    // The first entry is the page as it was created: nothing changed yet.
    expect(items[2]!.summary).toBeNull();
  });

  it('folds saves of one user within a few minutes into one entry, and starts a new one after', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Voles', content: body('one') });
    await store(admin, pageVersionID, { blocks: body('two') });
    await store(admin, pageVersionID, { blocks: [...body('three'), { type: 'richText', key: 'more', props: { html: '<p>+</p>' } }] });
    let items = await history(admin, pageID);
    expect(items.map((item) => item.kind)).toEqual(['concept', 'draft']);
    expect(items[0]!.summary).toEqual({ ...NO_CHANGE, blocksChanged: 1, blocksAdded: 1 });

    later(6);
    await store(admin, pageVersionID, { title: 'Voles at night' });
    items = await history(admin, pageID);
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['concept', 'Voles at night'],
      ['draft', 'Voles'],
      ['draft', 'Voles'],
    ]);
    expect(items[0]!.summary).toEqual({ ...NO_CHANGE, title: true });
    expect(items[1]!.summary).toEqual({ ...NO_CHANGE, blocksChanged: 1, blocksAdded: 1 });
    // A store that changes nothing adds nothing.
    await store(admin, pageVersionID, { title: 'Voles at night' });
    expect(await history(admin, pageID)).toHaveLength(3);
  });

  it('a restore keeps the draft it replaces, which can be restored back; the concept keeps its id', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Moles', content: body('created') });
    await store(admin, pageVersionID, { blocks: body('first text') });
    later(6);
    await store(admin, pageVersionID, { blocks: body('second text') });
    const items = await history(admin, pageID);
    const first = items.find((item) => item.kind === 'draft' && item.summary?.blocksChanged === 1)!;
    expect(first).toBeDefined();
    const firstVersion = await admin.get(`/api/page/version/fetch/${first.id}`);
    expect(firstVersion.body.version.blocks[0].props.html).toBe('<p>first text</p>');

    // Restoring at once (same user, within the window) still keeps the replaced draft.
    const concept = await admin.get(`/api/page/version/fetch/${pageVersionID}`);
    const restored = await admin.post(`/api/page/${pageID}/versions/${first.id}/restore`, { revision: concept.body.version.revision });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toMatchObject({ id: pageVersionID, isConcept: true });
    expect(restored.body.version.blocks[0].props.html).toBe('<p>first text</p>');

    const after = await history(admin, pageID);
    expect(after[0]).toMatchObject({ id: pageVersionID, kind: 'concept' });
    expect(after[0]!.summary).toMatchObject({ blocksChanged: 1, restoredFrom: { id: first.id, at: expect.any(String) } });
    const replaced = [];
    for (const item of after.filter((entry) => entry.kind === 'draft')) {
      const version = await admin.get(`/api/page/version/fetch/${item.id}`);
      if (version.body.version.blocks[0]?.props.html === '<p>second text</p>') replaced.push(item);
    }
    expect(replaced).toHaveLength(1);

    const now = await admin.get(`/api/page/version/fetch/${pageVersionID}`);
    const back = await admin.post(`/api/page/${pageID}/versions/${replaced[0]!.id}/restore`, { revision: now.body.version.revision });
    expect(back.status).toBe(200);
    expect(back.body.version.blocks[0].props.html).toBe('<p>second text</p>');
    expect(await conceptOf(t, pageID)).toBe(pageVersionID);
  });

  it('a save right after a publication is no new draft: the published version holds that state', async () => {
    const { pageID } = await createPage(admin, { title: 'Stoats', content: body('live') });
    const concept = await publish(t, pageID);
    await store(admin, concept, { blocks: body('after') });
    const items = await history(admin, pageID);
    expect(items.map((item) => item.kind)).toEqual(['concept', 'published']);
  });
});

describe('retention', () => {
  let small: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    small = await createTestApp({ env: { VERSION_DRAFT_RETENTION: '2', VERSION_FOLD_MINUTES: '0' } });
    agent = await small.adminAgent();
  });
  afterAll(async () => small.close());

  it('deletes the oldest drafts beyond the setting, per page, and never a published version', async () => {
    const { pageID, pageVersionID } = await createPage(agent, { title: 'Weasels', content: body('v0') });
    await store(agent, pageVersionID, { blocks: body('v1') });
    const concept = await publish(small, pageID);
    const other = await createPage(agent, { title: 'Other', content: body('o0') });
    await store(agent, other.pageVersionID, { blocks: body('o1') });
    for (const text of ['v2', 'v3', 'v4', 'v5']) await store(agent, concept, { blocks: body(text) });

    const items = await history(agent, pageID);
    expect(items.map((item) => item.kind)).toEqual(['concept', 'draft', 'draft', 'published']);
    const texts = [];
    for (const item of items) {
      const version = await agent.get(`/api/page/version/fetch/${item.id}`);
      texts.push(version.body.version.blocks[0].props.html);
    }
    expect(texts).toEqual(['<p>v5</p>', '<p>v4</p>', '<p>v3</p>', '<p>v1</p>']);
    // The other page's drafts are its own.
    expect((await history(agent, other.pageID)).map((item) => item.kind)).toEqual(['concept', 'draft']);
  });

  it('is a validated setting', () => {
    expect(loadConfig({}).versionHistory).toEqual({ draftRetention: 50, foldMinutes: 5 });
    expect(loadConfig({ VERSION_DRAFT_RETENTION: '0' }).versionHistory.draftRetention).toBe(0);
    expect(() => loadConfig({ VERSION_DRAFT_RETENTION: '-1' })).toThrow(/VERSION_DRAFT_RETENTION/);
    expect(() => loadConfig({ VERSION_DRAFT_RETENTION: 'many' })).toThrow(/VERSION_DRAFT_RETENTION/);
    expect(() => loadConfig({ VERSION_FOLD_MINUTES: '1.5' })).toThrow(/VERSION_FOLD_MINUTES/);
  });
});

describe('preview of a version', () => {
  it('renders an earlier version as the site would, for editors only; a version of another page is 404', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Badgers', content: body('old words') });
    await store(admin, pageVersionID, { title: 'Badgers today', blocks: body('new words') });
    const old = (await history(admin, pageID)).find((item) => item.kind === 'draft')!;

    const preview = await admin.get(`/api/page/${pageID}/versions/${old.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toMatch(/text\/html/);
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.raw.body).toContain('old words');
    expect(preview.raw.body).not.toContain('new words');
    const current = await admin.get(`/api/page/${pageID}/versions/${pageVersionID}/preview`);
    expect(current.raw.body).toContain('new words');

    const other = await createPage(admin);
    expectError(await admin.get(`/api/page/${other.pageID}/versions/${old.id}/preview`), 404, [{ code: 'PM_01' }]);
    expectError(await admin.get(`/api/page/${pageID}/versions/999999/preview`), 404, [{ code: 'PM_01' }]);
    expect((await t.agent().get(`/api/page/${pageID}/versions/${old.id}/preview`)).status).toBe(401);
  });
});
