import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_ORDERS } from '../limits.ts';

/**
 * Schemas carry SPEC 8 error codes as their messages, so a failed parse maps straight
 * to `{ code, property }` on the server and to a translated message in the forms.
 */
export const requiredText = (max = 255) => z.string({ error: 'V_01' }).trim().min(1, 'V_01').max(max, 'V_14');

export const optionalText = (max = 255) => z.string({ error: 'V_12' }).trim().max(max, 'V_14');

export const email = z
  .string({ error: 'V_01' })
  .trim()
  .min(1, 'V_01')
  .max(254, 'V_14')
  .pipe(z.email({ error: 'V_02' }))
  .transform((value) => value.toLowerCase());

export const id = z.coerce.number({ error: 'V_12' }).int('V_12').positive('V_12').max(2_147_483_647, 'V_12');

export const idParams = z.object({ id });

export const listQuery = z.object({
  pageIndex: z.coerce.number({ error: 'V_12' }).int('V_12').min(0, 'V_12').default(0),
  pageSize: z.coerce.number({ error: 'V_12' }).int('V_12').min(1, 'V_12').max(MAX_PAGE_SIZE, 'V_12').default(DEFAULT_PAGE_SIZE),
  searchTerm: z.string({ error: 'V_12' }).max(200, 'V_14').default(''),
  columnToSort: z.string({ error: 'V_12' }).max(64, 'V_14').default(''),
  sortOrder: z.enum(SORT_ORDERS, { error: 'V_12' }).default('asc'),
});
export type ListQuery = z.infer<typeof listQuery>;

export interface ListResponse<T> {
  /** With totalIsEstimate (large lists whose count stopped early), totalItems is a lower bound: "more than N". */
  data: { items: T[]; totalItems: number; totalIsEstimate?: boolean };
}

/** The answer schema of a SPEC 7 list call whose items match `item`. */
export const listAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.object({ items: z.array(item), totalItems: z.number() }) });
