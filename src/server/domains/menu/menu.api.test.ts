import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChanged } from '../../lib/events/content-events.ts';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

let slugCounter = 0;
async function createPage(
  options: { title?: string; slug?: string; locale?: string; publish?: boolean } = {},
): Promise<{ id: number; slug: string }> {
  slugCounter += 1;
  const slug = options.slug ?? `menu-page-${slugCounter}`;
  const created = await admin.post('/api/page/create', {
    title: options.title ?? `Menu page ${slugCounter}`,
    slug,
    type: 'blank',
    locale: options.locale ?? 'nl-nl',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.pageID as number;
  if (options.publish !== false) expect((await admin.post(`/api/page/${id}/publish`)).status).toBe(200);
  return { id, slug };
}

type Item = Record<string, unknown>;
type MenuName = 'header' | 'footer';
const editMenus = async (locale = 'nl-nl') => {
  const response = await admin.get(`/api/menu/edit?locale=${locale}`);
  expect(response.status).toBe(200);
  return response.body.data as { header: Item[]; footer: Item[]; revisions: Record<MenuName, number> };
};
const revisionOf = async (menu: MenuName, locale = 'nl-nl') => (await editMenus(locale)).revisions[menu];
/** A save as the editor makes it: with the revision it loaded (the current one). */
const put = async (items: Item[], menu: MenuName = 'header', locale = 'nl-nl', agent = admin) =>
  agent.put('/api/menu', { locale, menu, items, revision: await revisionOf(menu, locale) });
const publicMenus = async (locale = 'nl-nl') => {
  const response = await t.agent().get(`/api/menu?locale=${locale}`);
  expect(response.status).toBe(200);
  return response.body.data as { header: Item[]; footer: Item[] };
};
function expectErrors(response: AgentResponse, status: number, errors: { code: string; property?: string }[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ Success: false, Errors: errors });
}
const anchor = (key: string, parentKey: string | null = null, label = key.toUpperCase()): Item => ({
  key,
  parentKey,
  label,
  type: 'anchor',
  target: `#${key}`,
});

/** Saves a known menu, then checks a bad save leaves it exactly as it was. */
async function expectRefusedAndUnchanged(items: Item[], errors: { code: string; property?: string }[]) {
  const known = [anchor('keep'), anchor('child', 'keep')];
  expect((await put(known)).status).toBe(200);
  const before = await editMenus();
  expectErrors(await put(items), 400, errors);
  expect(await editMenus()).toEqual(before);
  expect(before.header.map((item) => item.label)).toEqual(['KEEP', 'CHILD']);
}

describe('saving and reading a menu', () => {
  it('keeps the list order, nests by parentKey, and returns depth-first order with keys', async () => {
    const items = [anchor('a'), anchor('b'), anchor('a1', 'a'), anchor('a2', 'a'), anchor('a1x', 'a1'), anchor('c'), anchor('b1', 'b')];
    const saved = await put(items);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const header = saved.body.data.header as Item[];
    expect(header.map((item) => item.label)).toEqual(['A', 'A1', 'A1X', 'A2', 'B', 'B1', 'C']);
    const keyOf = (label: string) => header.find((item) => item.label === label)!.key;
    expect(header.find((item) => item.label === 'A1X')!.parentKey).toBe(keyOf('A1'));
    expect(header.find((item) => item.label === 'A1')!.parentKey).toBe(keyOf('A'));
    expect(header.find((item) => item.label === 'B1')!.parentKey).toBe(keyOf('B'));
    expect(header.find((item) => item.label === 'A')!.parentKey).toBeNull();
    expect(new Set(header.map((item) => item.key)).size).toBe(7);
    expect(header[0]).toEqual({
      key: expect.any(String),
      parentKey: null,
      label: 'A',
      type: 'anchor',
      target: '#a',
      pageId: null,
      page: null,
      broken: false,
      openInNewTab: false,
    });
    expect(await editMenus()).toEqual(saved.body.data);

    const menus = await publicMenus();
    expect(menus.header).toEqual([
      {
        label: 'A',
        href: '#a',
        openInNewTab: false,
        children: [
          { label: 'A1', href: '#a1', openInNewTab: false, children: [{ label: 'A1X', href: '#a1x', openInNewTab: false, children: [] }] },
          { label: 'A2', href: '#a2', openInNewTab: false, children: [] },
        ],
      },
      { label: 'B', href: '#b', openInNewTab: false, children: [{ label: 'B1', href: '#b1', openInNewTab: false, children: [] }] },
      { label: 'C', href: '#c', openInNewTab: false, children: [] },
    ]);
  });

  it('reorders: saving the editor output in a new order round-trips', async () => {
    await put([anchor('x'), anchor('y'), anchor('z'), anchor('y1', 'y')]);
    const current = (await editMenus()).header;
    // Move z first and y1 under x; the keys the editor got back are valid input.
    const byLabel = (label: string) => current.find((item) => item.label === label)!;
    const x = byLabel('X');
    const reordered = [byLabel('Z'), x, { ...byLabel('Y1'), parentKey: x.key }, byLabel('Y')].map(
      ({ key, parentKey, label, type, target, pageId, openInNewTab }) => ({ key, parentKey, label, type, target, pageId, openInNewTab }),
    );
    const saved = await put(reordered);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await publicMenus()).header.map((link) => [link.label, (link.children as Item[]).map((child) => child.label)])).toEqual([
      ['Z', []],
      ['X', ['Y1']],
      ['Y', []],
    ]);
  });

  it('an empty list empties the menu', async () => {
    await put([anchor('a')], 'footer');
    expect((await put([], 'footer')).status).toBe(200);
    expect((await editMenus()).footer).toEqual([]);
    expect((await publicMenus()).footer).toEqual([]);
  });

  it('keeps header, footer and locales independent', async () => {
    expect((await put([anchor('h')], 'header', 'nl-nl')).status).toBe(200);
    expect((await put([anchor('f')], 'footer', 'nl-nl')).status).toBe(200);
    expect((await put([anchor('e')], 'header', 'en-gb')).status).toBe(200);
    expect((await put([anchor('ef')], 'footer', 'en-gb')).status).toBe(200);
    expect((await put([anchor('h2')], 'header', 'nl-nl')).status).toBe(200);
    const nl = await editMenus('nl-nl');
    const en = await editMenus('en-gb');
    expect(nl.header.map((item) => item.label)).toEqual(['H2']);
    expect(nl.footer.map((item) => item.label)).toEqual(['F']);
    expect(en.header.map((item) => item.label)).toEqual(['E']);
    expect(en.footer.map((item) => item.label)).toEqual(['EF']);
    expect(await publicMenus('de-de')).toEqual({ header: [], footer: [] });
    await put([], 'header', 'en-gb');
    await put([], 'footer', 'en-gb');
    await put([], 'footer', 'nl-nl');
  });

  it('stores every link type with its target and openInNewTab', async () => {
    const items = [
      { key: 'ext', label: 'External', type: 'external', target: 'https://example.org/path?q=1#x', openInNewTab: true },
      { key: 'http', label: 'Plain http', type: 'external', target: 'http://example.org' },
      { key: 'anc', label: 'Anchor', type: 'anchor', target: '#contact' },
      { key: 'mail', label: 'Mail', type: 'mail', target: 'mailto:a@b.c' },
      { key: 'tel', label: 'Phone', type: 'phone', target: 'tel:+31 345 000 000' },
    ];
    const saved = await put(items, 'footer');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await publicMenus()).footer).toEqual([
      { label: 'External', href: 'https://example.org/path?q=1#x', openInNewTab: true, children: [] },
      { label: 'Plain http', href: 'http://example.org', openInNewTab: false, children: [] },
      { label: 'Anchor', href: '#contact', openInNewTab: false, children: [] },
      { label: 'Mail', href: 'mailto:a@b.c', openInNewTab: false, children: [] },
      { label: 'Phone', href: 'tel:+31 345 000 000', openInNewTab: false, children: [] },
    ]);
    await put([], 'footer');
  });

  it('emits content-changed on a save, and not on a refused save', async () => {
    const seen: ContentChanged[] = [];
    const listener = (event: ContentChanged) => seen.push(event);
    t.deps.events.on('content-changed', listener);
    try {
      expect((await put([anchor('a')])).status).toBe(200);
      expect(seen).toEqual([{ reason: 'menu' }]);
      expect((await put([{ ...anchor('a'), label: '' }])).status).toBe(400);
      expect(seen).toHaveLength(1);
    } finally {
      t.deps.events.off('content-changed', listener);
    }
  });
});

describe('internal links', () => {
  it('links by page, follows slug changes, hides unpublished pages with their children, marks deleted pages broken', async () => {
    const page = await createPage({ title: 'Diensten', slug: 'diensten-intern' });
    const draft = await createPage({ title: 'Concept', slug: 'concept-intern', publish: false });
    const items = [
      { key: 'p', label: 'Diensten', type: 'internal', pageId: page.id },
      { key: 'p-anchor', parentKey: 'p', label: 'Contact', type: 'internal', pageId: page.id, target: '#contact' },
      { key: 'd', label: 'Concept', type: 'internal', pageId: draft.id },
      { key: 'd-child', parentKey: 'd', label: 'Under concept', type: 'anchor', target: '#x' },
      { key: 'after', label: 'After', type: 'anchor', target: '#after' },
    ];
    const saved = await put(items);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const header = saved.body.data.header as Item[];
    expect(header[0]).toMatchObject({
      type: 'internal',
      pageId: page.id,
      page: { id: page.id, title: 'Diensten', url: '/diensten-intern', published: true },
      broken: false,
    });
    expect(header[2]).toMatchObject({ pageId: draft.id, page: { id: draft.id, published: false }, broken: false });

    expect((await publicMenus()).header).toEqual([
      {
        label: 'Diensten',
        href: '/diensten-intern',
        openInNewTab: false,
        children: [{ label: 'Contact', href: '/diensten-intern#contact', openInNewTab: false, children: [] }],
      },
      { label: 'After', href: '#after', openInNewTab: false, children: [] },
    ]);

    expect((await admin.put(`/api/page/${page.id}/save`, { slug: 'onze-diensten-intern', shouldUpdateLinks: false })).status).toBe(200);
    expect((await publicMenus()).header[0]).toMatchObject({
      href: '/onze-diensten-intern',
      children: [{ href: '/onze-diensten-intern#contact' }],
    });
    expect((await editMenus()).header[0]).toMatchObject({ page: { url: '/onze-diensten-intern' } });

    expect((await admin.post(`/api/page/${draft.id}/publish`)).status).toBe(200);
    expect((await publicMenus()).header.map((link) => link.label)).toEqual(['Diensten', 'Concept', 'After']);
    expect((await admin.post(`/api/page/${draft.id}/unpublish`)).status).toBe(200);
    expect((await publicMenus()).header.map((link) => link.label)).toEqual(['Diensten', 'After']);

    expect((await admin.post(`/api/page/${page.id}/delete`)).status).toBe(200);
    const edited = (await editMenus()).header;
    expect(edited.map((item) => item.label)).toEqual(['Diensten', 'Contact', 'Concept', 'Under concept', 'After']);
    expect(edited[0]).toMatchObject({ type: 'internal', page: null, broken: true });
    expect(edited[1]).toMatchObject({ broken: true });
    expect(edited[4]).toMatchObject({ broken: false });
    expect((await publicMenus()).header.map((link) => link.label)).toEqual(['After']);
  });

  it('refuses an unknown page with V_12 on items.N.pageId and a missing one with V_01', async () => {
    const page = await createPage();
    await expectRefusedAndUnchanged(
      [
        anchor('a'),
        { key: 'b', label: 'B', type: 'internal', pageId: 999_999 },
        { key: 'c', label: 'C', type: 'internal', pageId: page.id },
      ],
      [{ code: 'V_12', property: 'items.1.pageId' }],
    );
    expectErrors(await put([{ key: 'b', label: 'B', type: 'internal' }]), 400, [{ code: 'V_01', property: 'items.0.pageId' }]);
  });

  it('refuses an internal link to a page of another locale with V_12 on items.N.pageId', async () => {
    const english = await createPage({ title: 'English page', slug: 'english-menu-page', locale: 'en-gb' });
    const dutch = await createPage();
    await expectRefusedAndUnchanged(
      [
        { key: 'nl', label: 'NL', type: 'internal', pageId: dutch.id },
        anchor('b'),
        { key: 'en', label: 'EN', type: 'internal', pageId: english.id },
      ],
      [{ code: 'V_12', property: 'items.2.pageId' }],
    );
    // In the English menu it is fine, and the Dutch page is not.
    const saved = await put([{ key: 'en', label: 'EN', type: 'internal', pageId: english.id }], 'footer', 'en-gb');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.footer[0]).toMatchObject({ pageId: english.id, page: { id: english.id, url: '/en-gb/english-menu-page' } });
    expectErrors(await put([{ key: 'nl', label: 'NL', type: 'internal', pageId: dutch.id }], 'footer', 'en-gb'), 400, [
      { code: 'V_12', property: 'items.0.pageId' },
    ]);
    await put([], 'footer', 'en-gb');
  });

  it('ignores a pageId on other link types', async () => {
    const page = await createPage();
    const saved = await put([{ key: 'a', label: 'A', type: 'anchor', target: '#a', pageId: page.id }]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.header[0]).toMatchObject({ pageId: null, page: null });
  });
});

describe('validation: a bad save changes nothing', () => {
  it.each([
    ['external without scheme', { type: 'external', target: 'example.org' }, 'V_13'],
    ['external relative', { type: 'external', target: '/about' }, 'V_13'],
    ['external javascript:', { type: 'external', target: 'javascript:alert(1)' }, 'V_13'],
    ['external ftp', { type: 'external', target: 'ftp://example.org/file' }, 'V_13'],
    ['external without host', { type: 'external', target: 'https://' }, 'V_13'],
    ['external empty', { type: 'external', target: '' }, 'V_13'],
    ['anchor without #', { type: 'anchor', target: 'contact' }, 'V_12'],
    ['anchor only #', { type: 'anchor', target: '#' }, 'V_12'],
    ['anchor with a url', { type: 'anchor', target: 'https://example.org#x' }, 'V_12'],
    ['mail without mailto:', { type: 'mail', target: 'a@b.c' }, 'V_12'],
    ['mail not an address', { type: 'mail', target: 'mailto:nobody' }, 'V_12'],
    ['mail as https', { type: 'mail', target: 'https://example.org' }, 'V_12'],
    ['mail with markup in its query', { type: 'mail', target: 'mailto:a@b.c?x="><svg/onload=alert(1)>' }, 'V_12'],
    ['phone without tel:', { type: 'phone', target: '+31 345 000 000' }, 'V_12'],
    ['phone with letters', { type: 'phone', target: 'tel:call-me' }, 'V_12'],
    ['phone as javascript', { type: 'phone', target: 'javascript:alert(1)' }, 'V_12'],
  ])('refuses %s', async (_name, link, code) => {
    await expectRefusedAndUnchanged([anchor('ok'), { key: 'bad', label: 'Bad', ...link }], [{ code, property: 'items.1.target' }]);
  });

  it('refuses an unknown link type', async () => {
    await expectRefusedAndUnchanged([{ key: 'a', label: 'A', type: 'page', target: '#a' }], [{ code: 'V_12', property: 'items.0.type' }]);
  });

  it('refuses empty, blank and too long labels', async () => {
    await expectRefusedAndUnchanged([{ ...anchor('a'), label: '' }], [{ code: 'V_01', property: 'items.0.label' }]);
    await expectRefusedAndUnchanged([anchor('a'), { ...anchor('b'), label: '   ' }], [{ code: 'V_01', property: 'items.1.label' }]);
    await expectRefusedAndUnchanged([{ ...anchor('a'), label: 'x'.repeat(101) }], [{ code: 'V_14', property: 'items.0.label' }]);
    const longest = await put([{ ...anchor('a'), label: 'x'.repeat(100) }]);
    expect(longest.status).toBe(200);
    expect(longest.body.data.header[0].label).toBe('x'.repeat(100));
  });

  it('refuses more than 300 items, accepts 300', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => anchor(`k${index}`));
    await expectRefusedAndUnchanged(many(301), [{ code: 'V_14', property: 'items' }]);
    const full = await put(many(300));
    expect(full.status).toBe(200);
    expect(full.body.data.header).toHaveLength(300);
    expect(full.body.data.header.map((item: Item) => item.label).slice(0, 3)).toEqual(['K0', 'K1', 'K2']);
  });

  it('refuses duplicate keys with V_06', async () => {
    await expectRefusedAndUnchanged([anchor('a'), anchor('b'), anchor('a')], [{ code: 'V_06', property: 'items.2.key' }]);
  });

  it('refuses an unknown parentKey with V_12', async () => {
    await expectRefusedAndUnchanged([anchor('a'), anchor('b', 'nope')], [{ code: 'V_12', property: 'items.1.parentKey' }]);
  });

  it('refuses a self-parent and loops with V_07', async () => {
    await expectRefusedAndUnchanged([anchor('a', 'a')], [{ code: 'V_07', property: 'items.0.parentKey' }]);
    await expectRefusedAndUnchanged(
      [anchor('top'), anchor('a', 'b'), anchor('b', 'a')],
      [
        { code: 'V_07', property: 'items.1.parentKey' },
        { code: 'V_07', property: 'items.2.parentKey' },
      ],
    );
    const threeLoop = await put([anchor('a', 'c'), anchor('b', 'a'), anchor('c', 'b')]);
    expect(threeLoop.status).toBe(400);
    expect(threeLoop.body.Errors).toContainEqual({ code: 'V_07', property: 'items.0.parentKey' });
    expect(threeLoop.body.Errors.every((error: { code: string }) => error.code === 'V_07')).toBe(true);
  });

  it('allows three levels and refuses a fourth', async () => {
    const three = [anchor('l1'), anchor('l2', 'l1'), anchor('l3', 'l2')];
    expect((await put(three)).status).toBe(200);
    const fourDeep = [...three, anchor('l4', 'l3')];
    const response = await put(fourDeep);
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: expect.stringMatching(/^V_/), property: 'items.3.parentKey' }]);
    await expectRefusedAndUnchanged(fourDeep, response.body.Errors);
  });

  it('refuses an unknown menu and locale', async () => {
    expectErrors(await admin.put('/api/menu', { locale: 'nl-nl', menu: 'sidebar', items: [], revision: 0 }), 400, [
      { code: 'V_12', property: 'menu' },
    ]);
    expectErrors(await admin.put('/api/menu', { locale: 'xx-xx', menu: 'header', items: [], revision: 0 }), 400, [
      { code: 'V_12', property: 'locale' },
    ]);
    expectErrors(await admin.get('/api/menu/edit?locale=xx'), 400, [{ code: 'V_12', property: 'locale' }]);
    expectErrors(await t.agent().get('/api/menu'), 400, [{ code: 'V_12', property: 'locale' }]);
  });

  it('refuses a locale that is not one of the available locales, until it is made available', async () => {
    // de-de is a known locale, but the site settings offer only nl-nl and en-gb.
    expectErrors(await admin.get('/api/menu/edit?locale=de-de'), 400, [{ code: 'V_12', property: 'locale' }]);
    expectErrors(await admin.put('/api/menu', { locale: 'de-de', menu: 'header', items: [anchor('a')], revision: 0 }), 400, [
      { code: 'V_12', property: 'locale' },
    ]);
    expectErrors(await admin.post('/api/menu/search-pages', { locale: 'de-de', searchTerm: 'abc' }), 400, [
      { code: 'V_12', property: 'locale' },
    ]);
    expect(await publicMenus('de-de')).toEqual({ header: [], footer: [] });

    const settings = { availableLocales: ['nl-nl', 'en-gb', 'de-de'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl', 'en-gb'] };
    expect((await admin.put('/api/settings/site', settings)).status).toBe(200);
    try {
      expect((await put([anchor('de')], 'header', 'de-de')).status).toBe(200);
      expect((await editMenus('de-de')).header.map((item) => item.label)).toEqual(['DE']);
    } finally {
      await put([], 'header', 'de-de');
      expect((await admin.put('/api/settings/site', { ...settings, availableLocales: ['nl-nl', 'en-gb'] })).status).toBe(200);
    }
    expectErrors(await admin.get('/api/menu/edit?locale=de-de'), 400, [{ code: 'V_12', property: 'locale' }]);
  });
});

describe('revisions: two editors never silently overwrite each other', () => {
  it('gives each menu of each locale a revision that every save raises', async () => {
    const before = await editMenus();
    expect(before.revisions).toEqual({ header: expect.any(Number), footer: expect.any(Number) });
    const saved = await admin.put('/api/menu', {
      locale: 'nl-nl',
      menu: 'footer',
      items: [anchor('r')],
      revision: before.revisions.footer,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.revisions).toEqual({ header: before.revisions.header, footer: before.revisions.footer + 1 });
    expect((await editMenus()).revisions).toEqual(saved.body.data.revisions);
    // Another locale counts on its own.
    const english = (await editMenus('en-gb')).revisions;
    expect((await put([anchor('en')], 'footer', 'en-gb')).body.data.revisions).toEqual({ ...english, footer: english.footer + 1 });
    expect((await editMenus()).revisions).toEqual(saved.body.data.revisions);
    await put([], 'footer', 'en-gb');
    await put([], 'footer');
  });

  it("refuses a save based on an older revision with 409 G_05 and keeps the other editor's menu", async () => {
    const start = (await editMenus()).revisions.footer;
    const first = await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [anchor('first')], revision: start });
    expect(first.status).toBe(200);
    const other = await t.adminAgent();
    const seen: ContentChanged[] = [];
    const listener = (event: ContentChanged) => seen.push(event);
    t.deps.events.on('content-changed', listener);
    try {
      expectErrors(await other.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [anchor('second')], revision: start }), 409, [
        { code: 'G_05' },
      ]);
      expectErrors(await other.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [anchor('later')], revision: start + 5 }), 409, [
        { code: 'G_05' },
      ]);
      expect(seen).toEqual([]);
    } finally {
      t.deps.events.off('content-changed', listener);
    }
    const now = await editMenus();
    expect(now.footer.map((item) => item.label)).toEqual(['FIRST']);
    expect(now.revisions.footer).toBe(start + 1);
    // After reloading, the second editor saves fine.
    expect(
      (await other.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [anchor('second')], revision: now.revisions.footer })).status,
    ).toBe(200);
    expect((await editMenus()).footer.map((item) => item.label)).toEqual(['SECOND']);
    await put([], 'footer');
  });

  it('a menu never saved is at revision 0; a stale 0 is refused once it has been saved', async () => {
    const settings = { availableLocales: ['nl-nl', 'en-gb', 'fr-fr'], defaultLocale: 'nl-nl', customSlugLocales: ['nl-nl', 'en-gb'] };
    expect((await admin.put('/api/settings/site', settings)).status).toBe(200);
    try {
      expect((await editMenus('fr-fr')).revisions).toEqual({ header: 0, footer: 0 });
      expectErrors(await admin.put('/api/menu', { locale: 'fr-fr', menu: 'header', items: [], revision: 1 }), 409, [{ code: 'G_05' }]);
      expect((await admin.put('/api/menu', { locale: 'fr-fr', menu: 'header', items: [anchor('fr')], revision: 0 })).status).toBe(200);
      expectErrors(await admin.put('/api/menu', { locale: 'fr-fr', menu: 'header', items: [], revision: 0 }), 409, [{ code: 'G_05' }]);
      expect((await editMenus('fr-fr')).header.map((item) => item.label)).toEqual(['FR']);
    } finally {
      await put([], 'header', 'fr-fr');
      expect((await admin.put('/api/settings/site', { ...settings, availableLocales: ['nl-nl', 'en-gb'] })).status).toBe(200);
    }
  });

  it('requires the revision: missing is V_01, not a number or negative is V_12', async () => {
    expectErrors(await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [] }), 400, [
      { code: 'V_01', property: 'revision' },
    ]);
    expectErrors(await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [], revision: '3' }), 400, [
      { code: 'V_12', property: 'revision' },
    ]);
    expectErrors(await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [], revision: -1 }), 400, [
      { code: 'V_12', property: 'revision' },
    ]);
    expectErrors(await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [], revision: 1.5 }), 400, [
      { code: 'V_12', property: 'revision' },
    ]);
    expectErrors(await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [], revision: 1e12 }), 400, [
      { code: 'V_12', property: 'revision' },
    ]);
  });

  it('a refused save (bad item) does not raise the revision', async () => {
    const before = (await editMenus()).revisions;
    expect((await put([{ ...anchor('a'), label: '' }], 'footer')).status).toBe(400);
    expect((await editMenus()).revisions).toEqual(before);
  });
});

describe('page search of the menu editor', () => {
  it('needs three characters (SPEC 5): fewer is V_12 on searchTerm, not V_16 "at least 1 character"', async () => {
    for (const searchTerm of ['ab', ' ab  ', 'a', '', '   ']) {
      expectErrors(await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm }), 400, [
        { code: 'V_12', property: 'searchTerm' },
      ]);
    }
    expectErrors(await admin.post('/api/menu/search-pages', { locale: 'nl-nl' }), 400, [{ code: 'V_01', property: 'searchTerm' }]);
    expectErrors(await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'x'.repeat(201) }), 400, [
      { code: 'V_14', property: 'searchTerm' },
    ]);
    expect((await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: ' abc ' })).status).toBe(200);
  });

  it('finds pages of the locale by title, case-insensitively and with % and _ literal', async () => {
    const otters = await createPage({ title: 'Otterzoeker Onderzoek', slug: 'otterzoeker' });
    await createPage({ title: 'Otterzoeker English', slug: 'otterzoeker-en', locale: 'en-gb' });
    await createPage({ title: '100% Zoekwerk_x', slug: 'procent' });
    await createPage({ title: '100a Zoekwerkax', slug: 'geen-procent' });
    const found = await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'OTTERZOEK' });
    expect(found.status).toBe(200);
    expect(found.body.data.items).toEqual([
      expect.objectContaining({ id: otters.id, title: 'Otterzoeker Onderzoek', url: '/otterzoeker', published: true }),
    ]);
    const percent = await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: '0% z' });
    expect(percent.body.data.items.map((item: Item) => item.title)).toEqual(['100% Zoekwerk_x']);
    const underscore = await admin.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'werk_' });
    expect(underscore.body.data.items.map((item: Item) => item.title)).toEqual(['100% Zoekwerk_x']);
  });
});

describe('access', () => {
  it('lets an Editor edit the menu', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    expect((await agent.get('/api/menu/edit?locale=nl-nl')).status).toBe(200);
    expect((await put([anchor('editor')], 'footer', 'nl-nl', agent)).status).toBe(200);
    expect((await agent.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'abc' })).status).toBe(200);
    await put([], 'footer');
  });

  it('refuses a role without manage-menu with 403 UM_01 and changes nothing', async () => {
    const role = await createRole(t, ['create-page', 'manage-media', 'manage-tags']);
    const { agent } = await loggedInUser(t, { role });
    await put([anchor('kept')], 'footer');
    expectErrors(await agent.get('/api/menu/edit?locale=nl-nl'), 403, [{ code: 'UM_01' }]);
    expectErrors(await put([anchor('stolen')], 'footer', 'nl-nl', agent), 403, [{ code: 'UM_01' }]);
    expectErrors(await agent.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'abc' }), 403, [{ code: 'UM_01' }]);
    expect((await editMenus()).footer.map((item) => item.label)).toEqual(['KEPT']);
    expect((await agent.get('/api/menu?locale=nl-nl')).status).toBe(200);
    await put([], 'footer');
  });

  it('refuses anonymous editing calls with 401 and serves the public menu', async () => {
    const visitor = t.agent();
    expect((await visitor.get('/api/menu/edit?locale=nl-nl')).status).toBe(401);
    expect((await put([anchor('anon')], 'footer', 'nl-nl', visitor)).status).toBe(401);
    expect((await visitor.post('/api/menu/search-pages', { locale: 'nl-nl', searchTerm: 'abc' })).status).toBe(401);
    const menus = await visitor.get('/api/menu?locale=nl-nl');
    expect(menus.status).toBe(200);
    expect(menus.body).toMatchObject({ Success: true, data: { header: expect.any(Array), footer: [] } });
  });
});

describe('concurrent saves', () => {
  it('two saves of one menu from the same revision at once: one is saved whole, the other gets 409 G_05', async () => {
    const first = Array.from({ length: 20 }, (_, index) => anchor(`first${index}`));
    const second = Array.from({ length: 20 }, (_, index) => anchor(`second${index}`));
    const other = await t.adminAgent();
    const revision = await revisionOf('footer');
    const [a, b] = await Promise.all([
      admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: first, revision }),
      other.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: second, revision }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? first : second;
    expect((a.status === 409 ? a : b).body).toEqual({ Success: false, Errors: [{ code: 'G_05' }] });
    const now = await editMenus();
    expect(now.footer.map((item) => item.label)).toEqual(winner.map((item) => item.label));
    expect(now.revisions.footer).toBe(revision + 1);
    await put([], 'footer');
  });
});
