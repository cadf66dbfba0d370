import { z } from 'zod';

/** SPEC 3 Search settings state: each action of the index goes loading, then success or error. */
export const OPERATION_STATES = ['idle', 'loading', 'success', 'error'] as const;
export type OperationState = (typeof OPERATION_STATES)[number];

/** GET /search/status (and the 202 of index-all-pages and remove-all-pages): the index state and progress. */
export const indexStatusDto = z.object({
  indexingState: z.enum(OPERATION_STATES),
  removalState: z.enum(OPERATION_STATES),
  processed: z.number(),
  total: z.number(),
  documents: z.number(),
});
export type IndexStatus = z.output<typeof indexStatusDto>;

export const indexStatusAnswer = z.object({ data: indexStatusDto });
