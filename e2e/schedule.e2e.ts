import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toZonedInput } from '../src/admin/features/pages/schedule/schedule-state.ts';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

const TITLE = 'Kingfisher walk on Sunday';
const SLUG = 'kingfisher-walk';

/** A time a few seconds ahead as a datetime-local value (with seconds) in the site's zone. */
function secondsAhead(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  return `${toZonedInput(at.toISOString())}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
}

describe('scheduled publishing', () => {
  let harness: Harness;
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness({ env: { SCHEDULER_INTERVAL_MS: '250' } });
    const admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', { title: TITLE, slug: SLUG, type: 'blank', locale: 'nl-nl' });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a publisher schedules the concept a few seconds ahead and the page goes live on the site', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    const { page: visitor } = await harness.newPage();
    expect((await visitor.goto(`${harness.baseUrl}/${SLUG}`))?.status()).toBe(404);

    await page.getByRole('button', { name: 'Schedule publication', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule publication' });
    // A time in the past is refused with the field's message.
    await dialog.getByLabel('Publish at', { exact: true }).fill(secondsAhead(-120));
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await dialog.getByRole('alert').first().waitFor();

    await dialog.getByLabel('Publish at', { exact: true }).fill(secondsAhead(6));
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await dialog.getByTestId('schedule-status-publishAt').filter({ hasText: 'waiting' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Publication scheduled', exact: true }).waitFor();
    expect((await visitor.goto(`${harness.baseUrl}/${SLUG}`))?.status()).toBe(404);

    // Within a few seconds of the time the site serves it (the scheduler ticks every 250 ms here).
    const deadline = Date.now() + 20_000;
    let status = 404;
    while (status !== 200 && Date.now() < deadline) {
      await visitor.waitForTimeout(500);
      status = (await visitor.goto(`${harness.baseUrl}/${SLUG}`))?.status() ?? 0;
    }
    expect(status).toBe(200);
    expect(await visitor.title()).toContain(TITLE);

    // The schedule shows what happened.
    await page.reload();
    await page.getByRole('button', { name: 'Schedule publication', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Schedule publication' })
      .getByTestId('schedule-status-publishAt')
      .filter({ hasText: 'carried out' })
      .waitFor();
  });
});
