import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggedInUser } from '../../test-support/fixtures.ts';
import { withRevision } from '../../test-support/page-store.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startPurgeReceiver } from './purge-receiver.test-helpers.ts';

/**
 * Issue 18: a page change purges exactly the responses that show the page. Each response names
 * the pages whose data it shows (surrogate-keys.ts, collected while rendering); each change
 * purges the keys cache-purge.ts derives from the changed page. A real HTTP receiver stands in
 * for Varnish. On PostgreSQL every purge is sent once more 1.5 s later, so a change's purge is
 * looked for among those since the change, by its exact key set.
 */
let t: TestApp;
let admin: TestAgent;
let receiver: Awaited<ReturnType<typeof startPurgeReceiver>>;

beforeAll(async () => {
  receiver = await startPurgeReceiver();
  t = await createTestApp({ env: { CACHE_PURGE_URLS: receiver.url } });
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const postgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');
const sorted = (keys: readonly string[]) => [...keys].sort();
const purgesSince = (from: number) => receiver.received.slice(from).map((request) => sorted(request.keys.split(' ')));
/** The keys purged by `change` (the one purge it sent; changed() awaits it before the answer). */
async function purgedBy(change: () => Promise<{ status: number; body: unknown }>): Promise<string[][]> {
  const from = receiver.received.length;
  const answer = await change();
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return purgesSince(from);
}
async function keysOf(path: string): Promise<string[]> {
  const answer = await t.app.inject({ method: 'GET', url: path });
  expect(answer.statusCode, path).toBeLessThan(500);
  return String(answer.headers.xkey).split(' ');
}

interface NewPage {
  id: number;
  versionId: number;
}
async function createPage(slug: string, fields: { type?: string; locale?: string; blocks?: unknown[] } = {}): Promise<NewPage> {
  const created = await admin.post('/api/page/create', {
    title: `Page ${slug}`,
    slug,
    type: fields.type ?? 'blank',
    locale: fields.locale ?? 'nl-nl',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const page = { id: created.body.pageID as number, versionId: created.body.pageVersionID as number };
  if (fields.blocks) {
    const stored = await admin.post(
      `/api/page/version/${page.versionId}/store`,
      await withRevision(admin, page.versionId, { blocks: fields.blocks }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  }
  return page;
}
const publish = (id: number) => admin.post(`/api/page/${id}/publish`, {});
const richText = (html: string) => [{ type: 'richText', key: 'rt1', props: { html } }];
const pageKeys = (id: number, typeKey = 'listing-blank') => sorted([`page-${id}`, 'links', typeKey, 'sitemap', 'search']);
const isUnpublishOf = (id: number) => (keys: string[]) => keys.join(' ') === pageKeys(id).join(' ');

describe('page changes purge the pages that show the page', () => {
  let target: NewPage;
  let linker: NewPage;
  let bystander: NewPage;

  beforeAll(async () => {
    target = await createPage('purge-target');
    linker = await createPage('purge-linker', { blocks: richText('<p>See <a href="/purge-target#top">the target</a>.</p>') });
    bystander = await createPage('purge-bystander', { blocks: richText('<p>Nothing to see.</p>') });
    expect((await publish(linker.id)).status).toBe(200);
    expect((await publish(bystander.id)).status).toBe(200);
  });

  it("a publication purges the page, its type's listings, the sitemap, search and the stored 404s", async () => {
    expect(await keysOf('/purge-target')).toContain('notfound');
    const purged = await purgedBy(() => publish(target.id));
    expect(purged).toContainEqual(sorted([...pageKeys(target.id), 'notfound']));
    const targetKeys = await keysOf('/purge-target');
    expect(targetKeys).toContain(`page-${target.id}`);
    expect(targetKeys).not.toContain('notfound');
  });

  it("a page linking to P names P; a page not showing P names none of the keys P's changes purge", async () => {
    expect(await keysOf('/purge-linker')).toContain(`page-${target.id}`);
    const bystanderKeys = await keysOf('/purge-bystander');
    expect(bystanderKeys).toContain(`page-${bystander.id}`);
    // An edit of the live page (stored and published at once).
    const live = (await admin.get(`/api/page/${target.id}`)).body.page;
    const purged = await purgedBy(() =>
      admin.post(`/api/page/version/${live.conceptVersionID}/store-and-publish`, {
        title: 'Target, revised',
        revision: live.pageVersion.revision,
      }),
    );
    const ours = purged.find((keys) => keys.includes(`page-${target.id}`));
    expect(ours).toBeDefined();
    expect(ours!.filter((key) => bystanderKeys.includes(key))).toEqual([]);
  });

  it('a live slug change purges the page and the pages linking to it, whose links follow', async () => {
    const purged = await purgedBy(() => admin.put(`/api/page/${target.id}/save`, { slug: 'purge-moved', shouldUpdateLinks: true }));
    expect(purged).toContainEqual(sorted([...pageKeys(target.id), 'notfound']));
    const linked = await t.app.inject({ method: 'GET', url: '/purge-linker' });
    expect(linked.body).toContain('href="/purge-moved#top"');
    expect(String(linked.headers.xkey).split(' ')).toContain(`page-${target.id}`);
  });

  it('an unpublish purges the page, its listings, the sitemap and search, but no 404s', async () => {
    const purged = await purgedBy(() => admin.post(`/api/page/${target.id}/unpublish`, {}));
    expect(purged).toContainEqual(pageKeys(target.id));
  });

  it('a publication request changes nothing public and purges nothing', async () => {
    // On PostgreSQL the unpublish's purge comes again 1.5 s later: wait it out first.
    if (postgres) await vi.waitFor(() => expect(purgesSince(0).filter(isUnpublishOf(target.id))).toHaveLength(2), { timeout: 4000 });
    const purged = await purgedBy(() => admin.post(`/api/page/${target.id}/request-publication`, { comment: 'Please' }));
    expect(purged.filter((keys) => keys.includes(`page-${target.id}`))).toEqual([]);
  });

  it("an editor's pending slug for a live page, withdrawing it and a save changing nothing purge nothing", async () => {
    const live = await createPage('purge-live-slug');
    expect((await publish(live.id)).status).toBe(200);
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    let purged = await purgedBy(() =>
      editor.put(`/api/page/${live.id}/save`, { slug: 'purge-live-slug-pending', shouldUpdateLinks: false }),
    );
    expect(purged.filter((keys) => keys.includes(`page-${live.id}`))).toEqual([]);
    // A publisher withdrawing the pending slug, then saving the same slug again.
    for (let save = 0; save < 2; save++) {
      purged = await purgedBy(() => admin.put(`/api/page/${live.id}/save`, { slug: 'purge-live-slug', shouldUpdateLinks: false }));
      expect(purged.filter((keys) => keys.includes(`page-${live.id}`))).toEqual([]);
    }
    expect((await admin.get(`/api/page/${live.id}`)).body.page.pendingSlug ?? null).toBeNull();
  });

  it('deleting a page that was never public purges only the page and the pages linking to it', async () => {
    const doomed = await createPage('purge-doomed');
    const purged = await purgedBy(() => admin.post(`/api/page/${doomed.id}/delete`, {}));
    expect(purged).toContainEqual(sorted([`page-${doomed.id}`, 'links']));
    expect(purged.flat()).not.toContain('menu');
  });

  it("deleting a live page purges its type's listings, the sitemap and search, but not the menus it was not in", async () => {
    const doomed = await createPage('purge-doomed-live', { type: 'news' });
    expect((await publish(doomed.id)).status).toBe(200);
    const purged = await purgedBy(() => admin.post(`/api/page/${doomed.id}/delete`, {}));
    expect(purged).toContainEqual(sorted([`page-${doomed.id}`, 'links', 'listing-news', 'sitemap', 'search']));
  });
});

describe('menus, translations, breadcrumbs and listings', () => {
  it('a page in a menu purges `menu` too', async () => {
    const menuPage = await createPage('purge-in-menu');
    const revision = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions.header;
    const menu = await admin.put('/api/menu', {
      locale: 'nl-nl',
      menu: 'header',
      items: [{ key: 'm', label: 'In the menu', type: 'internal', pageId: menuPage.id }],
      revision,
    });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    const purged = await purgedBy(() => publish(menuPage.id));
    expect(purged).toContainEqual(sorted([...pageKeys(menuPage.id), 'notfound', 'menu']));
  });

  it('publishing a translation purges the translations whose language switch now names it', async () => {
    const original = await createPage('purge-original');
    expect((await publish(original.id)).status).toBe(200);
    const translated = await admin.post('/api/page/create-translation', {
      pageID: original.id,
      newLocale: 'en-gb',
      title: 'Translated',
      slug: 'purge-translated',
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    const translationId = translated.body.pageID as number;
    const purged = await purgedBy(() => publish(translationId));
    expect(purged).toContainEqual(sorted([...pageKeys(translationId), 'notfound', `page-${original.id}`]));
    expect(await keysOf('/purge-original')).toContain(`page-${translationId}`);
  });

  it('a page whose breadcrumbs miss an unpublished parent is purged when the parent is published, and then names it', async () => {
    const parent = await createPage('purge-parent');
    const child = await createPage('purge-parent/child');
    expect((await publish(child.id)).status).toBe(200);
    const before = await keysOf('/purge-parent/child');
    expect(before).toContain('notfound');
    expect(before).not.toContain(`page-${parent.id}`);
    expect(await purgedBy(() => publish(parent.id))).toContainEqual(sorted([...pageKeys(parent.id), 'notfound']));
    expect(await keysOf('/purge-parent/child')).toContain(`page-${parent.id}`);
  });

  it("a listing names its type's key; publishing a page of that type purges it", async () => {
    const listing = await createPage('purge-news-list', {
      blocks: [{ type: 'pageList', key: 'pl1', props: { title: 'Nieuws', pageType: 'news', limit: 5 } }],
    });
    expect((await publish(listing.id)).status).toBe(200);
    const listingKeys = await keysOf('/purge-news-list');
    expect(listingKeys).toEqual(expect.arrayContaining(['listing', 'listing-news']));
    const news = await createPage('purge-news-item', { type: 'news' });
    const purged = await purgedBy(() => publish(news.id));
    expect(purged).toContainEqual(sorted([...pageKeys(news.id, 'listing-news'), 'notfound']));
  });

  it('the sitemap has its own key', async () => {
    expect(await keysOf('/sitemap.xml')).toEqual(['site', 'sitemap']);
  });
});

describe('settings', () => {
  it('a change to where contact mail goes purges nothing; the company name purges `settings` and the sitemap', async () => {
    const company = (await admin.get('/api/settings/company')).body.company as Record<string, unknown>;
    let purged = await purgedBy(() => admin.put('/api/settings/company', { ...company, contactRecipient: 'purge-desk@example.org' }));
    expect(purged.filter((keys) => keys.includes('settings'))).toEqual([]);
    purged = await purgedBy(() => admin.put('/api/settings/company', { ...company, name: 'Purged Otters BV' }));
    expect(purged).toContainEqual(['settings', 'sitemap']);
  });
});

describe('tags', () => {
  async function taggedPage(slug: string, tags: string[]): Promise<number> {
    const page = await createPage(slug);
    expect((await publish(page.id)).status).toBe(200);
    const tagged = await admin.put(`/api/page/${page.id}/tags`, { public: tags, private: [] });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    return page.id;
  }
  /** Search pages name only `search`; they filter by ?tag=, so every tag change must purge them. */
  async function expectSearchPurged(change: () => Promise<{ status: number; body: unknown }>): Promise<void> {
    expect(await keysOf('/zoeken?tag=Purge%20Otters')).toContain('search');
    expect((await purgedBy(change)).flat()).toContain('search');
  }
  const tagId = async (name: string) => {
    const usage = await admin.get(`/api/tags/usage?${new URLSearchParams({ kind: 'public', searchTerm: name })}`);
    return (usage.body.data.items as { id: number; name: string }[]).find((tag) => tag.name === name)!.id;
  };

  it("a page's tags, a rename, a merge and a delete purge the search pages filtering by tag", async () => {
    const search = await createPage('zoeken', { blocks: [{ type: 'searchBox', key: 'sb1', props: { title: '', placeholder: '' } }] });
    expect((await publish(search.id)).status).toBe(200);
    const id = await taggedPage('purge-tagged', ['Purge Otters']);
    await taggedPage('purge-tagged-too', ['Purge Beavers', 'Purge Badgers']);
    await expectSearchPurged(() => admin.put(`/api/page/${id}/tags`, { public: ['Purge Otters', 'Purge Voles'], private: [] }));
    const voles = await tagId('Purge Voles');
    await expectSearchPurged(() => admin.put(`/api/tags/${voles}`, { name: 'Purge Water Voles' }));
    const [beavers, badgers] = [await tagId('Purge Beavers'), await tagId('Purge Badgers')];
    await expectSearchPurged(() => admin.post('/api/tags/merge', { sourceIds: [beavers], targetId: badgers }));
    await expectSearchPurged(() => admin.delete(`/api/tags/${badgers}`));
  });
});
