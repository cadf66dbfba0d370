import { expect } from 'vitest';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import type { TestApp } from '../../test-support/test-app.ts';

/** The answer of POST /api/search/search. */
export interface Listing {
  total: number;
  results: { pageID: number; title: string; snippet: string; locale: string; pageType: string; themes?: string[]; services?: string[] }[];
}

export interface ListedPageOptions {
  slug: string;
  /** The text of its one rich-text block. */
  html: string;
  type?: string;
  locale?: string;
  typeData?: object;
  /** Set through PUT /api/page/{id}/tags before publishing. */
  tags?: { public?: string[]; private?: string[] };
  publish?: boolean;
}

/** Creates a page (a project in nl-nl unless told), tags it when asked and publishes it unless told not to. Returns its id. */
export async function createListedPage(admin: TestAgent, title: string, options: ListedPageOptions): Promise<number> {
  const created = await admin.post('/api/page/create', {
    title,
    slug: options.slug,
    type: options.type ?? 'project',
    locale: options.locale ?? 'nl-nl',
    typeData: options.typeData ?? {},
    content: [{ type: 'richText', key: 'k1', props: { html: options.html } }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.pageID as number;
  if (options.tags) {
    const tagged = await admin.put(`/api/page/${id}/tags`, options.tags);
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
  }
  if (options.publish !== false) expect((await admin.post(`/api/page/${id}/publish`)).status).toBe(200);
  return id;
}

/** POST /api/search/search as the given (visitor) agent. */
export function findListing(agent: TestAgent, body: Record<string, unknown>): Promise<AgentResponse<Listing>> {
  return agent.post('/api/search/search', body);
}

/** The titles of a search, checking that it succeeds and lists everything (total equals the results). */
export async function listedTitles(agent: TestAgent, body: Record<string, unknown>): Promise<string[]> {
  const response = await findListing(agent, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.total, JSON.stringify(body)).toBe(response.body.results.length);
  return response.body.results.map((result) => result.title);
}

/**
 * The helpers bound to a test file's own app: `page` makes pages with slugs `{slugPrefix}/p-1`,
 * `-2`, …; `find` and `titles` search as a fresh visitor. `context` is read at each call, so it
 * may return what beforeAll sets up.
 */
export function searchListingHelpers(slugPrefix: string, context: () => { app: TestApp; admin: TestAgent }) {
  let counter = 0;
  return {
    page(title: string, options: Omit<ListedPageOptions, 'slug'>): Promise<number> {
      counter += 1;
      return createListedPage(context().admin, title, { slug: `${slugPrefix}/p-${counter}`, ...options });
    },
    find: (body: Record<string, unknown>) => findListing(context().app.agent(), body),
    titles: (body: Record<string, unknown>) => listedTitles(context().app.agent(), body),
  };
}
