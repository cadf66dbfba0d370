import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { consentBannerVersion } from '../src/shared/consent/consent-schemas.ts';
import { DEFAULT_SITE_SETTINGS } from '../src/server/domains/settings/settings.service.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { publishVideoPage, stubThirdParties, waitForIslands } from './support/site-actions.ts';

/**
 * Issue 17: cookie consent as Dutch law reads it. With the site setting "continuing to browse
 * counts as consent" on (the default, SPEC 4) a second page view consents; with it off only a
 * choice does, the banner offers "Reject all" on its first layer, and every choice is recorded.
 */
describe('cookie consent setting (demo site)', () => {
  let harness: Harness;
  let firstPath: string;
  let videoPath: string;

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
    firstPath = await publishVideoPage(harness, 'consent-otters-first', {
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      title: 'First otters',
    });
    videoPath = await publishVideoPage(harness, 'consent-otters', { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Otters' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function freshVisitor(): Promise<{ context: BrowserContext; page: Page }> {
    const visitor = await harness.newPage();
    await stubThirdParties(visitor.page, harness.baseUrl);
    return visitor;
  }
  const consentCookie = async (context: BrowserContext) =>
    (await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent')?.value;
  const records = () => harness.server.deps.db.selectFrom('consent_records').selectAll().orderBy('id').execute();
  /** Waits for one more record than `before` and returns it. */
  async function nextRecord(before: number) {
    return vi.waitFor(
      async () => {
        const all = await records();
        expect(all.length).toBe(before + 1);
        return all.at(-1)!;
      },
      { timeout: 5_000 },
    );
  }
  async function setByBrowsing(consentByBrowsing: boolean) {
    const admin = await harness.server.adminAgent();
    const saved = await admin.put('/api/settings/site', { ...DEFAULT_SITE_SETTINGS, consentByBrowsing });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this website' });
  const player = (page: Page) => page.locator('.video-consent iframe');

  it('on (the default): browsing to a second page counts as consent, the video loads, and it is recorded', async () => {
    const { context, page } = await freshVisitor();
    await page.goto(firstPath);
    await banner(page).waitFor();
    expect(await banner(page).getByRole('button', { name: 'Reject all' }).isVisible()).toBe(true);
    expect(await banner(page).textContent()).toContain('Continuing to browse counts as consent.');
    await waitForIslands(page);
    expect(await player(page).count()).toBe(0);

    const before = (await records()).length;
    await page.goto(videoPath);
    expect(await banner(page).count()).toBe(0);
    expect(await consentCookie(context)).toBe('n1s1m1');
    await waitForIslands(page);
    await player(page).waitFor();
    expect(await nextRecord(before)).toMatchObject({ choice: 'browsing', banner_version: consentBannerVersion(true) });
  });

  describe('off', () => {
    beforeAll(async () => setByBrowsing(false));
    afterAll(async () => setByBrowsing(true));

    it('browsing on does not consent: the banner stays and the video stays a placeholder; nothing is recorded', async () => {
      const before = (await records()).length;
      const { context, page } = await freshVisitor();
      await page.goto(firstPath);
      await banner(page).waitFor();
      expect(await banner(page).textContent()).not.toContain('Continuing to browse');
      await page.goto(videoPath);
      await banner(page).waitFor();
      await waitForIslands(page);
      await page.getByRole('group', { name: 'Video: Otters' }).waitFor();
      expect(await player(page).count()).toBe(0);
      expect(await consentCookie(context)).toBeUndefined();
      expect((await records()).length).toBe(before);
    });

    it('"Reject all" on the first layer hides the banner, keeps the placeholders and is recorded', async () => {
      const { context, page } = await freshVisitor();
      await page.goto(videoPath);
      const before = (await records()).length;
      // No need to open "Manage": refusing is one click, like accepting.
      await Promise.all([
        page.waitForURL((url) => url.pathname === videoPath),
        banner(page).getByRole('button', { name: 'Reject all' }).click(),
      ]);
      await banner(page).waitFor({ state: 'detached' });
      expect(await consentCookie(context)).toBe('n1s0m0');
      await waitForIslands(page);
      await page.getByRole('group', { name: 'Video: Otters' }).waitFor();
      expect(await player(page).count()).toBe(0);
      // Still refused on the next page.
      await page.goto(firstPath);
      await waitForIslands(page);
      expect(await player(page).count()).toBe(0);
      expect(await nextRecord(before)).toMatchObject({ choice: 'reject-all', banner_version: consentBannerVersion(false) });
    });

    it('"Accept all" in the banner loads the video and is recorded', async () => {
      const { context, page } = await freshVisitor();
      await page.goto(firstPath);
      await page.goto(videoPath);
      const before = (await records()).length;
      await Promise.all([
        page.waitForURL((url) => url.pathname === videoPath),
        banner(page).getByRole('button', { name: 'Accept all' }).click(),
      ]);
      await banner(page).waitFor({ state: 'detached' });
      expect(await consentCookie(context)).toBe('n1s1m1');
      await waitForIslands(page);
      await player(page).waitFor();
      expect(await nextRecord(before)).toMatchObject({ choice: 'accept-all', banner_version: consentBannerVersion(false) });
    });

    it('"Accept and play" on the placeholder loads the video and is recorded by the island', async () => {
      const { context, page } = await freshVisitor();
      await page.goto(videoPath);
      await waitForIslands(page);
      const before = (await records()).length;
      await page.getByRole('group', { name: 'Video: Otters' }).getByRole('button', { name: 'Accept and play' }).click();
      await player(page).waitFor();
      expect(await consentCookie(context)).toBe('n1s0m1');
      expect(await nextRecord(before)).toMatchObject({ choice: 'placeholder', banner_version: consentBannerVersion(false) });
      // Only the choice and the version are stored.
      expect(Object.keys((await records()).at(-1)!).sort()).toEqual(['banner_version', 'choice', 'created_at', 'id']);
    });
  });
});
