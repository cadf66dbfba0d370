import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, expectError } from './pages.test-helpers.ts';

/** Issue 16: any two versions of a page compared, with blocks and words added and removed. */

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const richText = (key: string, html: string) => ({ type: 'richText', key, props: { html } });
const quote = (key: string, text: string) => ({ type: 'quote', key, props: { text, author: 'Anna', role: '' } });

async function store(versionId: number, fields: Record<string, unknown>) {
  const current = await admin.get(`/api/page/version/fetch/${versionId}`);
  const response = await admin.post(`/api/page/version/${versionId}/store`, { revision: current.body.version.revision, ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Past the folding window, so the next save keeps the state before it as a draft of its own. */
function later(minutes: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * 60_000 });
}

async function versionIds(pageId: number): Promise<number[]> {
  const response = await admin.get(`/api/page/${pageId}/versions`);
  return (response.body.data.items as { id: number }[]).map((item) => item.id);
}

describe('GET /api/page/{id}/versions/compare', () => {
  it('names fields, blocks added, removed, moved and changed, and the words added and removed', async () => {
    const { pageID, pageVersionID } = await createPage(admin, {
      title: 'Otters',
      content: [
        richText('intro', '<p>The otter swims in the <strong>river</strong>.</p>'),
        quote('q1', 'Water is life'),
        quote('q2', 'Gone soon'),
        quote('q3', 'Stays'),
      ],
    });
    later(10);
    await store(pageVersionID, {
      title: 'Otters by the river',
      seoDescription: 'Where otters live',
      blocks: [
        quote('q3', 'Stays'),
        richText('intro', '<p>The young otter swims in the <em>river</em>.</p>'),
        quote('q1', 'Water is life'),
        quote('q4', 'New words'),
      ],
    });
    const [concept, firstDraft] = await versionIds(pageID);

    const response = await admin.get(`/api/page/${pageID}/versions/compare?from=${firstDraft}&to=${concept}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { comparison } = response.body;
    expect(comparison.from).toMatchObject({ id: firstDraft, title: 'Otters' });
    expect(comparison.to).toMatchObject({ id: concept, title: 'Otters by the river' });
    expect(comparison.fields.map((field: { path: string }) => field.path).sort()).toEqual(['seoDescription', 'title']);
    const title = comparison.fields.find((field: { path: string }) => field.path === 'title');
    expect(title.words).toEqual([
      { value: 'Otters ', change: 'same' },
      { value: 'by the river', change: 'added' },
    ]);

    const blocks = comparison.blocks.map((block: { key: string; change: string; moved: boolean }) => [
      block.key,
      block.change,
      block.moved,
    ]);
    expect(blocks).toEqual([
      ['q3', 'unchanged', true],
      ['intro', 'changed', false],
      ['q1', 'unchanged', false],
      ['q2', 'removed', false],
      ['q4', 'added', false],
    ]);
    // Rich text is compared as its visible words: the <strong> that became <em> is no change of words.
    const intro = comparison.blocks[1].values;
    expect(intro).toHaveLength(1);
    expect(intro[0]).toMatchObject({
      path: 'props.html',
      before: 'The otter swims in the river.',
      after: 'The young otter swims in the river.',
    });
    expect(intro[0].words.filter((word: { change: string }) => word.change !== 'same')).toEqual([{ value: 'young ', change: 'added' }]);
    expect(comparison.blocks[3].values).toContainEqual({ path: 'props.text', before: 'Gone soon', after: null, words: [] });
  });

  it('compares in either order, and a version with itself shows no change', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Bats', content: [quote('a', 'one two')] });
    later(10);
    await store(pageVersionID, { blocks: [quote('a', 'one three')] });
    const [concept, draft] = await versionIds(pageID);

    const backwards = await admin.get(`/api/page/${pageID}/versions/compare?from=${concept}&to=${draft}`);
    expect(backwards.body.comparison.blocks[0].values[0]).toMatchObject({ before: 'one three', after: 'one two' });
    const same = await admin.get(`/api/page/${pageID}/versions/compare?from=${concept}&to=${concept}`);
    expect(same.body.comparison.fields).toEqual([]);
    expect(same.body.comparison.blocks).toEqual([
      { key: 'a', type: 'quote', change: 'unchanged', moved: false, fromIndex: 0, toIndex: 0, values: [] },
    ]);
  });

  it('refuses a version of another page, a missing or malformed parameter, and an unknown page', async () => {
    const mine = await createPage(admin, { title: 'Mine' });
    const other = await createPage(admin, { title: 'Other' });
    const base = `/api/page/${mine.pageID}/versions/compare`;
    expectError(await admin.get(`${base}?from=${mine.pageVersionID}&to=${other.pageVersionID}`), 400, [{ code: 'V_12', property: 'to' }]);
    expectError(await admin.get(`${base}?to=${mine.pageVersionID}`), 400, [{ code: 'V_01', property: 'from' }]);
    expectError(await admin.get(`${base}?from=abc&to=${mine.pageVersionID}`), 400, [{ code: 'V_12', property: 'from' }]);
    expectError(await admin.get(`/api/page/99999999/versions/compare?from=1&to=1`), 404, [{ code: 'PM_01' }]);
  });

  it('needs a signed-in user', async () => {
    const { pageID, pageVersionID } = await createPage(admin, { title: 'Private' });
    const response = await t.agent().get(`/api/page/${pageID}/versions/compare?from=${pageVersionID}&to=${pageVersionID}`);
    expect(response.status).toBe(401);
  });
});
