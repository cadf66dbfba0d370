import type { Kysely } from 'kysely';
import type { VersionComparison } from '../../../shared/pages/version-compare.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import * as pages from './pages.repository.ts';
import { requirePage } from './pages.service.ts';
import { compareContent } from './version-compare.ts';

/** Two versions of one page compared; a version of another page (or none) is 400 V_12 on its parameter. */
export async function compareVersions(db: Kysely<Database>, pageId: number, fromId: number, toId: number): Promise<VersionComparison> {
  await requirePage(db, pageId);
  const load = async (versionId: number, property: 'from' | 'to') => {
    const version = await pages.findVersion(db, versionId);
    if (!version || version.page_id !== pageId) throw badRequest('V_12', property);
    return version;
  };
  const from = await load(fromId, 'from');
  const to = await load(toId, 'to');
  const describe = (version: typeof from) => ({
    id: version.id,
    title: version.title,
    updatedAt: version.updated_at,
    publishedAt: version.published_at,
  });
  return { from: describe(from), to: describe(to), ...compareContent(from, to) };
}
