import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorsFromServer } from '../browser/contact/contact-validation.ts';
import {
  ALL_CONSENT,
  BROWSED_BEACON_PATH,
  CONSENT_SEEN_COOKIE,
  SEEN_BEACON_PATH,
  consentCookie,
  consentFromForm,
  isViewMark,
  recordedChoice,
  resolveVisitorConsent,
  safeReturnPath,
  seenCookie,
  withBeacon,
} from './consent.ts';
import { CONSENT_COOKIE, formatConsent, parseConsent } from '../consent-format.ts';
import { BANNER_VERSION_PATTERN, consentBannerVersion, type ConsentChoice } from '../../shared/consent/consent-schemas.ts';
import { parseCookies } from './cookies.ts';
import { sendApiNotFound, sendNotFound } from './not-found.ts';
import { redirectLocation } from '../../shared/redirects/redirect-paths.ts';
import { cachedPage, matchesEtag, type BorrowedPage, type CachedPage } from './render-cache.ts';
import { sendHtml, setSurrogateKeys, transientPages } from './send-page.ts';
import { isConsentInformationPath } from './page-model.ts';
import { isActiveQuery, parseSearchQuery } from '../browser/search/search-query.ts';
import { searchParamsOf } from './search-params.ts';
import { listingQueryString, parseListingQuery } from '../blocks/shared/listing-query.ts';
import type { SitePort } from './site-port.ts';
import type { SiteRenderCaches } from './site-server.ts';
import type { SiteRateLimitStore } from './site-rate-limit.ts';
import type { SiteRenderer } from './site-renderer.tsx';
import { buildRobots, buildSitemap } from './sitemap.ts';

/** Whether the query asks the search box for results (a term or a filter). */
const isSearch = (searchParams: Record<string, string>) => isActiveQuery(parseSearchQuery(searchParams));

/** The same budget as POST /api/search/search. */
const SEARCHES_PER_MINUTE = 120;

export interface SiteRoutesOptions {
  renderer: SiteRenderer;
  port: Pick<SitePort, 'siteSettings' | 'sitemapEntries' | 'checkScriptlessContact' | 'recordConsent'>;
  /** Built and emptied on every content change by createSiteServer (site-server.ts). */
  caches: SiteRenderCaches;
  publicUrl: string;
  /** Cookies get the Secure flag (an https public URL). */
  secureCookies: boolean;
  /** Server-rendered searches per client per minute (default SEARCHES_PER_MINUTE): HTTP configuration, so a route option. */
  searchesPerMinute?: number;
  /** How long a shared cache may keep a public page (s-maxage, seconds; default 300). */
  sharedMaxAge?: number;
  /** How long a shared cache may serve a stale page while it fetches a fresh one (default 60). */
  staleWhileRevalidate?: number;
  /** Where the limits count (site-rate-limit.ts); default in memory. */
  rateLimitStore?: SiteRateLimitStore;
  /** Addresses per sitemap file before /sitemap.xml becomes an index (default SITEMAP_URLS_PER_FILE; small in tests). */
  sitemapUrlsPerFile?: number;
}

/**
 * Issue 18, HTTP caching. A public page is the same for every visitor with the same consent
 * cookie, so a shared cache (Varnish, a CDN) may store it: `public, max-age=0, s-maxage=N,
 * stale-while-revalidate=M`. Browsers revalidate on every view (max-age=0; the ETag makes that
 * a 304), shared caches keep it until a content change purges its surrogate keys (xkey /
 * Surrogate-Key) or s-maxage runs out. The answer carries `Vary: Cookie`, so a cache that knows
 * nothing of this design (a CDN) keeps one copy per cookie header and never shows a consented
 * page to a visitor who has not chosen. The shipped Varnish does better: it reduces the cookies
 * to the *normalised* cms_consent value before the lookup (deploy/varnish/default.vcl: no
 * cookie, or an invalid one, is the banner variant; n1sXmY is one variant each), so Vary: Cookie
 * then splits nothing further, and it passes any request that carries cms_consent_seen without
 * cms_consent, because only the server can tell a reload of the marked page from browsing on.
 * Personal answers (consent by browsing on, form posts) are `private, no-cache` / `no-store`.
 */
export const DEFAULT_SHARED_MAX_AGE = 300;
export const DEFAULT_STALE_WHILE_REVALIDATE = 60;
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** Paths the catch-all never renders: other parts of the application own them. */
const RESERVED_PREFIXES = ['/api', '/cmsadmin', '/site-assets'];

function splitUrl(url: string): string {
  const index = url.search(/[?#]/);
  return index === -1 ? url : url.slice(0, index);
}

function isReserved(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A 1x1 transparent GIF: the consent beacons' answer (an <img> wants an image). */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The raw query of a URL ("a=1&b=2"), without its question mark. */
function queryOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index + 1).replace(/#.*$/s, '');
}

/**
 * A redirect an editor or a slug change made (issue 16). Browsers keep a bare 301 for good;
 * no-cache lets a corrected redirect take effect at once, while search engines still see "moved
 * permanently".
 */
function sendRedirect(reply: FastifyReply, status: number, location: string) {
  return reply
    .code(status)
    .header('Location', location)
    .header('Cache-Control', 'no-cache')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .send();
}

/** A page view as consent sees it: reading the cookie policy or privacy statement is not browsing on. */
function pageView(pathname: string) {
  return { path: pathname, informational: isConsentInformationPath(pathname) };
}

/**
 * The public website: every GET path outside /api, /cmsadmin and /site-assets is a page
 * (SPEC 2.9), plus /consent, /sitemap.xml and /robots.txt. Rendered pages are served from
 * options.caches, which the site server empties on every content change.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  const { renderer, port, publicUrl } = options;
  const secure = options.secureCookies;
  const { pages, documents } = options.caches;
  const transientPage = transientPages();
  // Server-rendered searches run the search engine on every request, like POST /api/search/search,
  // and are limited like it per client; every other page view is not limited at all.
  await app.register(fastifyRateLimit, { global: false, ...options.rateLimitStore });
  // A visitor's browser gets words, not the API's JSON; every other error goes on to the app's handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode !== 429) throw error;
    return reply
      .code(429)
      .type('text/plain; charset=utf-8')
      .send(
        request.url.startsWith('/consent')
          ? 'Too many cookie choices in a short time. Please wait a few minutes and try again.\nTe veel cookiekeuzes in korte tijd. Wacht een paar minuten en probeer het opnieuw.\n'
          : 'Too many searches in a short time. Please wait a minute and try again.\nTe veel zoekopdrachten in korte tijd. Wacht een minuut en probeer het opnieuw.\n',
      );
  });
  /**
   * Whether browsing on consents (site setting consentByBrowsing, issue 17), read once per
   * content generation: every settings save empties the caches and so bumps the generation.
   */
  let byBrowsingSetting: { generation: number; value: Promise<boolean> } | undefined;
  const consentByBrowsing = (): Promise<boolean> => {
    if (byBrowsingSetting?.generation !== documents.generation) {
      const value = port.siteSettings().then((settings) => settings.consentByBrowsing);
      byBrowsingSetting = { generation: documents.generation, value };
      value.catch(() => (byBrowsingSetting = undefined));
    }
    return byBrowsingSetting.value;
  };
  /** Recording never holds up or breaks the visitor's page: a failure is only logged. */
  const record = (choice: ConsentChoice, bannerVersion: string) => {
    port.recordConsent(choice, bannerVersion).catch((error: unknown) => app.log.error({ err: error }, 'consent record failed'));
  };
  /**
   * The visitor's consent on this view. Consent by browsing on is stored and recorded by the
   * browsed beacon the page carries (GET /consent/browsed), once, not by the page view.
   */
  const visitorConsent = async (request: FastifyRequest, pathname: string) => {
    const byBrowsing = await consentByBrowsing();
    return resolveVisitorConsent(parseCookies(request.headers.cookie), pageView(pathname), byBrowsing);
  };
  const publicCacheControl = `public, max-age=0, s-maxage=${options.sharedMaxAge ?? DEFAULT_SHARED_MAX_AGE}, stale-while-revalidate=${
    options.staleWhileRevalidate ?? DEFAULT_STALE_WHILE_REVALIDATE
  }`;
  const pageRoute = {
    config: {
      rateLimit: {
        max: options.searchesPerMinute ?? SEARCHES_PER_MINUTE,
        timeWindow: '1 minute',
        allowList: (request: FastifyRequest) => !isSearch(searchParamsOf(request.query)),
      },
    },
  };

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = splitUrl(request.url);
    if (isReserved(pathname)) {
      if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(reply);
      return sendNotFound(reply);
    }
    const visitor = await visitorConsent(request, pathname);
    const searchParams = searchParamsOf(request.query);
    // Only the search box and the listings read the query: any other parameter (utm_source,
    // cache busters) is served from the cache like the bare page, so it cannot force a render.
    const cacheable = pages !== undefined && !isSearch(searchParams);
    // The listings' filters and page (issue 17) are part of the address, canonicalised so
    // unknown values share the bare page's entry instead of filling the cache.
    const listing = listingQueryString(parseListingQuery(searchParams));
    // A search's cookie choice comes back to this very address, query included (same-site path only).
    const withQuery = safeReturnPath(request.url);
    const returnPath = cacheable || withQuery === '/' ? safeReturnPath(`${pathname}${listing}`) : withQuery;
    // The beacon is part of the page (and so of its cache entry): the banner page marks this
    // path as seen; browsing on is a variant of its own, never shared (it is personal).
    const variant = visitor.byBrowsing
      ? 'browsed'
      : visitor.consent
        ? formatConsent(visitor.consent)
        : `banner${visitor.beacon ? '+mark' : ''}`;
    const key = `${pathname}${listing}|${variant}`;
    const generation = pages?.generation ?? 0;
    let page: CachedPage | BorrowedPage | undefined = cacheable ? pages.get(key) : undefined;
    if (!page) {
      const renderRequest = { path: pathname, returnPath, searchParams, consent: visitor.consent };
      let rendered = await renderer.renderPublic({ ...renderRequest, followRedirects: true });
      if (rendered.redirectTo !== undefined) {
        const location = redirectLocation(rendered.redirectTo, queryOf(request.url));
        if (location !== null) return sendRedirect(reply, rendered.status, location);
        rendered = await renderer.renderPublic(renderRequest);
      }
      const content = withBeacon(rendered.pieces ?? rendered.html, visitor.beacon);
      const keys = rendered.keys ?? ['site'];
      // 404s are not kept: any path can produce one, and they would push real pages out.
      if (cacheable && rendered.status === 200) pages.set(key, (page = cachedPage(rendered.status, content, keys)), generation);
      else page = transientPage(reply, rendered.status, content, keys);
    }
    return sendHtml(request, reply, page, visitor.byBrowsing ? PRIVATE_CACHE_CONTROL : publicCacheControl);
  }

  app.get('/', pageRoute, servePage);
  app.get('/*', pageRoute, servePage);

  /**
   * A contact form posted by a browser without JavaScript: the form's action is its own page.
   * Its bot check needs scripts, so nothing is stored (checkScriptlessContact); the page is
   * shown again with what was typed, the field messages and a note on how to send it. Never a
   * 404 and never a lost message. Other posts to a page are not allowed.
   */
  async function postPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = splitUrl(request.url);
    if (isReserved(pathname)) {
      if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(reply);
      return sendNotFound(reply);
    }
    const form = request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const blockKey = typeof form.contactForm === 'string' ? form.contactForm.slice(0, 100) : '';
    if (!blockKey) return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed');
    const checked = port.checkScriptlessContact(form);
    const { privacy, ...values } = checked.values;
    const visitor = await visitorConsent(request, pathname);
    const rendered = await renderer.renderPublic({
      path: pathname,
      searchParams: {},
      consent: visitor.consent,
      contactForm: {
        blockKey,
        initial: { state: checked.outcome === 'ignored' ? 'sent' : 'refused', values, privacy, errors: errorsFromServer(checked.errors) },
      },
    });
    const status = rendered.status === 200 && checked.outcome === 'refused' ? 400 : rendered.status;
    return sendHtml(
      request,
      reply,
      transientPage(reply, status, withBeacon(rendered.pieces ?? rendered.html, visitor.beacon), rendered.keys ?? ['site']),
      'no-store',
    );
  }
  app.post('/', postPage);
  app.post('/*', postPage);

  /**
   * sitemap.xml (an index of /sitemap-n.xml past options.sitemapUrlsPerFile addresses, issue 20)
   * and robots.txt, kept until the next content change; built on every request when the render
   * cache is off (SITE_RENDER_CACHE=off), so the benchmark measures building them.
   */
  async function serveDocument(request: FastifyRequest, reply: FastifyReply, name: 'robots' | 'sitemap' | `sitemap-${number}`) {
    const generation = documents.generation;
    let document = pages === undefined ? undefined : documents.get(name);
    if (!document) {
      const part = name.startsWith('sitemap-') ? Number(name.slice('sitemap-'.length)) : undefined;
      const body =
        name === 'robots'
          ? buildRobots(publicUrl)
          : await buildSitemap(port, publicUrl, { ...(part !== undefined ? { part } : {}), urlsPerFile: options.sitemapUrlsPerFile });
      if (body === null) return sendNotFound(reply);
      // The sitemap lists every published address: its own key, purged when one comes or goes.
      document = cachedPage(200, body, name === 'robots' ? ['site'] : ['site', 'sitemap']);
      documents.set(name, document, generation);
    }
    reply
      .type(name === 'robots' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8')
      .header('Cache-Control', publicCacheControl)
      .header('ETag', document.etag);
    setSurrogateKeys(reply, document.keys ?? ['site']);
    if (matchesEtag(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
    return reply.send(document.body);
  }
  app.get('/sitemap.xml', (request, reply) => serveDocument(request, reply, 'sitemap'));
  // The parts of a split sitemap; any other number is a 404 (buildSitemap).
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', (request, reply) =>
    serveDocument(request, reply, `sitemap-${Number(request.params.part)}`),
  );
  app.get('/robots.txt', (request, reply) => serveDocument(request, reply, 'robots'));

  // Plain HTML forms post urlencoded bodies; parsed here only, for this plugin's routes. The
  // limit leaves room for a contact message of 5000 characters, percent-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /**
   * SPEC 4 consent without JavaScript: store the choice, record it (issue 17) and go back where
   * the visitor was. Limited like POST /api/consent, so a script cannot fill the records.
   */
  app.post('/consent', { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const consent = consentFromForm(body);
    const back = safeReturnPath(body.return);
    if (!consent) return reply.code(303).header('Location', back).header('Cache-Control', 'no-store').send();
    const choice = recordedChoice(body);
    const version = typeof body.bannerVersion === 'string' && BANNER_VERSION_PATTERN.test(body.bannerVersion) ? body.bannerVersion : null;
    if (choice) record(choice, version ?? consentBannerVersion(await consentByBrowsing()));
    return reply
      .code(303)
      .header('Set-Cookie', consentCookie(consent, secure))
      .header('Location', back)
      .header('Cache-Control', 'no-store')
      .send();
  });

  /** A beacon's answer: the image, never stored by any cache (it sets a cookie, or not). */
  const sendBeacon = (reply: FastifyReply, setCookie?: string) => {
    if (setCookie) reply.header('Set-Cookie', setCookie);
    return reply
      .code(200)
      .type('image/gif')
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(TRANSPARENT_GIF);
  };
  // Only the browsed beacon writes (a consent record): limited like POST /consent, with room for
  // several visitors behind one address. The seen beacon writes nothing and is not limited.
  const browsedRoute = { config: { rateLimit: { max: 60, timeWindow: '10 minutes' } } };

  /**
   * The banner page's beacon (issue 18): marks the page the banner was shown on as seen, as the
   * page response itself did before (consent.ts). Only a mark viewMark can have made, only
   * without a stored choice, and only while browsing on counts as consent.
   */
  app.get(SEEN_BEACON_PATH, async (request, reply) => {
    const mark = (request.query as Record<string, unknown> | undefined)?.m;
    const cookies = parseCookies(request.headers.cookie);
    if (!isViewMark(mark) || parseConsent(cookies[CONSENT_COOKIE]) || !(await consentByBrowsing())) return sendBeacon(reply);
    return sendBeacon(reply, seenCookie(mark, secure));
  });

  /**
   * The beacon of the page that browsing on made a consent (issue 18): stores the consent and
   * records it (SPEC 4, issue 17). Only for a visitor with the seen mark and no stored choice,
   * so a reload, a second beacon or a stray request records nothing more.
   */
  app.get(BROWSED_BEACON_PATH, browsedRoute, async (request, reply) => {
    const cookies = parseCookies(request.headers.cookie);
    if (!cookies[CONSENT_SEEN_COOKIE] || parseConsent(cookies[CONSENT_COOKIE]) || !(await consentByBrowsing())) return sendBeacon(reply);
    record('browsing', consentBannerVersion(true));
    return sendBeacon(reply, consentCookie(ALL_CONSENT, secure));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendApiNotFound(reply);
    return sendNotFound(reply);
  });
}
