import { expect } from 'vitest';
import type { TestAgent } from './test-agent.ts';

/** The revision a page version has now, as an editor loading it would see it. */
export async function currentRevision(agent: TestAgent, versionId: number): Promise<number> {
  const response = await agent.get(`/api/page/version/fetch/${versionId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.version.revision as number;
}

/**
 * A store body with the version's current revision, which every store replacing blocks, SEO
 * fields or type data must carry (issue 15): for tests that set content up rather than race.
 */
export async function withRevision<T extends object>(agent: TestAgent, versionId: number, fields: T): Promise<T & { revision: number }> {
  return { revision: await currentRevision(agent, versionId), ...fields };
}
