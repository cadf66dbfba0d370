import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockSteps } from '../../test-support/clock-steps.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, expectError, uniqueSlug } from './pages.test-helpers.ts';

/** Issue 16: which translations have fallen behind their source, a filter for them, and "up to date" by hand. */

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());
const step = clockSteps();

async function concept(pageId: number) {
  return (await admin.get(`/api/page/${pageId}`)).body.page.pageVersion as { id: number; revision: number };
}

async function storeAndPublish(pageId: number, title: string) {
  const version = await concept(pageId);
  const stored = await admin.post(`/api/page/version/${version.id}/store`, { revision: version.revision, title });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  const published = await admin.post(`/api/page/${pageId}/publish`, {});
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

async function translations(pageId: number) {
  const response = await admin.get(`/api/page/${pageId}/translations`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.items as {
    pageID: number;
    locale: string;
    status: string;
    outOfDate: boolean;
    sourcePageID: number | null;
    sourceUpdatedAt: string | null;
  }[];
}

async function statusIn(viewedFrom: number, pageId: number) {
  const found = (await translations(viewedFrom)).find((item) => item.pageID === pageId);
  expect(found).toBeDefined();
  return found!;
}

async function outOfDateIds(): Promise<number[]> {
  const response = await admin.post('/api/page/list', { filter: 'translationOutOfDate', pageSize: 100 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.items as { id: number }[]).map((item) => item.id);
}

describe('translation status', () => {
  it('a translation falls behind when its source is published later, and catches up by a save or by marking it', async () => {
    step();
    const source = await createPage(admin, { title: 'Vleermuizen', locale: 'nl-nl' });
    await storeAndPublish(source.pageID, 'Vleermuizen in de stad');
    step();
    const created = await admin.post('/api/page/create-translation', {
      pageID: source.pageID,
      newLocale: 'en-gb',
      title: 'Bats',
      slug: uniqueSlug(),
    });
    expect(created.status).toBe(200);
    const translationId: number = created.body.pageID;

    expect(
      (await translations(source.pageID)).map((item) => [item.pageID, item.locale, item.status, item.outOfDate, item.sourcePageID]),
    ).toEqual([
      [translationId, 'en-gb', 'concept', false, source.pageID],
      [source.pageID, 'nl-nl', 'published', false, null],
    ]);
    expect(await outOfDateIds()).not.toContain(translationId);

    // The source changes and goes live: the translation is behind; the source itself never is.
    step();
    await storeAndPublish(source.pageID, 'Vleermuizen in de oude stad');
    expect(await statusIn(source.pageID, translationId)).toMatchObject({ outOfDate: true });
    expect(await statusIn(translationId, translationId)).toMatchObject({ outOfDate: true });
    expect(await statusIn(translationId, source.pageID)).toMatchObject({ outOfDate: false, status: 'published' });
    expect(await outOfDateIds()).toContain(translationId);
    expect(await outOfDateIds()).not.toContain(source.pageID);

    // A stored but unpublished change of the source shows as such; the translation is measured against the published source.
    step();
    const sourceConcept = await concept(source.pageID);
    const sourceStored = await admin.post(`/api/page/version/${sourceConcept.id}/store`, {
      revision: sourceConcept.revision,
      title: 'Vleermuizen in de oude binnenstad',
    });
    expect(sourceStored.status).toBe(200);
    const history = (await admin.get(`/api/page/${source.pageID}/versions`)).body.data.items as {
      isPublished: boolean;
      publishedAt: string | null;
    }[];
    const publishedAt = history.find((item) => item.isPublished)?.publishedAt;
    expect(publishedAt).toEqual(expect.any(String));
    expect(await statusIn(translationId, source.pageID)).toMatchObject({ status: 'unpublishedChanges', outOfDate: false });
    expect(await statusIn(source.pageID, translationId)).toMatchObject({ outOfDate: true, sourceUpdatedAt: publishedAt });

    // Marked up to date without changes, with a note.
    step();
    const marked = await admin.post(`/api/page/${translationId}/translation-synced`, { note: 'Only a Dutch typo' });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.translation).toMatchObject({ pageID: translationId, outOfDate: false, syncNote: 'Only a Dutch typo' });
    expect(await outOfDateIds()).not.toContain(translationId);

    // Behind again after the next publication; a save of the translation catches it up.
    step();
    await storeAndPublish(source.pageID, 'Vleermuizen overal');
    expect((await statusIn(source.pageID, translationId)).outOfDate).toBe(true);
    step();
    const version = await concept(translationId);
    const stored = await admin.post(`/api/page/version/${version.id}/store`, { revision: version.revision, title: 'Bats everywhere' });
    expect(stored.status).toBe(200);
    expect(await statusIn(source.pageID, translationId)).toMatchObject({ outOfDate: false, status: 'concept' });
    expect(await outOfDateIds()).not.toContain(translationId);
  });

  it('refuses a long note, an unknown page, and callers without create-page or a session', async () => {
    const page = await createPage(admin, { title: 'Egels', locale: 'nl-nl' });
    expectError(await admin.post(`/api/page/${page.pageID}/translation-synced`, { note: 'x'.repeat(501) }), 400, [
      { code: 'V_14', property: 'note' },
    ]);
    expectError(await admin.get('/api/page/99999999/translations'), 404, [{ code: 'PM_01' }]);
    expectError(await admin.post('/api/page/99999999/translation-synced', {}), 404, [{ code: 'PM_01' }]);
    expect((await t.agent().get(`/api/page/${page.pageID}/translations`)).status).toBe(401);
    expect((await t.agent().post(`/api/page/${page.pageID}/translation-synced`, {})).status).toBe(401);
    expect((await translations(page.pageID)).map((item) => item.pageID)).toEqual([page.pageID]);
  });

  it('the list filter is refused with V_12 when misspelt', async () => {
    expectError(await admin.post('/api/page/list', { filter: 'translationOutdated' }), 400, [{ code: 'V_12', property: 'filter' }]);
  });
});
