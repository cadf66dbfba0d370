import { pageUrl } from '../../../shared/pages/page-url.ts';

type Addressed = { slug: string; locale: string; url: string };

/**
 * Whether the page is in the site's default locale. The server's `url` follows the site's rule
 * (SPEC 2.9: the default locale has no prefix, others start with /{locale}), so it tells.
 */
export function inDefaultLocale(page: Addressed): boolean {
  return page.url === pageUrl(page.slug, page.locale, page.locale);
}

/** The public address the page would have with another slug (for the change-URL question). */
export function addressWithSlug(page: Addressed, slug: string): string {
  return pageUrl(slug, page.locale, inDefaultLocale(page) ? page.locale : '');
}

/**
 * Where visitors (and search engines) find the site: the server's PUBLIC_URL from the settings.
 * The admin may be opened at another address (an internal host name, a port of its own), so
 * its own origin is only the fallback when the server does not say.
 */
export function publicOrigin(publicUrl: string | undefined, adminOrigin: string): string {
  return publicUrl ? publicUrl.replace(/\/+$/, '') : adminOrigin;
}
