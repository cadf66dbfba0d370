import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loggedInUser, type FixtureUser } from '../src/server/test-support/fixtures.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';
import { loginAs, signIn } from './support/admin-actions.ts';
import { startHarness, type Harness } from './support/harness.ts';

const TITLE = 'Otters are back';
const SLUG = 'otters-are-back';

/** The success or failure text of the last publication action. */
const notice = (page: Page, text: string) => page.getByText(text).first().waitFor();

describe('publication review: request, reject with feedback, request again, accept', () => {
  let harness: Harness;
  let editor: { user: FixtureUser; agent: TestAgent };
  let reviewer: { user: FixtureUser; agent: TestAgent };
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    editor = await loggedInUser(harness.server, { role: 'Editor', name: 'Eddie Editor' });
    reviewer = await loggedInUser(harness.server, { role: 'Reviewer', name: 'Rita Reviewer' });
    const content = [
      { type: 'pageHeader', key: 'header', props: { title: TITLE, intro: 'News from the river Linge.' } },
      { type: 'richText', key: 'body', props: { html: '<p>Otters are shy animals.</p>' } },
    ];
    const created = await editor.agent.post('/api/page/create', { title: TITLE, slug: SLUG, type: 'blank', locale: 'nl-nl', content });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    // A first version is live, so the review compares the concept with it.
    const admin = await harness.server.adminAgent();
    expect((await admin.post(`/api/page/${pageId}/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const publicStatus = async () => (await harness.server.agent().post('/api/page/get-by-slug', { slug: `/${SLUG}` })).status;
  const publicText = async () => JSON.stringify((await harness.server.agent().post('/api/page/get-by-slug', { slug: `/${SLUG}` })).body);

  it('an editor requests, a reviewer rejects with feedback (e-mailed), the editor asks again and the reviewer accepts', async () => {
    expect(await publicStatus()).toBe(200);

    // The editor changes the page and requests publication; unsaved changes are saved first.
    const { page: editorPage } = await harness.newPage();
    await signIn(editorPage, harness.baseUrl, editor.user.email, editor.user.password);
    await editorPage.goto(harness.admin(`/page/${pageId}`));
    await editorPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await editorPage.getByTestId('publication-status-published').waitFor();
    // Editors cannot publish directly, only ask for it.
    expect(await editorPage.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await editorPage.getByRole('button', { name: 'Add block', exact: true }).click();
    const picker = editorPage.getByRole('dialog', { name: 'Add a block' });
    await picker.getByRole('button', { name: 'Quote', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await editorPage.getByRole('textbox', { name: 'Text', exact: true }).fill('Otters were seen in the Linge again');

    await editorPage.getByRole('button', { name: 'Request publication' }).click();
    let dialog = editorPage.getByRole('dialog', { name: 'Request publication' });
    await dialog.getByText('Your unsaved changes are saved first.').waitFor();
    // The page is live: the dialog says it stays live during the review (it used to say "offline").
    await dialog
      .getByText(
        'A reviewer checks your changes before they go live. Until a reviewer accepts them, visitors keep seeing the published version.',
      )
      .waitFor();
    expect(await dialog.getByText(/offline/).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'Comment for the reviewer' }).fill('Added the otter sighting quote.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await notice(editorPage, 'Publication has been requested. The published version stays online until a reviewer accepts the change.');
    await editorPage.getByTestId('publication-status-requestedBy').filter({ hasText: 'Publication requested by Eddie Editor' }).waitFor();
    await editorPage.getByTestId('publication-status-notPublished').waitFor();
    expect(await editorPage.getByText('Unsaved changes').count()).toBe(0);
    expect(await editorPage.getByRole('button', { name: 'Review request' }).count()).toBe(0);
    await editorPage.getByRole('button', { name: 'Revoke request' }).waitFor();
    // Issue 14: the published version stays live during the review (the editor's badge above
    // follows SPEC 4's "requesting clears the published ids", visitors do not).
    expect(await publicStatus()).toBe(200);
    expect(await publicText()).not.toContain('Otters were seen in the Linge again');

    // The reviewer opens it from the Publication requests screen.
    const { page: reviewerPage } = await harness.newPage();
    await loginAs(reviewerPage, harness.admin('/login'), reviewer.user.email, reviewer.user.password);
    await reviewerPage.getByRole('link', { name: 'Publication requests' }).click();
    await reviewerPage.getByRole('heading', { level: 1, name: 'Publication requests' }).waitFor();
    const row = reviewerPage.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('Eddie Editor').waitFor();
    await row.getByText('Added the otter sighting quote.').waitFor();
    await row.getByRole('link', { name: `Review the request for ${TITLE}` }).click();
    await reviewerPage.getByRole('heading', { level: 2, name: 'Review publication request' }).waitFor();
    expect(await reviewerPage.getByTestId('request-comment').innerText()).toBe('Added the otter sighting quote.');
    await reviewerPage.getByText('Published version', { exact: true }).waitFor();
    const added = reviewerPage.locator('.review-row[data-status="added"]');
    await added.waitFor();
    expect(await added.innerText()).toContain('Otters were seen in the Linge again');
    expect(await reviewerPage.locator('.review-row[data-status="same"]').count()).toBe(2);
    // The review screen opens the same word-by-word comparison as the version history (issue 16).
    await reviewerPage.locator('.review__words > summary').click();
    const addedBlock = reviewerPage.locator('.review__words .compare-block--added');
    await addedBlock.first().waitFor();
    expect((await addedBlock.first().locator('ins').allTextContents()).join(' ')).toContain('Otters were seen in the Linge again');

    // Rejecting needs feedback.
    await reviewerPage.getByRole('button', { name: 'Reject', exact: true }).click();
    await reviewerPage.getByText('The feedback field is required.').waitFor();
    await reviewerPage.getByRole('textbox', { name: 'Feedback' }).fill('Please name the source of the sighting.');
    await reviewerPage.getByRole('button', { name: 'Reject', exact: true }).click();
    await notice(reviewerPage, 'The request has been rejected. The requester receives your feedback by e-mail.');
    expect(await reviewerPage.getByRole('button', { name: 'Review request' }).count()).toBe(0);

    // The editor gets the feedback by e-mail.
    await harness.server.deps.mailQueue.kick();
    const rejection = harness.server.mails.sent.find(
      (mail) => String(mail.to).includes(editor.user.email) && /rejected/i.test(mail.subject),
    );
    expect(rejection, 'rejection mail').toBeDefined();
    expect(`${rejection!.text ?? ''}`).toContain('Please name the source of the sighting.');

    // Rejecting leaves the live version as it was.
    expect(await publicStatus()).toBe(200);
    expect(await publicText()).not.toContain('Otters were seen in the Linge again');

    // The editor asks again; without a pending request the page shows as published with changes.
    await editorPage.reload();
    await editorPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await editorPage.getByTestId('publication-status-unpublishedChanges').waitFor();
    expect(await editorPage.getByTestId('publication-status-requestedBy').count()).toBe(0);
    await editorPage.getByRole('button', { name: 'Request publication' }).click();
    dialog = editorPage.getByRole('dialog', { name: 'Request publication' });
    await dialog.getByRole('textbox', { name: 'Comment for the reviewer' }).fill('Source added: Waterschap Rivierenland.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await notice(editorPage, 'Publication has been requested. The published version stays online until a reviewer accepts the change.');

    // The reviewer accepts it from the overview's publish-request filter.
    await reviewerPage.getByRole('link', { name: 'Page overview' }).click();
    await reviewerPage.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    await reviewerPage.getByText('Open publication requests: 1').waitFor();
    await reviewerPage.getByRole('button', { name: /^Publish request/ }).click();
    await reviewerPage.getByRole('row').filter({ hasText: TITLE }).getByRole('link', { name: TITLE, exact: true }).click();
    await reviewerPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await reviewerPage.getByText('Source added: Waterschap Rivierenland.').waitFor();
    await reviewerPage.getByRole('button', { name: 'Review request' }).click();
    await reviewerPage.getByRole('heading', { level: 2, name: 'Review publication request' }).waitFor();
    await reviewerPage.locator('.review-row').first().waitFor();
    await reviewerPage.getByRole('button', { name: 'Accept and publish' }).click();
    await notice(reviewerPage, 'The request has been accepted and the page is published.');
    await reviewerPage.getByTestId('publication-status-published').waitFor();

    expect(await publicStatus()).toBe(200);
    const live = await harness.server.agent().post('/api/page/get-by-slug', { slug: `/${SLUG}` });
    expect(JSON.stringify(live.body)).toContain('Otters were seen in the Linge again');
  });

  it('a reviewer cannot review their own request', async () => {
    const created = await reviewer.agent.post('/api/page/create', { title: 'Beavers', slug: 'beavers', type: 'blank', locale: 'nl-nl' });
    expect(created.status).toBe(200);
    const ownId = created.body.pageID as number;
    expect((await reviewer.agent.post(`/api/page/${ownId}/request-publication`, { comment: 'Mine' })).status).toBe(200);

    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, reviewer.user.email, reviewer.user.password);
    await page.goto(harness.admin('/publication-requests'));
    const row = page.getByRole('row').filter({ hasText: 'Beavers' });
    await row.getByRole('link', { name: 'Open page' }).waitFor();
    expect(await row.getByRole('link', { name: /Review the request/ }).count()).toBe(0);

    // Even with the review link the editor opens normally, without the review actions.
    await page.goto(harness.admin(`/page/${ownId}?review=1`));
    await page.getByRole('button', { name: 'Revoke request' }).waitFor();
    await page.getByTestId('publication-status-requestedBy').filter({ hasText: 'Rita Reviewer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Review request' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Review publication request' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();

    // Revoking the request closes it.
    await page.getByRole('button', { name: 'Revoke request' }).click();
    await page.getByRole('dialog', { name: 'Revoke request' }).getByRole('button', { name: 'Revoke request' }).click();
    await notice(page, 'The publication request has been revoked.');
    await page.getByRole('button', { name: 'Request publication' }).waitFor();
  });

  it('the request list shows 50 requests a page, newest first, and the pager brings the rest (issue 20)', async () => {
    const titles: string[] = [];
    for (let index = 1; index <= 51; index += 1) {
      const title = `Request ${String(index).padStart(2, '0')}`;
      const created = await editor.agent.post('/api/page/create', { title, slug: `request-${index}`, type: 'blank', locale: 'nl-nl' });
      expect(created.status).toBe(200);
      expect((await editor.agent.post(`/api/page/${created.body.pageID}/request-publication`, { comment: '' })).status).toBe(200);
      titles.push(title);
    }
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, reviewer.user.email, reviewer.user.password);
    await page.goto(harness.admin('/publication-requests'));
    const table = page.getByRole('table', { name: 'Outstanding publication requests' });
    const pageLinks = table.locator('tbody .page-cell__title');
    await pageLinks.first().waitFor();
    expect(await pageLinks.allTextContents()).toEqual(titles.slice(1).reverse());
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    await table.getByRole('link', { name: 'Request 01', exact: true }).waitFor();
    expect(await pageLinks.allTextContents()).toEqual(['Request 01']);

    // The page overview counts every open request (not the first page's); a type's overview only its own.
    await page.goto(harness.admin('/'));
    await page.getByText('Open publication requests: 51', { exact: true }).waitFor();
    await page.goto(harness.admin('/page-overview/blank'));
    await page.getByText('Open publication requests: 51', { exact: true }).waitFor();
    await page.goto(harness.admin('/page-overview/news'));
    await page.getByText('Open publication requests: 0', { exact: true }).waitFor();
  });
});

describe('issue 14: review keeps the live page, a stale screen cannot publish', () => {
  let harness: Harness;
  let editor: { user: FixtureUser; agent: TestAgent };
  let reviewer: { user: FixtureUser; agent: TestAgent };

  beforeAll(async () => {
    harness = await startHarness();
    editor = await loggedInUser(harness.server, { role: 'Editor', name: 'Eddie Editor' });
    reviewer = await loggedInUser(harness.server, { role: 'Reviewer', name: 'Rita Reviewer' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const header = (title: string) => [{ type: 'pageHeader', key: 'header', props: { title, intro: '' } }];
  async function createPage(slug: string, text: string): Promise<number> {
    const created = await editor.agent.post('/api/page/create', {
      title: text,
      slug,
      type: 'blank',
      locale: 'nl-nl',
      content: header(text),
    });
    expect(created.status).toBe(200);
    return created.body.pageID as number;
  }
  async function conceptOf(pageId: number) {
    return (await editor.agent.get(`/api/page/${pageId}`)).body.page.pageVersion as {
      id: number;
      revision: number;
      blocks: { props: object }[];
    };
  }

  it('visitors keep seeing the published page while a change is under review and after a rejection', async () => {
    const pageId = await createPage('kingfishers', 'Kingfishers nest here');
    expect((await reviewer.agent.post(`/api/page/${pageId}/publish`, {})).status).toBe(200);
    const concept = await conceptOf(pageId);
    const blocks = [{ ...concept.blocks[0], props: { ...concept.blocks[0]!.props, title: 'Kingfishers moved away' } }];
    expect((await editor.agent.post(`/api/page/version/${concept.id}/store`, { revision: concept.revision, blocks })).status).toBe(200);

    // The editor asks for a review in the admin.
    const { page: editorPage } = await harness.newPage();
    await signIn(editorPage, harness.baseUrl, editor.user.email, editor.user.password);
    await editorPage.goto(harness.admin(`/page/${pageId}`));
    await editorPage.getByRole('button', { name: 'Request publication' }).click();
    const dialog = editorPage.getByRole('dialog', { name: 'Request publication' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await notice(editorPage, 'Publication has been requested. The published version stays online until a reviewer accepts the change.');

    // A visitor still gets the live page, not a 404 and not the change.
    const { page: visitor } = await harness.newPage();
    const during = await visitor.goto(`${harness.baseUrl}/kingfishers`);
    expect(during?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Kingfishers nest here' }).waitFor();
    expect(await visitor.getByText('Kingfishers moved away').count()).toBe(0);

    expect((await reviewer.agent.post(`/api/page/version/${concept.id}/reject-publication`, { feedback: 'Not yet' })).status).toBe(200);
    const after = await visitor.goto(`${harness.baseUrl}/kingfishers`);
    expect(after?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Kingfishers nest here' }).waitFor();
  });

  it('the request dialog of a page that was never published says it goes online once accepted', async () => {
    const pageId = await createPage('grebes', 'Grebes in the reeds');
    const { page: editorPage } = await harness.newPage();
    await signIn(editorPage, harness.baseUrl, editor.user.email, editor.user.password);
    await editorPage.goto(harness.admin(`/page/${pageId}`));
    await editorPage.getByRole('button', { name: 'Request publication' }).click();
    const dialog = editorPage.getByRole('dialog', { name: 'Request publication' });
    await dialog
      .getByText('A reviewer checks the page before it goes live. The page goes online once a reviewer accepts the request.')
      .waitFor();
    expect(await dialog.getByText(/published version|offline/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await notice(editorPage, 'Publication has been requested. The page goes online once a reviewer accepts the request.');
    expect((await harness.server.agent().post('/api/page/get-by-slug', { slug: '/grebes' })).status).toBe(404);
  });

  it("publishing from a stale screen is refused like a stale save and does not publish someone else's draft", async () => {
    const pageId = await createPage('herons', 'Herons on the dike');
    // The reviewer opens the page; then the editor changes it behind their back.
    const { page: reviewerPage } = await harness.newPage();
    await signIn(reviewerPage, harness.baseUrl, reviewer.user.email, reviewer.user.password);
    await reviewerPage.goto(harness.admin(`/page/${pageId}`));
    await reviewerPage.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    const concept = await conceptOf(pageId);
    const blocks = [{ ...concept.blocks[0], props: { ...concept.blocks[0]!.props, title: 'Unfinished heron text' } }];
    expect((await editor.agent.post(`/api/page/version/${concept.id}/store`, { revision: concept.revision, blocks })).status).toBe(200);

    await reviewerPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await reviewerPage.getByText('The page could not be published.').waitFor();
    await reviewerPage.getByText('This page was changed by someone else since you opened it.', { exact: false }).waitFor();
    expect((await harness.server.agent().post('/api/page/get-by-slug', { slug: '/herons' })).status).toBe(404);

    // After reloading, the reviewer sees the editor's text and may publish it knowingly.
    await reviewerPage.getByRole('button', { name: 'Reload the page (discard my changes)' }).click();
    await reviewerPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await notice(reviewerPage, 'The page has been published.');
    const live = await harness.server.agent().post('/api/page/get-by-slug', { slug: '/herons' });
    expect(JSON.stringify(live.body)).toContain('Unfinished heron text');
  });
});
