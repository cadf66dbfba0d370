import type { Executor } from '../../db/executor.ts';
import { syncConceptSummary } from './concept-summary.repository.ts';

/** After a site import: every page's copy of its concept's title and editor (concept-summary.repository.ts). */
export function syncAllConceptSummaries(trx: Executor): Promise<void> {
  return syncConceptSummary(trx, 'all');
}
