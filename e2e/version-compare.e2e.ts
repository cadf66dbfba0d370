import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';

/** Issue 16: pick two versions in the page's history and see what changed, down to the words. */
describe('version compare', () => {
  let harness: Harness;
  let admin: TestAgent;
  let pageId: number;

  const quote = (key: string, text: string) => ({ type: 'quote', key, props: { text, author: '', role: '' } });

  beforeAll(async () => {
    // Every save its own entry, so the two saves below are two versions.
    harness = await startHarness({ env: { VERSION_FOLD_MINUTES: '0' } });
    admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Badgers at dusk',
      slug: 'news/badgers-at-dusk',
      type: 'blank',
      locale: 'en-gb',
      content: [quote('first', 'Badgers dig setts in the forest.'), quote('gone', 'This quote will go.')],
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    const conceptId: number = created.body.pageVersionID;
    const current = await admin.get(`/api/page/version/fetch/${conceptId}`);
    const stored = await admin.post(`/api/page/version/${conceptId}/store`, {
      revision: current.body.version.revision,
      title: 'Badgers at night',
      blocks: [quote('first', 'Badgers dig large setts in the old forest.'), quote('new', 'A new quote.')],
    });
    expect(stored.status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('compares the first version with the concept: title, words, a block added and a block removed', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: 'Badgers at night' }).waitFor();

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('listitem').nth(1).waitFor();
    const compare = history.getByRole('button', { name: 'Compare selected' });
    expect(await compare.isDisabled()).toBe(true);
    await history.getByRole('listitem').nth(0).getByRole('checkbox').check();
    await history.getByRole('listitem').nth(1).getByRole('checkbox').check();
    await compare.click();

    const view = page.getByRole('dialog', { name: 'Compare versions' });
    await view.getByText('From Badgers at dusk').waitFor();
    const fields = view.getByRole('region', { name: 'Page settings and SEO' });
    expect(await fields.locator('del').allTextContents()).toContain('dusk');
    expect(await fields.locator('ins').allTextContents()).toContain('night');

    const blocks = view.getByRole('region', { name: 'Blocks' });
    const changed = blocks.getByRole('listitem').filter({ hasText: 'Changed' });
    expect((await changed.locator('ins').allTextContents()).join('|')).toContain('large');
    expect((await changed.locator('ins').allTextContents()).join('|')).toContain('old');
    await blocks.getByRole('listitem').filter({ hasText: 'Added' }).getByText('A new quote.').waitFor();
    await blocks.getByRole('listitem').filter({ hasText: 'Removed' }).getByText('This quote will go.').waitFor();

    await view.getByRole('button', { name: 'Back to history' }).click();
    await page.getByRole('dialog', { name: 'Version history' }).waitFor();
    await context.close();
  });
});
