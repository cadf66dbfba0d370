import { z } from 'zod';
import {
  pageCreateResponse,
  pageDto,
  pageListItem,
  pageSearchResult,
  pageSibling,
  pageVersionDto,
  versionHistoryItem,
} from './page-dto.ts';

/**
 * The envelopes of the SPEC 7 page answers the admin reads. Only the fields the admin uses
 * are named (Success and Errors are left out: a failure arrives as a non-2xx answer).
 */

/** A `data.items` list; `totalItems` is a number, but PostgreSQL counts may arrive as text. */
export const itemsAnswer = <Item extends z.ZodType>(item: Item) => z.object({ data: z.object({ items: z.array(item) }) });
export const countedItemsAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.object({ items: z.array(item), totalItems: z.coerce.number(), totalIsEstimate: z.boolean().optional() }) });

export const pageAnswer = z.object({ page: pageDto });
export const pageVersionAnswer = z.object({ version: pageVersionDto });
export const pageCreatedAnswer = pageCreateResponse;
export const pageListAnswer = countedItemsAnswer(pageListItem);
export const pageSiblingsAnswer = itemsAnswer(pageSibling);
export const versionHistoryAnswer = itemsAnswer(versionHistoryItem);
export const pageSearchAnswer = itemsAnswer(pageSearchResult);
export const slugAvailableAnswer = z.object({ available: z.boolean(), slug: z.string() });
