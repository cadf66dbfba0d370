/**
 * The data one page's render reads (bench/site-bench.ts, issue 20): settings, company, menus, the
 * page, its translations and its listing blocks' data, read once through the site's port so the
 * string-template baseline has it in memory.
 */
import { openDatabase } from '../src/server/db/database.ts';
import { createSitePort } from '../src/server/domains/pages/site-port.adapter.ts';
import { searchEngineFor } from '../src/server/domains/search/engines/engine-for-dialect.ts';
import { resolvePublicPath } from '../src/shared/pages/page-url.ts';

export async function pageData(dataDir: string, pagePath: string, url?: string): Promise<unknown> {
  const handle = await openDatabase({ url, dataDir });
  try {
    const port = createSitePort({ db: handle.db, searchEngine: searchEngineFor(handle.dialect), dialect: handle.dialect });
    const settings = await port.siteSettings();
    const { locale } = resolvePublicPath(pagePath, settings.availableLocales, settings.defaultLocale);
    const page = await port.publishedPageAt(pagePath, settings);
    const listings = [];
    for (const block of page?.pageVersion.blocks ?? []) {
      const props = block.props as Record<string, unknown>;
      const limit = typeof props.limit === 'number' ? props.limit : 12;
      if (block.type === 'pageList' && (props.pageType === 'project' || props.pageType === 'news'))
        listings.push(await port.listingPage({ type: props.pageType, locale, page: 1, pageSize: limit }, settings.defaultLocale));
      else if (block.type === 'pageList' && typeof props.pageType === 'string')
        listings.push(await port.publishedPages({ type: props.pageType as 'blank', locale, limit }, settings.defaultLocale));
      else if (block.type === 'relatedProjects')
        listings.push(await port.listingPage({ type: 'project', locale, page: 1, pageSize: limit }, settings.defaultLocale));
    }
    return {
      settings,
      company: await port.company(),
      menus: await port.publicMenus(locale, settings.defaultLocale),
      page,
      siblings: page ? await port.siblings(page.id, settings, false) : [],
      listings,
    };
  } finally {
    await handle.destroy();
  }
}
