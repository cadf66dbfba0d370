/** The public path of a page: the default locale has no prefix, others start with /{locale}. */
export function pageUrl(slug: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return `/${slug}`;
  return slug ? `/${locale}/${slug}` : `/${locale}`;
}

/**
 * Splits a public path into locale and slug (SPEC 2.9): a first segment that is one of the
 * site's locales is the locale; otherwise the path belongs to the default locale.
 */
export function resolvePublicPath(path: string, locales: readonly string[], defaultLocale: string): { locale: string; slug: string } {
  // A visitor's path may carry a query or fragment (?utm=…, #top); neither is part of the slug.
  const segments = path
    .replace(/[?#].*$/s, '')
    .split('/')
    .filter((segment) => segment.length > 0);
  const first = segments[0]?.toLowerCase();
  if (first && first !== defaultLocale && locales.includes(first)) {
    return { locale: first, slug: segments.slice(1).join('/').toLowerCase() };
  }
  return { locale: defaultLocale, slug: segments.join('/').toLowerCase() };
}
