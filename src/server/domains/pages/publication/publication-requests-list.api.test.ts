import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationRequestsQuery } from '../../../../shared/pages/publication-schemas.ts';
import { loggedInUser } from '../../../test-support/fixtures.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

/**
 * GET /page/fetch-request a page at a time (issue 20: the list answered up to 500 requests at
 * once, whatever the screen showed). SPEC 7 sends no parameters and still gets the first 500;
 * pageIndex and pageSize page through them newest first, type narrows them to one page type,
 * and totalItems always counts every match.
 */
let t: TestApp;
let editor: TestAgent;
let reviewer: TestAgent;
/** Version ids of the requests made here, oldest first. */
const blankRequests: number[] = [];
const newsRequests: number[] = [];

type RequestList = { items: { versionID: number; type: string }[]; totalItems: number };

async function request(type: 'blank' | 'news'): Promise<number> {
  const slug = `request-${randomBytes(4).toString('hex')}`;
  const created = await editor.post('/api/page/create', { title: `Request ${slug}`, slug, type, locale: 'nl-nl' });
  expect(created.status).toBe(200);
  expect((await editor.post(`/api/page/${created.body.pageID}/request-publication`, { comment: '' })).status).toBe(200);
  return created.body.pageVersionID as number;
}

async function list(query = ''): Promise<RequestList> {
  const response = await reviewer.get(`/api/page/fetch-request${query}`);
  expect(response.status).toBe(200);
  return response.body.data as RequestList;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' }));
  ({ agent: reviewer } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' }));
  // One after the other, so their order is the order of creation.
  for (let index = 0; index < 5; index += 1) blankRequests.push(await request('blank'));
  for (let index = 0; index < 2; index += 1) newsRequests.push(await request('news'));
});
afterAll(async () => t.close());

describe('the publication request list, a page at a time', () => {
  it('without parameters (SPEC 7) answers every request, newest first, with the count', async () => {
    const all = await list();
    expect(all.items.map((item) => item.versionID)).toEqual([...blankRequests, ...newsRequests].reverse());
    expect(all.totalItems).toBe(7);
  });

  it('left out, the parameters are the SPEC 7 answer: the first 500 of every type', () => {
    expect(publicationRequestsQuery.parse({})).toEqual({ pageIndex: 0, pageSize: 500, type: '' });
  });

  it('pages of three: the pages together are the whole list once, in order, and each says how many there are in all', async () => {
    const pages = [await list('?pageIndex=0&pageSize=3'), await list('?pageIndex=1&pageSize=3'), await list('?pageIndex=2&pageSize=3')];
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(pages.map((page) => page.totalItems)).toEqual([7, 7, 7]);
    expect(pages.flatMap((page) => page.items.map((item) => item.versionID))).toEqual((await list()).items.map((item) => item.versionID));
    const beyond = await list('?pageIndex=3&pageSize=3');
    expect(beyond).toEqual({ items: [], totalItems: 7 });
  });

  it('a type narrows the list and its count to requests for pages of that type', async () => {
    const news = await list('?type=news');
    expect(news.items.map((item) => item.versionID)).toEqual([...newsRequests].reverse());
    expect(news.items.every((item) => item.type === 'news')).toBe(true);
    expect(news.totalItems).toBe(2);
    expect(await list('?type=news&pageSize=1&pageIndex=1')).toMatchObject({ items: [{ versionID: newsRequests[0] }], totalItems: 2 });
    expect(await list('?type=theme')).toEqual({ items: [], totalItems: 0 });
  });

  it('a decided request leaves the list and its count', async () => {
    const version = await request('blank');
    expect((await list()).totalItems).toBe(8);
    expect((await reviewer.post(`/api/page/version/${version}/reject-publication`, { feedback: 'Not yet' })).status).toBe(200);
    const after = await list();
    expect(after.totalItems).toBe(7);
    expect(after.items.some((item) => item.versionID === version)).toBe(false);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=501', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['pageIndex=-1', 'pageIndex'],
    ['pageIndex=1.5', 'pageIndex'],
  ])('refuses %s with 400 V_12', async (query, property) => {
    const response = await reviewer.get(`/api/page/fetch-request?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: 'V_12', property }]);
  });

  it('refuses a type longer than any type name with 400 V_14', async () => {
    const response = await reviewer.get(`/api/page/fetch-request?type=${'x'.repeat(65)}`);
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: 'V_14', property: 'type' }]);
  });
});
