import { z } from 'zod';
import { PERMISSIONS } from '../permissions.ts';
import { requiredText } from '../schemas/common.ts';

/**
 * What a token may do (issue 19): `read` is read-only content delivery (safe calls and list
 * calls, no permissions); `user` acts as its creator with the creator's permissions as they are
 * at each call; `{ permissions }` acts as the creator with only those permissions (a subset of
 * the creator's, checked at creation and again, by intersection, at every call).
 */
export const apiTokenScope = z.union(
  [
    z.literal('read'),
    z.literal('user'),
    z
      .object({
        permissions: z
          .array(z.enum(PERMISSIONS, { error: 'V_12' }))
          .min(1, 'V_01')
          .max(PERMISSIONS.length, 'V_12'),
      })
      .strict(),
  ],
  { error: 'V_12' },
);
export type ApiTokenScope = z.infer<typeof apiTokenScope>;

export const createApiTokenBody = z
  .object({
    name: requiredText(100),
    expiresAt: z.iso.datetime({ offset: true, error: 'V_12' }).nullish(),
    scope: apiTokenScope,
  })
  .strict();
export type CreateApiTokenBody = z.infer<typeof createApiTokenBody>;

export const apiTokenSummary = z.object({
  id: z.number(),
  name: z.string(),
  scope: apiTokenScope,
  userId: z.number(),
  userName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummary>;

/**
 * `vcms_<id>_<43 base64url characters>`: the id finds the row, the secret is compared in constant
 * time. At most ten digits; the service also refuses ids beyond a 32-bit integer column.
 */
export const API_TOKEN_PATTERN = /^vcms_([1-9]\d{0,9})_([A-Za-z0-9_-]{43})$/;
export const MAX_TOKEN_ID = 2_147_483_647;

/** The answers of GET /api/tokens and POST /api/tokens, as the admin checks them. */
export const apiTokenListAnswer = z.object({ data: z.object({ items: z.array(apiTokenSummary) }) });
export const apiTokenCreatedAnswer = z.object({ data: z.object({ id: z.number(), token: z.string() }) });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedAnswer>['data'];
