import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loggedInUser } from '../src/server/test-support/fixtures.ts';
import { image } from '../src/server/test-support/images.ts';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { findLayoutProblems } from './support/layout-checks.ts';

/**
 * Issue 14, phone layout: the page editor's dialogs at 390 px (version history, the rich-text
 * link dialog, the media picker, the publication request) and the review of a request. The
 * screens themselves are swept in admin-phone-layout.e2e.ts.
 */
const TITLE = 'Otter survey along the Linge, the Lek and the Waal with volunteers from Culemborg';

describe('page editor dialogs on a phone', () => {
  let harness: Harness;
  let pageId: number;
  let requestedId: number;
  beforeAll(async () => {
    harness = await startHarness({ env: { VERSION_FOLD_MINUTES: '0' } });
    const admin = await harness.server.adminAgent();
    const content = [{ type: 'richText', key: 'body', props: { html: '<p>Otters are shy animals of the river banks.</p>' } }];
    const created = await admin.post('/api/page/create', { title: TITLE, slug: 'otter-survey', type: 'blank', locale: 'en-gb', content });
    expect(created.status).toBe(200);
    pageId = created.body.pageID as number;
    // A published version and a later save give the history several entries.
    expect((await admin.post(`/api/page/${pageId}/publish`, {})).status).toBe(200);
    const concept = (await admin.get(`/api/page/${pageId}`)).body.page.pageVersion as { id: number; revision: number };
    const blocks = [{ ...content[0], props: { html: '<p>Otters were counted again this spring by volunteers.</p>' } }];
    expect((await admin.post(`/api/page/version/${concept.id}/store`, { revision: concept.revision, blocks })).status).toBe(200);
    const upload = await admin.upload(
      'POST',
      '/api/medialib/add-file',
      'f',
      'otter-on-a-river-bank-near-culemborg.png',
      await image(800, 600, 'png'),
      'image/png',
      { path: '/' },
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);

    // An editor's request with a long comment, for the review.
    const editor = await loggedInUser(harness.server, { role: 'Editor', name: 'Eddie Editor-with-a-long-surname' });
    const other = await editor.agent.post('/api/page/create', {
      title: `${TITLE} (2)`,
      slug: 'otter-survey-2',
      type: 'blank',
      locale: 'en-gb',
      content,
    });
    expect(other.status).toBe(200);
    requestedId = other.body.pageID as number;
    const requested = await editor.agent.post(`/api/page/${requestedId}/request-publication`, {
      comment: 'Please publish: the counts of this spring are in, with the photographs of the volunteers along the river.',
    });
    expect(requested.status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function openEditor(page: Page, id: number): Promise<void> {
    await page.goto(harness.admin(`/page/${id}`));
    await page.getByRole('heading', { level: 1, name: TITLE }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }

  it('shows the history, link, media-picker and request dialogs and the review without overflow at 390 px', async () => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    const problems: Record<string, string[]> = {};
    const check = async (screen: string) => {
      await page.waitForLoadState('networkidle');
      const found = await findLayoutProblems(page);
      if (found.length > 0) problems[screen] = found;
    };
    await openEditor(page, pageId);

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    // The concept and the published version at least.
    await history.getByRole('listitem').nth(1).waitFor();
    await check('history');
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Rich text' }).click();
    const editor = page.locator('.ProseMirror');
    await editor.getByText('Otters were counted again').waitFor();
    await editor.click();
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const link = page.getByRole('dialog', { name: 'Add link' });
    await link.getByRole('searchbox').fill('otter');
    await link
      .getByRole('button', { name: /^Choose / })
      .first()
      .waitFor();
    await check('link dialog: page search');
    await link.getByRole('combobox', { name: 'Link type' }).selectOption('external');
    await check('link dialog: external');
    await link.getByRole('button', { name: 'Cancel' }).click();
    await link.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'SEO Settings' }).click();
    await page.getByRole('button', { name: 'Choose image' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('button', { name: /otter-on-a-river-bank/ }).click();
    await picker.locator('.media-details').waitFor();
    await check('media picker');
    await picker.getByRole('button', { name: 'Close' }).first().click();
    await picker.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Request publication' }).click();
    const request = page.getByRole('dialog', { name: 'Request publication' });
    await request.getByRole('textbox', { name: 'Comment for the reviewer' }).waitFor();
    await check('request publication');
    await request.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(harness.admin(`/page/${requestedId}?review=1`));
    await page.getByRole('heading', { level: 2, name: 'Review publication request' }).waitFor();
    await page.locator('.review-row').first().waitFor();
    await check('review');
    expect(problems).toEqual({});
  });
});
