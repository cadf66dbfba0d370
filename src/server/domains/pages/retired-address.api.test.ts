import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Issue 16: deleting or unpublishing a published page can send its address on to another page
 * (`redirectTo`): one permanent redirect, in the same transaction, for users with
 * manage-redirects; refused requests change nothing.
 */
let t: TestApp;
let admin: TestAgent;
let publisherWithoutRedirects: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  const role = await createRole(t, ['create-page', 'publish-page']);
  ({ agent: publisherWithoutRedirects } = await loggedInUser(t, { role }));
});
afterAll(async () => t.close());

async function publishedPage(title: string, locale = 'nl-nl') {
  const slug = `retire-${randomBytes(4).toString('hex')}`;
  const created = await admin.post('/api/page/create', { title, slug, type: 'blank', locale });
  expect(created.status).toBe(200);
  const pageID = created.body.pageID as number;
  expect((await admin.post(`/api/page/${pageID}/publish`, {})).status).toBe(200);
  const page = (await admin.get(`/api/page/${pageID}`)).body.page;
  return { pageID, slug, versionID: page.conceptVersionID as number, revision: page.pageVersion.revision as number };
}

const visit = (path: string) => t.app.inject({ method: 'GET', url: path });
const redirectFrom = async (from: string) =>
  (
    (await admin.post('/api/redirects/list', { searchTerm: from })).body.data.items as {
      from: string;
      to: string;
      status: number;
      automatic: boolean;
    }[]
  ).find((item) => item.from === from);

function expectError(response: { status: number; body: any }, status: number, code: string, property?: string) {
  expect({ status: response.status, errors: response.body?.Errors }).toEqual({
    status,
    errors: [property ? { code, property } : { code }],
  });
}

describe('redirecting a retired page’s address', () => {
  it('deleting with redirectTo: the old address answers 301 to the target, keeping the query', async () => {
    const old = await publishedPage('Old vacancy');
    const target = await publishedPage('Vacancies');
    expect((await admin.post(`/api/page/${old.pageID}/delete`, { redirectTo: target.pageID })).status).toBe(200);
    expect((await admin.get(`/api/page/${old.pageID}`)).status).toBe(404);
    const answer = await visit(`/${old.slug}?ref=mail`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`/${target.slug}?ref=mail`);
    expect(await redirectFrom(`/${old.slug}`)).toMatchObject({ to: `/${target.slug}`, status: 301, automatic: false });
  });

  it('unpublishing with redirectTo (English page: its prefixed address); publishing again removes the redirect', async () => {
    const old = await publishedPage('Event 2026', 'en-gb');
    const target = await publishedPage('Events', 'en-gb');
    expect((await admin.post(`/api/page/${old.pageID}/unpublish`, { redirectTo: target.pageID })).status).toBe(200);
    const answer = await visit(`/en-gb/${old.slug}`);
    expect({ status: answer.statusCode, location: answer.headers.location }).toEqual({ status: 301, location: `/en-gb/${target.slug}` });

    expect((await admin.post(`/api/page/${old.pageID}/publish`, {})).status).toBe(200);
    expect((await visit(`/en-gb/${old.slug}`)).statusCode).toBe(200);
    expect(await redirectFrom(`/en-gb/${old.slug}`)).toBeUndefined();
  });

  it('store-and-unpublish carries redirectTo beside the store body', async () => {
    const old = await publishedPage('Old news');
    const target = await publishedPage('News');
    const response = await admin.post(`/api/page/version/${old.versionID}/store-and-unpublish`, {
      title: 'Old news (archived)',
      revision: old.revision,
      redirectTo: target.pageID,
    });
    expect(response.status).toBe(200);
    expect((await visit(`/${old.slug}`)).headers.location).toBe(`/${target.slug}`);
  });

  it('redirects that ended at the retired address follow it to the target', async () => {
    const old = await publishedPage('Middle');
    const target = await publishedPage('End');
    const earlier = `/earlier-${randomBytes(3).toString('hex')}`;
    expect((await admin.post('/api/redirects', { from: earlier, to: `/${old.slug}`, status: 301 })).status).toBe(200);
    expect((await admin.post(`/api/page/${old.pageID}/delete`, { redirectTo: target.pageID })).status).toBe(200);
    expect((await redirectFrom(earlier))?.to).toBe(`/${target.slug}`);
  });

  it('refuses a target that is not another published page, a page that is offline, or a bad id (400 V_12), changing nothing', async () => {
    const page = await publishedPage('Stays');
    const draft = (
      await admin.post('/api/page/create', {
        title: 'Draft',
        slug: `draft-${randomBytes(3).toString('hex')}`,
        type: 'blank',
        locale: 'nl-nl',
      })
    ).body.pageID as number;
    expectError(await admin.post(`/api/page/${page.pageID}/delete`, { redirectTo: draft }), 400, 'V_12', 'redirectTo');
    expectError(await admin.post(`/api/page/${page.pageID}/unpublish`, { redirectTo: page.pageID }), 400, 'V_12', 'redirectTo');
    expectError(await admin.post(`/api/page/${page.pageID}/unpublish`, { redirectTo: 999_999_999 }), 400, 'V_12', 'redirectTo');
    expectError(await admin.post(`/api/page/${page.pageID}/delete`, { redirectTo: 'home' }), 400, 'V_12', 'redirectTo');
    expectError(await admin.post(`/api/page/${draft}/delete`, { redirectTo: page.pageID }), 400, 'V_12', 'redirectTo');
    // The unpublication's own refusals come first: an offline page is 409 V_07, an unknown one 404 PM_01.
    expectError(await admin.post(`/api/page/${draft}/unpublish`, { redirectTo: page.pageID }), 409, 'V_07');
    expectError(await admin.post(`/api/page/999999999/unpublish`, { redirectTo: page.pageID }), 404, 'PM_01');
    expect((await visit(`/${page.slug}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/page/${draft}`)).status).toBe(200);
  });

  it('needs manage-redirects (403 UM_01): the page stays online; without redirectTo the same user may unpublish', async () => {
    const page = await publishedPage('Guarded');
    const target = await publishedPage('Elsewhere');
    expectError(await publisherWithoutRedirects.post(`/api/page/${page.pageID}/unpublish`, { redirectTo: target.pageID }), 403, 'UM_01');
    expectError(await publisherWithoutRedirects.post(`/api/page/${page.pageID}/delete`, { redirectTo: target.pageID }), 403, 'UM_01');
    expect((await visit(`/${page.slug}`)).statusCode).toBe(200);
    expect((await publisherWithoutRedirects.post(`/api/page/${page.pageID}/unpublish`, {})).status).toBe(200);
    expect((await visit(`/${page.slug}`)).statusCode).toBe(404);
  });
});
