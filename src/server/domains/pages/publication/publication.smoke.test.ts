import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('request, reject with mail, request again, accept and publish; the public site follows', async () => {
  const editorUser = await createUser(t, { role: 'Editor', name: 'Eddie' });
  const reviewerUser = await createUser(t, { role: 'Reviewer', name: 'Rita' });
  const editor = t.agent();
  await editor.login(editorUser.email, editorUser.password);
  const reviewer = t.agent();
  await reviewer.login(reviewerUser.email, reviewerUser.password);

  const created = await editor.post('/api/page/create', { title: 'Otters', slug: 'otters', type: 'blank', locale: 'nl-nl' });
  const { pageID, pageVersionID } = created.body;
  expect((await editor.post(`/api/page/${pageID}/publish`)).status).toBe(403);
  expect((await editor.post(`/api/page/${pageID}/request-publication`, { comment: 'Please check' })).status).toBe(200);
  expect((await editor.get('/api/page/fetch-request')).body.data.totalItems).toBe(1);
  expect((await editor.post(`/api/page/version/${pageVersionID}/reject-publication`, { feedback: 'x' })).status).toBe(403);

  t.mails.failing = true;
  const rejected = await reviewer.post(`/api/page/version/${pageVersionID}/reject-publication`, { feedback: 'Add a photo' });
  expect(rejected.status).toBe(200);
  await t.deps.mailQueue.kick();
  expect(t.mails.sent.filter((mail) => mail.to === editorUser.email)).toHaveLength(0);
  t.mails.failing = false;
  await t.deps.db
    .updateTable('mail_queue')
    .set({ next_attempt_at: new Date(0).toISOString() })
    .execute();
  await t.deps.mailQueue.kick();
  const rejection = t.mails.sent.find((mail) => mail.to === editorUser.email);
  expect(rejection?.text).toContain('Add a photo');
  expect(rejection?.text).toContain(`/cmsadmin/page/${pageID}`);

  await editor.post(`/api/page/${pageID}/request-publication`, { comment: 'Photo added' });
  expect((await reviewer.post(`/api/page/version/${pageVersionID}/accept-publication`, { feedback: '' })).status).toBe(200);
  const published = await t.agent().post('/api/page/get-by-slug', { slug: '/otters' });
  expect(published.status).toBe(200);
  expect(published.body.page.pageVersion.id).toBe(pageVersionID);
  const page = (await editor.get(`/api/page/${pageID}`)).body.page;
  expect(page.publishedVersionID).toBe(pageVersionID);
  expect(page.conceptVersionID).not.toBe(pageVersionID);

  const admin = await t.adminAgent();
  expect((await admin.post(`/api/page/${pageID}/unpublish`)).status).toBe(200);
  expect((await t.agent().post('/api/page/get-by-slug', { slug: '/otters' })).status).toBe(404);
});
