import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionFeedbackAnswer } from '../../../../shared/pages/publication-dto.ts';
import { loggedInUser } from '../../../test-support/fixtures.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

/**
 * Issue 14: the editor shows the reviewer's feedback on a rejected concept
 * (GET /page/version/{id}/rejection) until the page is requested again or published.
 */
let t: TestApp;
let editor: TestAgent;
let editorId: number;
let reviewer: TestAgent;
let reviewerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({
    agent: editor,
    user: { id: editorId },
  } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  ({
    agent: reviewer,
    user: { id: reviewerId },
  } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' }));
});
afterAll(async () => t.close());

async function newPage(): Promise<{ pageID: number; versionID: number }> {
  const slug = `page-${randomBytes(4).toString('hex')}`;
  const created = await editor.post('/api/page/create', { title: 'Otters', slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  return { pageID: created.body.pageID, versionID: created.body.pageVersionID };
}

async function rejectionOf(versionID: number, by: TestAgent = editor) {
  const response = await by.get(`/api/page/version/${versionID}/rejection`);
  expect(response.status).toBe(200);
  return rejectionFeedbackAnswer.parse(response.body).data;
}

async function requestAndReject(page: { pageID: number; versionID: number }, feedback: string): Promise<void> {
  expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'Ready' })).status).toBe(200);
  expect((await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback })).status).toBe(200);
}

describe('the rejection shown in the editor', () => {
  it('is null before any request and while one is pending', async () => {
    const page = await newPage();
    expect(await rejectionOf(page.versionID)).toBeNull();
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    expect(await rejectionOf(page.versionID)).toBeNull();
  });

  it('carries the feedback, the reviewer and when, until the page is requested again', async () => {
    const page = await newPage();
    await requestAndReject(page, 'Name the source of the sighting.');
    const rejection = await rejectionOf(page.versionID);
    expect(rejection).toMatchObject({
      feedback: 'Name the source of the sighting.',
      reviewer: { id: reviewerId, name: 'Rita Reviewer' },
      requestedBy: { id: editorId, name: 'Eddie Editor' },
    });
    expect(Date.parse(rejection!.decidedAt)).not.toBeNaN();
    // Anyone who may open the editor sees it, the reviewer too.
    expect((await rejectionOf(page.versionID, reviewer))?.feedback).toBe('Name the source of the sighting.');

    // Editing the concept keeps it; requesting again ends it.
    const concept = (await editor.get(`/api/page/${page.pageID}`)).body.page.pageVersion;
    const stored = await editor.post(`/api/page/version/${page.versionID}/store`, {
      id: page.versionID,
      title: 'Otters (sourced)',
      revision: concept.revision,
    });
    expect(stored.status).toBe(200);
    expect((await rejectionOf(page.versionID))?.feedback).toBe('Name the source of the sighting.');
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: 'Source added' })).status).toBe(200);
    expect(await rejectionOf(page.versionID)).toBeNull();

    // A second rejection shows the newest feedback.
    expect((await reviewer.post(`/api/page/version/${page.versionID}/reject-publication`, { feedback: 'Still no link.' })).status).toBe(
      200,
    );
    expect((await rejectionOf(page.versionID))?.feedback).toBe('Still no link.');
  });

  it('ends when the page is published', async () => {
    const page = await newPage();
    await requestAndReject(page, 'Not like this.');
    expect((await reviewer.post(`/api/page/${page.pageID}/publish`)).status).toBe(200);
    // The rejected version is now the published one, and the editor works on a fresh concept.
    expect(await rejectionOf(page.versionID)).toBeNull();
    const concept = (await editor.get(`/api/page/${page.pageID}`)).body.page.conceptVersionID as number;
    expect(concept).not.toBe(page.versionID);
    expect(await rejectionOf(concept)).toBeNull();
  });

  it('refuses a bad id (400 V_12), an unknown version (404 G_02) and anonymous callers (401 G_04)', async () => {
    const bad = await editor.get('/api/page/version/abc/rejection');
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([{ code: 'V_12', property: 'id' }]);
    const unknown = await editor.get('/api/page/version/999999/rejection');
    expect(unknown.status).toBe(404);
    expect(unknown.body.Errors).toEqual([{ code: 'G_02' }]);
    const anonymous = await t.agent().get('/api/page/version/1/rejection');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Errors).toEqual([{ code: 'G_04' }]);
  });
});
