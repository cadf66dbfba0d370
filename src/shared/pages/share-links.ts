import { z } from 'zod';

/** Shareable preview links (issue 16): how long a new link works, in days. */
export const SHARE_LINK_DEFAULT_DAYS = 7;
export const SHARE_LINK_MAX_DAYS = 30;

/** The public address of a share link: /share/{token}. */
export const SHARE_LINK_PATH = '/share/';

/**
 * The cookie a share link's page sets for its own images and files only (path
 * /api/medialib/get-page-file/{pageId}/): with it, the concept's files load for someone without
 * an account while the link works.
 */
export const SHARE_PREVIEW_COOKIE = 'verdant_share';
export const shareFilesPath = (pageId: number) => `/api/medialib/get-page-file/${pageId}/`;

/**
 * POST /api/page/{id}/share-links: whole days from now, 1 to 30 (default 7). Anything else is
 * V_12 (not a whole number of days in range).
 */
export const createShareLinkBody = z.object({
  expiresInDays: z.number({ error: 'V_12' }).int('V_12').min(1, 'V_12').max(SHARE_LINK_MAX_DAYS, 'V_12').default(SHARE_LINK_DEFAULT_DAYS),
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBody>;

/** The answer to a new link: the only time its token (in `url`) is ever shown. */
export const createdShareLink = z.object({ id: z.number(), url: z.string(), expiresAt: z.string() });
export type CreatedShareLink = z.output<typeof createdShareLink>;
export const createShareLinkAnswer = createdShareLink;

/** An active link as the list shows it: who made it and until when; never its token. */
export const shareLinkItem = z.object({
  id: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Null when the user has been deleted since. */
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
});
export type ShareLinkItem = z.output<typeof shareLinkItem>;
export const shareLinksAnswer = z.object({ data: z.object({ items: z.array(shareLinkItem) }) });

export const shareLinkParams = z.object({
  id: z.coerce.number({ error: 'V_12' }).int('V_12').positive('V_12').max(2_147_483_647, 'V_12'),
  linkId: z.coerce.number({ error: 'V_12' }).int('V_12').positive('V_12').max(2_147_483_647, 'V_12'),
});

/** A token as newToken() makes them (32 random bytes, base64url): anything else is not looked up. */
export function isShareToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
