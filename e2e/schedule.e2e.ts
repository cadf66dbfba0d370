import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toZonedInput } from '../src/admin/features/pages/schedule/schedule-state.ts';
import { createUser, loggedInUser } from '../src/server/test-support/fixtures.ts';
import { signIn, waitForPath } from './support/admin-actions.ts';
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
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
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
  it('an editor asks for publication at a desired time; the reviewer keeps it; overview and upcoming list show it', async () => {
    const editor = await createUser(harness.server, { role: 'Editor', name: 'Wendy Wish' });
    const editorApi = (await loggedInUser(harness.server, { role: 'Editor' })).agent;
    const title = 'Bat night in August';
    const created = await editorApi.post('/api/page/create', { title, slug: 'bat-night', type: 'blank', locale: 'nl-nl' });
    const wishedId = created.body.pageID as number;
    // Two days ahead, to the minute (a datetime-local field has no seconds).
    const wish = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000).toISOString();

    const { page: editorPage } = await harness.newPage();
    await signIn(editorPage, harness.baseUrl, editor.email, editor.password);
    await editorPage.goto(harness.admin(`/page/${wishedId}`));
    await editorPage.getByRole('button', { name: 'Request publication', exact: true }).click();
    const request = editorPage.getByRole('dialog', { name: 'Request publication' });
    await request.getByLabel('Comment for the reviewer').fill('For the August newsletter');
    await request.getByLabel('Desired publication (optional)').fill(toZonedInput(wish));
    await request.getByRole('button', { name: 'Send request' }).click();
    await request.waitFor({ state: 'detached' });

    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${wishedId}?review=1`));
    await page.getByTestId('request-desired-at').waitFor();
    expect(await page.getByLabel('Go live at').inputValue()).toBe(toZonedInput(wish));
    await page.getByRole('button', { name: 'Accept and schedule' }).click();
    await page.getByText('The request has been accepted and the page is scheduled to go live.').waitFor();
    await page.getByRole('button', { name: 'Publication scheduled', exact: true }).waitFor();

    const schedule = (await (await harness.server.adminAgent()).get(`/api/page/${wishedId}/schedule`)).body.data;
    expect(schedule.publish).toMatchObject({ at: wish, state: 'pending' });
    expect((await page.request.get(`${harness.baseUrl}/bat-night`)).status()).toBe(404);

    await page.goto(harness.admin('/scheduled'));
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Goes live');

    await page.goto(harness.admin('/'));
    await page.getByRole('button', { name: 'Scheduled', exact: true }).click();
    await page.getByRole('button', { name: 'Scheduled', exact: true, pressed: true }).waitFor();
    // The first test's schedule was carried out: that page is no longer "scheduled" (waiting for it to
    // leave also waits for the filtered list to replace the unfiltered one still on screen).
    await page.getByRole('row').filter({ hasText: TITLE }).waitFor({ state: 'detached' });
    const scheduledRow = page.getByRole('row').filter({ hasText: title });
    await scheduledRow.waitFor();
    expect(await scheduledRow.textContent()).toContain('Goes live');
    expect(await page.getByRole('row').filter({ hasText: TITLE }).count()).toBe(0);
  });

  it('deleting a published page offers to redirect its address; the old address then leads to the chosen page', async () => {
    const admin = await harness.server.adminAgent();
    const make = async (title: string, slug: string) => {
      const made = await admin.post('/api/page/create', { title, slug, type: 'blank', locale: 'nl-nl' });
      expect((await admin.post(`/api/page/${made.body.pageID}/publish`, {})).status).toBe(200);
      return made.body.pageID as number;
    };
    const oldId = await make('Vacancy field ecologist', 'vacancy-field-ecologist');
    await make('Working with us', 'working-with-us');

    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${oldId}`));
    await page.getByRole('button', { name: 'Delete page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete page' });
    await dialog.getByLabel('Send visitors of /vacancy-field-ecologist to another page', { exact: false }).check();
    await dialog.getByPlaceholder('Type a page title or slug').fill('Working');
    await dialog.getByRole('button', { name: 'Choose Working with us' }).click();
    await dialog.getByRole('button', { name: 'Delete page' }).click();
    await waitForPath(page, '/cmsadmin');

    const { page: visitor } = await harness.newPage();
    const answer = await visitor.goto(`${harness.baseUrl}/vacancy-field-ecologist?from=jobboard`);
    expect(answer?.status()).toBe(200);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe('/working-with-us?from=jobboard');
  });
});
