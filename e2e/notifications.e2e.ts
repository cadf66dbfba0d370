import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser, type FixtureUser } from '../src/server/test-support/fixtures.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, type Harness } from './support/harness.ts';

const TITLE = 'Kingfishers at the Linge';
const FEEDBACK = 'Please add where the photo was taken.';

/** Issue 14: rejection feedback reaches the editor in the admin, not only by e-mail. */
describe('notifications and the rejection banner', () => {
  let harness: Harness;
  let editor: { user: FixtureUser; agent: TestAgent };
  let reviewer: { user: FixtureUser; agent: TestAgent };
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    editor = await loggedInUser(harness.server, { role: 'Editor', name: 'Eddie Editor' });
    reviewer = await loggedInUser(harness.server, { role: 'Reviewer', name: 'Rita Reviewer' });
    const content = [{ type: 'pageHeader', key: 'header', props: { title: TITLE, intro: 'A blue flash over the water.' } }];
    const created = await editor.agent.post('/api/page/create', {
      title: TITLE,
      slug: 'kingfishers',
      type: 'blank',
      locale: 'nl-nl',
      content,
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    expect((await editor.agent.post(`/api/page/${pageId}/request-publication`, { comment: 'First sighting this year.' })).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a reviewer rejects from their notification; the editor sees the count, the notification and the feedback in the editor', async () => {
    // The editor is working in the admin; nothing is unread yet.
    const { page: editorPage } = await harness.newPage();
    await loginAs(editorPage, harness.admin('/login'), editor.user.email, editor.user.password);
    await editorPage.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(await editorPage.getByTestId('notifications-unread').count()).toBe(0);

    // The reviewer is asked to review: one unread, and the notification opens the review.
    const { page: reviewerPage } = await harness.newPage();
    await loginAs(reviewerPage, harness.admin('/login'), reviewer.user.email, reviewer.user.password);
    await reviewerPage.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await reviewerPage.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const request = reviewerPage.getByTestId('notification').filter({ hasText: `Eddie Editor asks you to review "${TITLE}".` });
    await request.getByText('First sighting this year.').waitFor();
    await request.getByRole('link', { name: `Open the page ${TITLE}` }).click();
    await reviewerPage.getByRole('heading', { level: 2, name: 'Review publication request' }).waitFor();
    // Opening it marked it read.
    await reviewerPage.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await reviewerPage.getByRole('textbox', { name: 'Feedback' }).fill(FEEDBACK);
    await reviewerPage.getByRole('button', { name: 'Reject', exact: true }).click();
    await reviewerPage.getByText('The request has been rejected.', { exact: false }).first().waitFor();

    // The editor's next step in the admin brings the count.
    await editorPage.getByRole('link', { name: 'Media library' }).click();
    await editorPage.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    expect(await editorPage.getByTestId('notifications-unread').innerText()).toBe('1');
    await editorPage.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    const rejected = editorPage
      .getByTestId('notification')
      .filter({ hasText: `Rita Reviewer rejected your request to publish "${TITLE}".` });
    await rejected.getByText(FEEDBACK).waitFor();
    await rejected.getByRole('img', { name: 'Unread' }).waitFor();

    // From the notification to the editor, where the feedback waits above the page.
    await rejected.getByRole('link', { name: `Open the page ${TITLE}` }).click();
    await editorPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const banner = editorPage.getByRole('note', { name: 'Publication request rejected' });
    await banner.getByText(FEEDBACK).waitFor();
    expect(await banner.innerText()).toContain('Rita Reviewer rejected the request on');
    await editorPage.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(await editorPage.getByTestId('notifications-unread').count()).toBe(0);

    // Asking again ends the rejection.
    await editorPage.getByRole('button', { name: 'Request publication' }).click();
    const dialog = editorPage.getByRole('dialog', { name: 'Request publication' });
    await dialog.getByRole('textbox', { name: 'Comment for the reviewer' }).fill('Taken at the Regulieren lock.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await banner.waitFor({ state: 'detached' });
    await editorPage.reload();
    await editorPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await editorPage.getByRole('button', { name: 'Revoke request' }).waitFor();
    expect(await banner.count()).toBe(0);
  });
});
