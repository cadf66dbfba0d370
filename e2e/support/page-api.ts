import { expect } from 'vitest';
import type { Harness } from './harness.ts';

/** Creates a page through the API as the administrator (set-up for a browser test); its id. */
export async function createPageThroughApi(harness: Harness, body: Record<string, unknown>): Promise<number> {
  const admin = await harness.server.adminAgent();
  const created = await admin.post('/api/page/create', { locale: 'en-gb', ...body });
  expect(created.status).toBe(200);
  return created.body.pageID as number;
}
