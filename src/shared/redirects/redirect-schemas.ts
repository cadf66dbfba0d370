import { z } from 'zod';
import { listQuery } from '../schemas/common.ts';
import { normaliseFromPath, normaliseTarget, REDIRECT_FROM_MAX_LENGTH, REDIRECT_TO_MAX_LENGTH } from './redirect-paths.ts';

/**
 * Redirects (issue 16, manage-redirects): an old address of the public site answers 301
 * (permanent), 302 (temporary) or 410 Gone. `from` is a path on this site; `to` is a path on
 * this site or a full http(s) URL; a 410 has no target.
 */
export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_SORT_COLUMNS = ['from', 'to', 'status', 'updatedAt'] as const;
export type RedirectSortColumn = (typeof REDIRECT_SORT_COLUMNS)[number];

/** The old address, normalised (redirect-paths.ts): V_01 empty, V_14 too long, V_12 not a path of this site. */
export const redirectFrom = z
  .string({ error: 'V_01' })
  .trim()
  .min(1, 'V_01')
  .max(REDIRECT_FROM_MAX_LENGTH, 'V_14')
  .transform((value, context) => {
    const path = normaliseFromPath(value);
    if (path === null) {
      context.addIssue({ code: 'custom', message: 'V_12' });
      return z.NEVER;
    }
    // Percent-encoding can make a path several times longer than what was typed.
    if (path.length > REDIRECT_FROM_MAX_LENGTH) {
      context.addIssue({ code: 'custom', message: 'V_14' });
      return z.NEVER;
    }
    return path;
  });

/** The target: V_13 when it is neither a path of this site nor an http(s) URL. */
export const redirectTo = z
  .string({ error: 'V_12' })
  .trim()
  .max(REDIRECT_TO_MAX_LENGTH, 'V_14')
  .transform((value, context) => {
    if (value === '') return null;
    const target = normaliseTarget(value);
    if (target === null) {
      context.addIssue({ code: 'custom', message: 'V_13' });
      return z.NEVER;
    }
    if (target.value.length > REDIRECT_TO_MAX_LENGTH) {
      context.addIssue({ code: 'custom', message: 'V_14' });
      return z.NEVER;
    }
    return target.value;
  });

export const redirectStatus = z.coerce
  .number({ error: 'V_12' })
  .refine((value): value is RedirectStatus => (REDIRECT_STATUSES as readonly number[]).includes(value), 'V_12')
  .transform((value) => value as RedirectStatus);

/** POST /api/redirects and PUT /api/redirects/{id}: `to` is required unless the status is 410 (then it is dropped). */
export const redirectBody = z
  .object({
    from: redirectFrom,
    to: redirectTo.nullable().optional(),
    status: redirectStatus.default(301),
  })
  .transform((body, context) => {
    if (body.status === 410) return { from: body.from, to: null, status: body.status };
    if (!body.to) {
      context.addIssue({ code: 'custom', message: 'V_01', path: ['to'] });
      return z.NEVER;
    }
    return { from: body.from, to: body.to, status: body.status };
  });
export type RedirectBody = z.output<typeof redirectBody>;
export type RedirectInput = z.input<typeof redirectBody>;

/** POST /api/redirects/list: the SPEC list body; sorted by `from` unless another column is asked for. */
export const redirectListBody = listQuery.extend({
  columnToSort: z.union([z.enum(REDIRECT_SORT_COLUMNS), z.literal('')], { error: 'V_12' }).default(''),
});
export type RedirectListBody = z.output<typeof redirectListBody>;

/** The CSV import's largest file (1 MB of text, about 10,000 redirects). */
export const REDIRECT_IMPORT_MAX_CHARS = 900_000;

/** POST /api/redirects/import: the file's text; columns from, to, status (an optional header row names them). */
export const redirectImportBody = z.object({
  csv: z.string({ error: 'V_01' }).min(1, 'V_17').max(REDIRECT_IMPORT_MAX_CHARS, 'V_14'),
});

export const redirectDto = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string().nullable(),
  status: z.union([z.literal(301), z.literal(302), z.literal(410)]),
  /** Made by a published page's slug change (pageId, locale: which page). */
  automatic: z.boolean(),
  pageId: z.number().nullable(),
  locale: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RedirectDto = z.output<typeof redirectDto>;

export const redirectListAnswer = z.object({ data: z.object({ items: z.array(redirectDto), totalItems: z.number() }) });
export const redirectAnswer = z.object({ data: redirectDto });

/** One refused line of an import: its line number in the file and the SPEC 8 code (with the column). */
export const refusedRow = z.object({ line: z.number(), code: z.string(), property: z.string().optional() });
export type RefusedRow = z.output<typeof refusedRow>;

export const redirectImportReport = z.object({ created: z.number(), refused: z.array(refusedRow) });
export type RedirectImportReport = z.output<typeof redirectImportReport>;
export const redirectImportAnswer = z.object({ data: redirectImportReport });

/** What the public site does at a redirected address (the site port's answer). */
export interface SiteRedirect {
  status: RedirectStatus;
  /** Null for 410 Gone. */
  to: string | null;
}
