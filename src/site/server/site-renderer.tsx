import { renderToString } from 'react-dom/server';
import type { PageDto, PageSibling } from '../../shared/pages/page-dto.ts';
import { firstPageImage, pageImageUrl } from '../../shared/pages/page-media.ts';
import { PAGE_TYPES } from '../../shared/pages/page-types.ts';
import { pageUrl, resolvePublicPath } from '../../shared/pages/page-url.ts';
import { normaliseTarget } from '../../shared/redirects/redirect-paths.ts';
import { loadBlockData } from '../blocks/render-blocks.tsx';
import { PageBlocks } from '../layout/PageBlocks.tsx';
import { PageTags } from '../layout/PageTags.tsx';
import { ShareLinks, SHAREABLE_PAGE_TYPES } from '../layout/ShareLinks.tsx';
import { BuiltInNotFound, SiteDocument } from '../layout/SiteDocument.tsx';
import { BackToOverview, Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { languageSwitchQuery, parseSearchQuery } from '../browser/search/search-query.ts';
import { createTranslator, siteLanguage, siteRoute } from '../i18n/ui-strings.ts';
import { createRenderContext, type ConsentState, type ContactFormPost } from '../render-context.ts';
import { criticalCss } from './critical-css.ts';
import { blockImageHashes, sizedDataSource } from './image-sizes.ts';
import { menuOrderedDataSource } from './menu-order.ts';
import type { IslandAssets } from './island-assets.ts';
import { BlockFragments, type RenderedBlocks } from './block-fragments.tsx';
import { joinPieces, type DocumentPiece } from './document-pieces.ts';
import { FrameFragments, STYLESHEET_SLOT, assembleDocument, stylesheetPiece } from './frame-fragments.tsx';
import { buildFrame, toCompanyInfo } from './page-model.ts';
import { loadPagePlace, type PagePlace } from './page-trail.ts';
import { applySearchPageFrame } from './search-page-frame.ts';
import { searchParamsOf } from './search-params.ts';
import { plainNotFoundPage, sharedPreviewNotice } from './share-preview.tsx';
import type { SitePort } from './site-port.ts';
import { pageJsonLd } from './structured-data/page-structured-data.ts';
import { SurrogateKeys, keyedDataSource, keyedTrailPort } from './surrogate-keys.ts';
import { internalLinkPaths } from './page-links.ts';

export interface RenderedPage {
  status: number;
  html: string;
  /** The same page as the renderer assembled it, kept markup with its bytes (document-pieces.ts); absent on built-in answers. */
  pieces?: readonly DocumentPiece[];
  /** A 301/302 redirect answers the address instead (only with `followRedirects`): the target, without the visitor's query. */
  redirectTo?: string;
  /** Surrogate keys: what the page shows (surrogate-keys.ts). */
  keys?: string[];
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
  /** Where no page answers, a redirect there answers before the 404 (a plain page for 410 Gone). */
  followRedirects?: boolean;
}

export interface SiteRendererOptions {
  port: SitePort;
  publicUrl: string;
  /** Asked on every render: the islands build may appear after start in development. */
  islandAssets: () => IslandAssets | null;
  /** Keep rendered blocks (block-fragments.tsx); on unless false (tests compare both). */
  blockFragments?: boolean;
}

const NO_CONSENT: ConsentState = { statistics: false, marketing: false };

/** Renders public pages and previews: data first (page, menus, block data), then one React pass. */
export function createSiteRenderer(options: SiteRendererOptions) {
  const { port } = options;
  const fragments = new FrameFragments();
  const blockFragments = options.blockFragments === false ? null : new BlockFragments();

  async function render(
    page: PageDto | null,
    status: number,
    request: PublicRenderRequest & { preview: boolean; previewNotice?: string; siblings: PageSibling[] },
  ): Promise<RenderedPage> {
    const [settings, company] = await Promise.all([port.siteSettings(), port.company()]);
    const locale = page?.locale ?? resolvePublicPath(request.path, settings.availableLocales, settings.defaultLocale).locale;
    const keys = new SurrogateKeys(locale, page?.id, status);
    for (const sibling of request.siblings) keys.page(sibling.pageID);
    const searchQuery =
      page && page.url === siteRoute(page.locale, 'search', settings.defaultLocale) ? parseSearchQuery(request.searchParams) : null;
    const { head, layout } = buildFrame({
      menus: await port.publicMenus(locale, settings.defaultLocale),
      settings,
      company,
      locale,
      page,
      siblings: request.siblings,
      publicUrl: options.publicUrl,
      returnPath: request.returnPath ?? request.path,
      consent: request.consent,
      preview: request.preview,
      previewNotice: request.previewNotice,
      noindex: request.preview || status !== 200,
      css: criticalCss(),
      languageQuery: searchQuery ? languageSwitchQuery(searchQuery) : '',
    });
    if (searchQuery) {
      keys.add('search');
      await applySearchPageFrame({ head, layout }, searchQuery, port);
    }
    let body = <BuiltInNotFound layout={layout} />;
    let place: PagePlace = { trail: [], overview: null };
    let renderedBlocks: RenderedBlocks | undefined;
    // SPEC 3 Page type: the page type picks the header and footer variants.
    const chrome = page ? { header: PAGE_TYPES[page.type].header, footer: PAGE_TYPES[page.type].footer } : undefined;
    if (page) {
      // Without an SEO image, the page's own image (its type's image map) is the social image.
      const ownImage = head.image ? undefined : firstPageImage(page.type, page.pageVersion.typeData);
      if (ownImage) head.image = `${options.publicUrl}${pageImageUrl(page.id, ownImage)}`;
      keys.pageImages(page.type, page.pageVersion.typeData);
      if (head.image?.startsWith(options.publicUrl)) keys.mediaUrl(head.image.slice(options.publicUrl.length));
      const blocks = page.pageVersion.blocks;
      // Public tags only: in the keywords and as links to the search page filtered by them.
      // The block images' sizes: each image's width/height (no layout shift when it loads).
      // The pages the blocks link to: a slug change there rewrites this page's links.
      const links = internalLinkPaths(blocks);
      const [tags, imageSizes, linked] = await Promise.all([
        port.publicTagNames(page.id),
        port.imageSizes(blockImageHashes(blocks)),
        port.pageIdsAt(links.paths, settings),
      ]);
      keys.linkedPages(linked, links.overflow);
      head.keywords = [...new Set([...head.keywords, ...tags])];
      if (tags.length > 0) keys.add('tags');
      keys.media(blockImageHashes(blocks));
      const context = createRenderContext({
        locale: page.locale,
        defaultLocale: settings.defaultLocale,
        pageId: page.id,
        imageSizes,
        company: toCompanyInfo(company),
        searchParams: request.searchParams,
        consent: request.consent ?? NO_CONSENT,
        path: page.url,
        ...(request.contactForm ? { contactForm: request.contactForm } : {}),
      });
      // With search, the search box renders the request's results without JavaScript.
      const dataSource = menuOrderedDataSource(keyedDataSource(sizedDataSource(port, settings.defaultLocale), keys), layout.headerMenu);
      const data = await loadBlockData(blocks, context, dataSource);
      // Breadcrumbs and the back link (issue 17); the same trail feeds the BreadcrumbList.
      place = await loadPagePlace(keyedTrailPort(port, keys), page, settings, context.t);
      const consent = request.consent ?? NO_CONSENT;
      // A preview's blocks are fresh objects on every render: nothing to reuse, only to push out.
      renderedBlocks = request.preview ? undefined : blockFragments?.forRender(context);
      body = (
        <>
          <Breadcrumbs trail={place.trail} t={context.t} />
          <PageBlocks
            type={page.type}
            typeData={page.pageVersion.typeData}
            blocks={blocks}
            context={context}
            data={data}
            fragments={renderedBlocks}
          />
          {place.overview && <BackToOverview overview={place.overview} t={context.t} />}
          <PageTags tags={tags} locale={page.locale} defaultLocale={settings.defaultLocale} t={context.t} />
          {SHAREABLE_PAGE_TYPES.includes(page.type) && (
            <ShareLinks
              t={context.t}
              url={`${options.publicUrl}${page.url}`}
              title={page.pageVersion.title || page.title}
              path={page.url}
              consent={consent}
            />
          )}
        </>
      );
    }
    head.jsonLd = pageJsonLd({
      publicUrl: options.publicUrl,
      company,
      locale,
      defaultLocale: settings.defaultLocale,
      officesHref: layout.officesHref,
      page,
      trail: place.trail,
      image: head.image,
    });
    // The stylesheet goes in as a kept piece (frame-fragments.tsx), not through React.
    const stylesheet = stylesheetPiece(head.css);
    head.css = STYLESHEET_SLOT;
    const document = renderToString(
      <SiteDocument head={head} layout={layout} chrome={chrome} frameSlots>
        {body}
      </SiteDocument>,
    );
    const pieces = assembleDocument(document, {
      stylesheet,
      header: fragments.header(layout, chrome?.header ?? 'default'),
      footer: fragments.footer(layout, chrome?.footer ?? 'default'),
      islands: options.islandAssets(),
      ...(renderedBlocks ? { blocks: renderedBlocks } : {}),
    });
    return { status, html: joinPieces(pieces), pieces, keys: keys.list() };
  }

  async function publishedSiblings(page: PageDto): Promise<PageSibling[]> {
    return port.siblings(page.id, await port.siteSettings(), false);
  }

  return {
    /** SPEC 2.9: the published page at the path, or the locale's "404" page with status 404. */
    async renderPublic(request: PublicRenderRequest): Promise<RenderedPage> {
      const settings = await port.siteSettings();
      let page = await port.publishedPageAt(request.path, settings);
      let status = page && page.slug !== '404' ? 200 : 404;
      if (!page) {
        const { locale } = resolvePublicPath(request.path, settings.availableLocales, settings.defaultLocale);
        // Only on the way to a 404: an ordinary page view never asks for a redirect.
        const redirect = request.followRedirects ? await port.redirectAt(request.path) : null;
        if (redirect?.status === 410)
          return { status: 410, html: gonePage(locale, settings.defaultLocale), keys: ['site', 'settings', 'notfound'] };
        // A path target stays on this site; another host only for a full URL an editor entered.
        if (redirect?.to && normaliseTarget(redirect.to)) return { status: redirect.status, html: '', redirectTo: redirect.to };
        page = await port.publishedPageAt(pageUrl('404', locale, settings.defaultLocale), settings);
        status = 404;
      }
      const siblings = page ? await publishedSiblings(page) : [];
      return render(page, status, { ...request, preview: false, siblings });
    },

    /**
     * The concept version of a page (or, given a versionId, that version of it from the
     * history), exactly as the site would render it. Null: no such page or version.
     * `query` is the request's query as the HTTP layer parsed it (the search box reads it).
     */
    async renderPreview(pageId: number, query: unknown, versionId?: number): Promise<string | null> {
      const settings = await port.siteSettings();
      const page = versionId === undefined ? await port.conceptPage(pageId, settings) : await port.versionPage(pageId, versionId, settings);
      if (!page) return null;
      const siblings = await port.siblings(pageId, settings, true);
      const rendered = await render(page, 200, {
        path: page.url,
        searchParams: searchParamsOf(query),
        consent: NO_CONSENT,
        preview: true,
        siblings,
      });
      return rendered.html;
    },

    /**
     * A shareable preview link (issue 16, GET /share/{token}): the page's current concept as the
     * editor's preview renders it, with a ribbon saying until when the link works. Only published
     * translations are offered, so nothing leads on to other unpublished pages. An unknown,
     * revoked or expired link: a plain 404 page in the site's default language.
     */
    async renderSharedPreview(token: string, query: unknown): Promise<RenderedPage & { shared?: { pageId: number; expiresAt: string } }> {
      const settings = await port.siteSettings();
      const shared = await port.sharedPreview(token, settings);
      if (!shared) return { status: 404, html: plainNotFoundPage(settings.defaultLocale) };
      const { page } = shared;
      const rendered = await render(page, 200, {
        path: page.url,
        searchParams: searchParamsOf(query),
        consent: NO_CONSENT,
        preview: true,
        previewNotice: sharedPreviewNotice(page.locale, shared.expiresAt, settings.timeZone),
        siblings: await port.siblings(page.id, settings, false),
      });
      return { ...rendered, shared: { pageId: page.id, expiresAt: shared.expiresAt } };
    },
  };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;

/** 410 Gone: a plain page in the address's language, with a way home; not indexed. */
function gonePage(locale: string, defaultLocale: string): string {
  const t = createTranslator(locale);
  return `<!doctype html>${renderToString(
    <html lang={siteLanguage(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t('gone.title')}</title>
      </head>
      <body>
        <main>
          <h1>{t('gone.title')}</h1>
          <p>{t('gone.text')}</p>
          <p>
            <a href={pageUrl('', locale, defaultLocale)}>{t('notFound.home')}</a>
          </p>
        </main>
      </body>
    </html>,
  )}`;
}
