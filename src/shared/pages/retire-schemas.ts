import { z } from 'zod';
import { id } from '../schemas/common.ts';

/**
 * Deleting or unpublishing a published page (issue 16) may send its public address on to
 * another published page: `redirectTo` is that page's id (a permanent redirect is made in the
 * same transaction; manage-redirects). Left out, the old address answers 404 as before.
 */
export const retireAddressBody = z.object({ redirectTo: id.optional() });
export type RetireAddressBody = z.output<typeof retireAddressBody>;
