import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, expectError, publish, uniqueSlug, type CreatedPage } from './pages.test-helpers.ts';

/**
 * Issue 14 defect 5: a slug change of a published page by an editor without publish-page goes
 * through review. The live address stays, the new slug waits in the concept (pendingSlug) and
 * goes live when the concept is published or its request accepted; publishers move it at once.
 */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
let publisher: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor' }));
  ({ agent: publisher } = await loggedInUser(t, { role: await createRole(t, ['create-page', 'publish-page']) }));
});
afterAll(async () => t.close());

async function livePage(content: unknown[] = []): Promise<CreatedPage> {
  const page = await createPage(admin, { type: 'blank', content });
  await publish(t, page.pageID);
  return page;
}

const publicStatus = async (slug: string) => (await t.agent().post('/api/page/get-by-slug', { slug: `/${slug}` })).status;

describe('slug change of a published page without publish-page', () => {
  it('keeps the live address and shows the new slug as pending in the page and version answers', async () => {
    const page = await livePage();
    const moved = uniqueSlug('moved');
    const saved = await editor.put(`/api/page/${page.pageID}/save`, { id: page.pageID, slug: moved, shouldUpdateLinks: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.page).toMatchObject({ slug: page.slug, pendingSlug: moved, hasUnpublishedChanges: true });

    const fetched = await editor.get(`/api/page/${page.pageID}`);
    expect(fetched.body.page).toMatchObject({ slug: page.slug, pendingSlug: moved, pageVersion: { pendingSlug: moved } });
    const version = await editor.get(`/api/page/version/fetch/${fetched.body.page.conceptVersionID}`);
    expect(version.body.version.pendingSlug).toBe(moved);
    // Published versions are history: they carry no pending slug.
    expect((await editor.get(`/api/page/version/fetch/${page.pageVersionID}`)).body.version.pendingSlug).toBeNull();

    expect(await publicStatus(page.slug)).toBe(200);
    expect(await publicStatus(moved)).toBe(404);
    // Visitors never see what is pending.
    const visitor = await t.agent().post('/api/page/get-by-slug', { slug: `/${page.slug}` });
    expect(visitor.body.page.pendingSlug ?? null).toBeNull();
    // The promised address is taken for everyone else, live or pending.
    expect((await admin.post('/api/page/slug-available', { slug: moved, locale: 'nl-nl' })).body.available).toBe(false);
    const other = await livePage();
    expectError(await editor.put(`/api/page/${other.pageID}/save`, { slug: moved }), 409, [{ code: 'V_06', property: 'slug' }]);
    expectError(await publisher.put(`/api/page/${other.pageID}/save`, { slug: moved }), 409, [{ code: 'V_06', property: 'slug' }]);
    const draft = await createPage(admin);
    expectError(await editor.put(`/api/page/${draft.pageID}/save`, { slug: moved }), 409, [{ code: 'V_06', property: 'slug' }]);
  });

  it('a pending slug must be free of other live slugs', async () => {
    const page = await livePage();
    const other = await livePage();
    expectError(await editor.put(`/api/page/${page.pageID}/save`, { slug: other.slug }), 409, [{ code: 'V_06', property: 'slug' }]);
    expect((await editor.get(`/api/page/${page.pageID}`)).body.page.pendingSlug).toBeNull();
  });

  it('saving the live slug again drops the pending one', async () => {
    const page = await livePage();
    await editor.put(`/api/page/${page.pageID}/save`, { slug: uniqueSlug('moved') });
    const back = await editor.put(`/api/page/${page.pageID}/save`, { slug: page.slug });
    expect(back.body.page).toMatchObject({ slug: page.slug, pendingSlug: null });
  });

  it('accepting the request applies the slug, and only then rewrites links', async () => {
    const target = await livePage();
    const linking = await createPage(admin, {
      content: [{ type: 'richText', key: 'a', props: { html: `<p><a href="/${target.slug}">x</a></p>` } }],
    });
    const moved = uniqueSlug('moved');
    expect((await editor.put(`/api/page/${target.pageID}/save`, { slug: moved, shouldUpdateLinks: true })).status).toBe(200);
    const linkingBefore = await admin.get(`/api/page/${linking.pageID}`);
    expect(linkingBefore.body.page.pageVersion.blocks[0].props.html).toContain(`href="/${target.slug}"`);

    expect((await editor.post(`/api/page/${target.pageID}/request-publication`, { comment: 'new address' })).status).toBe(200);
    const concept = (await admin.get(`/api/page/${target.pageID}`)).body.page;
    const accepted = await admin.post(`/api/page/version/${concept.conceptVersionID}/accept-publication`, {
      feedback: '',
      revision: concept.pageVersion.revision,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const after = (await admin.get(`/api/page/${target.pageID}`)).body.page;
    expect(after).toMatchObject({ slug: moved, pendingSlug: null });
    expect(await publicStatus(moved)).toBe(200);
    expect(await publicStatus(target.slug)).toBe(404);
    const linkingAfter = await admin.get(`/api/page/${linking.pageID}`);
    expect(linkingAfter.body.page.pageVersion.blocks[0].props.html).toContain(`href="/${moved}"`);
  });

  it('a slug changed after the request was made cannot be accepted unreviewed', async () => {
    const page = await livePage();
    await editor.put(`/api/page/${page.pageID}/save`, { slug: uniqueSlug('first') });
    expect((await editor.post(`/api/page/${page.pageID}/request-publication`, { comment: '' })).status).toBe(200);
    const requested = (await admin.get(`/api/page/${page.pageID}`)).body.page;
    await editor.put(`/api/page/${page.pageID}/save`, { slug: uniqueSlug('second') });
    const accepted = await admin.post(`/api/page/version/${requested.conceptVersionID}/accept-publication`, { feedback: '' });
    expect(accepted.status).toBe(409);
    expect(await publicStatus(page.slug)).toBe(200);
  });

  it('a publisher publishing the concept applies it', async () => {
    const page = await livePage();
    const moved = uniqueSlug('moved');
    await editor.put(`/api/page/${page.pageID}/save`, { slug: moved });
    expect((await publisher.post(`/api/page/${page.pageID}/publish`, {})).status).toBe(200);
    expect((await admin.get(`/api/page/${page.pageID}`)).body.page).toMatchObject({ slug: moved, pendingSlug: null });
    expect(await publicStatus(moved)).toBe(200);
  });
});

describe('slug change with publish-page, or of an unpublished page', () => {
  it('moves the live address at once', async () => {
    const page = await livePage();
    const moved = uniqueSlug('moved');
    const saved = await publisher.put(`/api/page/${page.pageID}/save`, { slug: moved });
    expect(saved.body.page).toMatchObject({ slug: moved, pendingSlug: null });
    expect(await publicStatus(moved)).toBe(200);
    expect(await publicStatus(page.slug)).toBe(404);
  });

  it('a publisher replaces a pending slug with a live one', async () => {
    const page = await livePage();
    await editor.put(`/api/page/${page.pageID}/save`, { slug: uniqueSlug('pending') });
    const moved = uniqueSlug('moved');
    const saved = await publisher.put(`/api/page/${page.pageID}/save`, { slug: moved });
    expect(saved.body.page).toMatchObject({ slug: moved, pendingSlug: null });
  });

  it('an unpublished page changes at once for an editor', async () => {
    const draft = await createPage(admin);
    const moved = uniqueSlug('moved');
    const saved = await editor.put(`/api/page/${draft.pageID}/save`, { slug: moved });
    expect(saved.body.page).toMatchObject({ slug: moved, pendingSlug: null });
  });
});
