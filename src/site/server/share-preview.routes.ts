import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { SHARE_PREVIEW_COOKIE, shareFilesPath } from '../../shared/pages/share-links.ts';
import type { SiteRenderer } from './site-renderer.tsx';
import type { SiteRateLimitStore } from './site-rate-limit.ts';

/** Share-link views per client per minute: each one reads the database and renders, like a search. */
const SHARED_PREVIEWS_PER_MINUTE = 120;

export interface SharePreviewRoutesOptions {
  renderer: Pick<SiteRenderer, 'renderSharedPreview'>;
  /** Views per client per minute (default SHARED_PREVIEWS_PER_MINUTE). */
  perMinute?: number;
  /** Cookies get the Secure flag (an https public URL). */
  secureCookies: boolean;
  /** Where the limits count (site-rate-limit.ts); default in memory. */
  rateLimitStore?: SiteRateLimitStore;
}

/** The share cookie for the page's own files only, gone when the link expires (revoking is checked per file). */
function filesCookie(token: string, shared: { pageId: number; expiresAt: string }, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(shared.expiresAt) - Date.now()) / 1000));
  const parts = [
    `${SHARE_PREVIEW_COOKIE}=${token}`,
    `Max-Age=${maxAge}`,
    `Path=${shareFilesPath(shared.pageId)}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * GET /share/{token} (issue 16): a page's current concept for someone without an account, as
 * the site renders it, with the share link's ribbon. Never kept in the render cache, never
 * indexed, never stored by a browser or proxy; an unknown, revoked or expired link is a plain
 * 404 page. Limited per client like the server-rendered search. The page's concept images
 * and files load through a cookie scoped to that page's files (SHARE_PREVIEW_COOKIE).
 */
export async function sharePreviewRoutes(app: FastifyInstance, options: SharePreviewRoutesOptions): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, ...options.rateLimitStore });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode !== 429) throw error;
    return reply
      .code(429)
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .send(
        'Too many requests in a short time. Please wait a minute and try again.\nTe veel verzoeken in korte tijd. Wacht een minuut en probeer het opnieuw.\n',
      );
  });
  const limited = { config: { rateLimit: { max: options.perMinute ?? SHARED_PREVIEWS_PER_MINUTE, timeWindow: '1 minute' } } };

  app.get<{ Params: { token: string } }>('/share/:token', limited, async (request, reply) => {
    const rendered = await options.renderer.renderSharedPreview(request.params.token, request.query);
    // The concept's own images and files: GET /api/medialib/get-page-file/{pageId}/… reads it.
    if (rendered.shared) reply.header('Set-Cookie', filesCookie(request.params.token, rendered.shared, options.secureCookies));
    return reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('X-Robots-Tag', 'noindex')
      .header('Referrer-Policy', 'no-referrer')
      .send(rendered.html);
  });
}
