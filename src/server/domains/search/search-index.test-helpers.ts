import { expect, vi } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createPage, publish, uniqueSlug } from '../pages/pages.test-helpers.ts';

type Job = 'index' | 'remove';
const PATHS: Record<Job, string> = { index: '/api/search/index-all-pages', remove: '/api/search/remove-all-pages' };
const FIELDS = { index: 'indexingState', remove: 'removalState' } as const;

/**
 * POST index-all-pages or remove-all-pages, which answer 202 at once while the job runs, then
 * follow GET /api/search/status (as the admin does) until the job ends. Returns that status.
 */
export async function runIndexJob(agent: TestAgent, job: Job, expected: 'success' | 'error' = 'success'): Promise<Record<string, unknown>> {
  const started = await agent.post(PATHS[job]);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  let status: Record<string, unknown> = {};
  await vi.waitFor(
    async () => {
      status = (await agent.get('/api/search/status')).body.data as Record<string, unknown>;
      expect(status[FIELDS[job]]).not.toBe('loading');
    },
    { timeout: 20_000, interval: 20 },
  );
  expect(status[FIELDS[job]]).toBe(expected);
  return status;
}

/** Pages titled `${word} page 0`, `${word} page 1`, … made and published through the API, in id order. */
export async function publishedPages(t: TestApp, word: string, count: number): Promise<number[]> {
  const admin = await t.adminAgent();
  const pageIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { pageID } = await createPage(admin, { title: `${word} page ${index}`, slug: uniqueSlug(word.toLowerCase()) });
    await publish(t, pageID);
    pageIds.push(pageID);
  }
  return pageIds;
}
