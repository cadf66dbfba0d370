import type { ListingPageQuery } from '../../shared/site/published-pages.ts';
import type { SitePort } from './site-port.ts';
import type { ContentChanges } from './site-server.ts';

/**
 * Issue 20: every render reads the site settings (up to three times), the company details and
 * the menus, and the finder its year filter (a scan of every project); they change only through
 * content changes. So they are kept until the next
 * change, as the render cache keeps pages (both follow the same events, other instances'
 * included). A read that began before a change is dropped with the change, never stored after it.
 */
export function memoisedPort(port: SitePort, events: ContentChanges): { port: SitePort; close(): void } {
  const entries = new Map<string, Promise<unknown>>();
  const close = events.onChange(() => entries.clear());
  function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = entries.get(key) as Promise<T> | undefined;
    if (known) return known;
    const loaded = load();
    entries.set(key, loaded);
    // A failed read is not kept: the next render asks again.
    loaded.catch(() => {
      if (entries.get(key) === loaded) entries.delete(key);
    });
    return loaded;
  }
  // The other methods are the port's own, looked up on each call (not copied), as tests replace them.
  const memoised: SitePort = Object.create(port) as SitePort;
  return {
    port: Object.assign(memoised, {
      siteSettings: () => memo('settings', () => port.siteSettings()),
      company: () => memo('company', () => port.company()),
      // The finder's year filter lists every project's year: one scan per content change, not per render.
      listingPage: async (query: ListingPageQuery, defaultLocale: string) => {
        if (query.type !== 'project' || query.counted === false || query.withYears === false) return port.listingPage(query, defaultLocale);
        const [result, years] = await Promise.all([
          port.listingPage({ ...query, withYears: false }, defaultLocale),
          memo(`years|${query.locale}`, () => port.listingYears(query.locale)),
        ]);
        return { ...result, years };
      },
      publicMenus: (locale: string, defaultLocale: string) =>
        memo(`menus|${locale}|${defaultLocale}`, () => port.publicMenus(locale, defaultLocale)),
    }),
    close,
  };
}
