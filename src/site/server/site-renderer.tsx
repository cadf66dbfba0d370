import type { Kysely } from 'kysely';
import { renderToString } from 'react-dom/server';
import type { PageDto, PageSibling } from '../../shared/pages/page-dto.ts';
import { firstPageImage, pageImageUrl } from '../../shared/pages/page-media.ts';
import { PAGE_TYPES } from '../../shared/pages/page-types.ts';
import { pageUrl, resolvePublicPath } from '../../shared/pages/page-url.ts';
import type { Database } from '../../server/db/schema.ts';
import { siblings as pageSiblings } from '../../server/domains/pages/page-translations.service.ts';
import { toPageDto } from '../../server/domains/pages/page-mapping.ts';
import * as pagesRepository from '../../server/domains/pages/pages.repository.ts';
import { getPublishedBySlug } from '../../server/domains/pages/public-pages.service.ts';
import { createSiteDataSource } from '../../server/domains/pages/site-queries.service.ts';
import { getCompany, getSiteSettings } from '../../server/domains/settings/settings.service.ts';
import { publicTagNames } from '../../server/domains/tags/tags.service.ts';
import { AppError } from '../../server/lib/errors.ts';
import { loadBlockData, RenderBlocks } from '../blocks/render-blocks.tsx';
import { PageTags } from '../layout/PageTags.tsx';
import { ShareLinks, SHAREABLE_PAGE_TYPES } from '../layout/ShareLinks.tsx';
import { BuiltInNotFound, SiteDocument } from '../layout/SiteDocument.tsx';
import { createSiteSearch } from '../islands/search/server-search.ts';
import { languageSwitchQuery, parseSearchQuery } from '../islands/search/search-query.ts';
import { siteRoute } from '../i18n/ui-strings.ts';
import { createRenderContext, type ConsentState, type ContactFormPost } from '../render-context.ts';
import { criticalCss } from './critical-css.ts';
import { withIslandAssets, type IslandAssets } from './island-assets.ts';
import { buildFrame, toCompanyInfo } from './page-model.ts';

export interface RenderedPage {
  status: number;
  html: string;
}

export interface PublicRenderRequest {
  /** The URL path without query ("/en-gb/projects"). */
  path: string;
  /** Where the cookie banner's choice returns to: the path with its query (same-site, checked). Default: path. */
  returnPath?: string;
  searchParams: Record<string, string>;
  /** null: the visitor has not chosen yet and sees the banner. */
  consent: ConsentState | null;
  /** A contact form posted without JavaScript, to show again in the state the server found. */
  contactForm?: ContactFormPost;
}

export interface SiteRendererOptions {
  db: Kysely<Database>;
  publicUrl: string;
  /** Resolved lazily once: the islands build may appear after start in development. */
  islandAssets: () => Promise<IslandAssets | null>;
}

const NO_CONSENT: ConsentState = { statistics: false, marketing: false };

async function orNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** Renders public pages and previews: data first (page, menus, block data), then one React pass. */
export function createSiteRenderer(options: SiteRendererOptions) {
  const { db } = options;
  const siteSearch = createSiteSearch({ db });

  async function render(page: PageDto | null, status: number, request: PublicRenderRequest & { preview: boolean; siblings: PageSibling[] }): Promise<RenderedPage> {
    const [settings, company] = await Promise.all([getSiteSettings(db), getCompany(db)]);
    const locale = page?.locale ?? resolvePublicPath(request.path, settings.availableLocales, settings.defaultLocale).locale;
    const { head, layout } = await buildFrame({
      db,
      settings,
      company,
      locale,
      page,
      siblings: request.siblings,
      publicUrl: options.publicUrl,
      returnPath: request.returnPath ?? request.path,
      consent: request.consent,
      preview: request.preview,
      noindex: request.preview || status !== 200,
      css: criticalCss(),
      languageQuery: page && page.url === siteRoute(page.locale, 'search', settings.defaultLocale) ? languageSwitchQuery(parseSearchQuery(request.searchParams)) : '',
    });
    let body = <BuiltInNotFound layout={layout} />;
    // SPEC 3 Page type: the page type picks the header and footer variants.
    const chrome = page ? { header: PAGE_TYPES[page.type].header, footer: PAGE_TYPES[page.type].footer } : undefined;
    if (page) {
      // Without an SEO image, the page's own image (its type's image map) is the social image.
      const ownImage = head.image ? undefined : firstPageImage(page.type, page.pageVersion.typeData);
      if (ownImage) head.image = `${options.publicUrl}${pageImageUrl(page.id, ownImage)}`;
      // Public tags only: in the keywords and as links to the search page filtered by them.
      const tags = await publicTagNames(db, page.id);
      head.keywords = [...new Set([...head.keywords, ...tags])];
      const context = createRenderContext({
        locale: page.locale,
        defaultLocale: settings.defaultLocale,
        pageId: page.id,
        company: toCompanyInfo(company),
        searchParams: request.searchParams,
        consent: request.consent ?? NO_CONSENT,
        path: page.url,
        ...(request.contactForm ? { contactForm: request.contactForm } : {}),
      });
      const blocks = page.pageVersion.blocks;
      // With search, the search box renders the request's results without JavaScript.
      const dataSource = { ...createSiteDataSource(db, settings.defaultLocale), search: siteSearch };
      const data = await loadBlockData(blocks, context, dataSource);
      const consent = request.consent ?? NO_CONSENT;
      body = (
        <>
          <RenderBlocks blocks={blocks} context={context} data={data} />
          <PageTags tags={tags} locale={page.locale} defaultLocale={settings.defaultLocale} t={context.t} />
          {SHAREABLE_PAGE_TYPES.includes(page.type) && (
            <ShareLinks t={context.t} url={`${options.publicUrl}${page.url}`} title={page.pageVersion.title || page.title} path={page.url} consent={consent} />
          )}
        </>
      );
    }
    const html = `<!doctype html>${renderToString(<SiteDocument head={head} layout={layout} chrome={chrome}>{body}</SiteDocument>)}`;
    return { status, html: withIslandAssets(html, await options.islandAssets()) };
  }

  async function publishedSiblings(page: PageDto): Promise<PageSibling[]> {
    const settings = await getSiteSettings(db);
    return (await orNotFound(pageSiblings(db, settings, page.id, false))) ?? [];
  }

  return {
    /** SPEC 2.9: the published page at the path, or the locale's "404" page with status 404. */
    async renderPublic(request: PublicRenderRequest): Promise<RenderedPage> {
      const settings = await getSiteSettings(db);
      let page = await orNotFound(getPublishedBySlug(db, settings, request.path));
      let status = page && page.slug !== '404' ? 200 : 404;
      if (!page) {
        const { locale } = resolvePublicPath(request.path, settings.availableLocales, settings.defaultLocale);
        page = await orNotFound(getPublishedBySlug(db, settings, pageUrl('404', locale, settings.defaultLocale)));
        status = 404;
      }
      const siblings = page ? await publishedSiblings(page) : [];
      return render(page, status, { ...request, preview: false, siblings });
    },

    /** The concept version of a page, exactly as the site would render it. Null: no such page. */
    async renderPreview(pageId: number, searchParams: Record<string, string>): Promise<string | null> {
      const settings = await getSiteSettings(db);
      const row = await pagesRepository.findPage(db, pageId);
      if (!row?.concept_version_id) return null;
      const version = await pagesRepository.findVersion(db, row.concept_version_id);
      if (!version) return null;
      const page = toPageDto(row, version, settings.defaultLocale);
      const siblings = (await orNotFound(pageSiblings(db, settings, pageId, true))) ?? [];
      const rendered = await render(page, 200, { path: page.url, searchParams, consent: NO_CONSENT, preview: true, siblings });
      return rendered.html;
    },
  };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;
