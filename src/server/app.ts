import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from './deps.ts';
import { registerAuditTrail } from './domains/audit/audit.hook.ts';
import { auditRoutes } from './domains/audit/audit.routes.ts';
import { authRoutes } from './domains/auth/auth.routes.ts';
import { twoFactorRoutes } from './domains/auth/two-factor/two-factor.routes.ts';
import { contactRoutes } from './domains/contact/contact.routes.ts';
import { consentRoutes } from './domains/consent/consent.routes.ts';
import { mediaRoutes } from './domains/media/media.routes.ts';
import { menuRoutes } from './domains/menu/menu.routes.ts';
import { notificationsRoutes } from './domains/notifications/notifications.routes.ts';
import { searchRoutes } from './domains/search/search.routes.ts';
import { tagsRoutes } from './domains/tags/tags.routes.ts';
import { pagesRoutes } from './domains/pages/pages.routes.ts';
import { pagePreviewRoutes } from './domains/pages/preview.routes.ts';
import { presenceRoutes } from './domains/presence/presence.routes.ts';
import { publicationRoutes } from './domains/pages/publication/publication.routes.ts';
import { scheduleRoutes } from './domains/pages/schedules/schedules.routes.ts';
import { shareLinksRoutes } from './domains/pages/share-links/share-links.routes.ts';
import { redirectsRoutes } from './domains/redirects/redirects.routes.ts';
import { registerWebhookKick } from './domains/webhooks/webhook-events.ts';
import { webhooksRoutes } from './domains/webhooks/webhooks.routes.ts';
import { apiTokensRoutes } from './domains/api-tokens/api-tokens.routes.ts';
import { registerTokenAuth, registerTokenRateLimit } from './domains/api-tokens/token-auth.ts';
import { healthRoutes } from './domains/health/health.routes.ts';
import { openapiRoutes } from './domains/openapi/openapi.routes.ts';
import { registerRouteCollector } from './domains/openapi/route-collector.ts';
import { requestIdGenerator } from './lib/http/request-id.ts';
import { databaseRateLimitStore } from './lib/rate-limit/database-rate-limit-store.ts';
import { rolesRoutes } from './domains/roles/roles.routes.ts';
import { settingsRoutes } from './domains/settings/settings.routes.ts';
import { sessionsRoutes } from './domains/sessions/sessions.routes.ts';
import { usersRoutes } from './domains/users/users.routes.ts';
import { apiBadRequest, apiNotFound, registerErrorHandling } from './lib/http/error-handler.ts';
import { registerSecurity } from './lib/http/security.ts';
import {
  ADMIN_CSP,
  API_CSP,
  registerFallbackSecurityHeaders,
  registerSecurityHeaders,
  setFallbackSecurityHeaders,
  type SecurityHeadersOptions,
} from './lib/http/security-headers.ts';
import { fastifyTrustProxy } from './lib/http/trust-proxy.ts';
import { siteAssetsRoutes } from '../site/server/site-assets.routes.ts';
import { siteRoutes } from '../site/server/site.routes.ts';
import { sharePreviewRoutes } from '../site/server/share-preview.routes.ts';
import { siteContentSecurityPolicy } from '../site/server/site-csp.ts';

export interface BuildAppOptions {
  deps: AppDeps;
  sessionSecret: string;
  /** Folder of the built admin app; when absent the admin routes answer 503 with a hint. */
  adminDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

const MULTIPART_MAX_FILE_BYTES = 100 * 1024 * 1024;

/** Builds the whole HTTP application from its dependencies; main.ts and the tests both call it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: requestIdGenerator(options.deps.config.trustProxy !== false),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A URL the router cannot decode never reaches the error handler; answer it in the API's shape.
    frameworkErrors: (error, request, reply) => {
      const response = reply as unknown as FastifyReply;
      // These answers run no hooks, so not the fallback's either.
      setFallbackSecurityHeaders(response);
      if (request.url.startsWith('/api/')) return apiBadRequest(response);
      return response.status(400).type('text/plain; charset=utf-8').send(error.message);
    },
  });
  app.decorate('deps', options.deps);
  registerErrorHandling(app);
  // Every answer names its request id (logs carry it as reqId), so one request can be traced.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any part is registered, so every scope inherits it; the parts' own headers win.
  registerFallbackSecurityHeaders(app);
  // Security headers per part (README "Security headers"): the API, the admin, the site.
  const https = options.deps.config.secureCookies;
  const siteHeaders: SecurityHeadersOptions = {
    directives: siteContentSecurityPolicy({ recaptcha: options.deps.config.recaptcha !== undefined }),
    https,
    referrerPolicy: 'strict-origin-when-cross-origin',
  };

  await app.register(
    async (api) => {
      registerTokenAuth(api);
      await registerSecurity(api, { sessionSecret: options.sessionSecret, secureCookies: options.deps.config.secureCookies });
      await registerSecurityHeaders(api, { directives: API_CSP, https, referrerPolicy: 'no-referrer' });
      // Several instances share PostgreSQL: their limits count there, once for the cluster (issue 18).
      await api.register(fastifyRateLimit, {
        global: false,
        ...(options.deps.dialect === 'postgres' ? { store: databaseRateLimitStore(options.deps.db), skipOnError: true } : {}),
      });
      registerTokenRateLimit(api);
      await api.register(fastifyMultipart, {
        limits: { fileSize: MULTIPART_MAX_FILE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
      });
      api.addHook('onSend', async (_request, reply, payload) => {
        reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
        return payload;
      });
      // Before the routes: it records the calls of its catalogue and sees every route registered.
      registerAuditTrail(api);
      // Likewise: every route, for the test that holds them against the OpenAPI document (issue 19).
      registerRouteCollector(api);
      // Sends the webhook events a call's service queued (issue 19) at once, not at the next tick.
      registerWebhookKick(api);
      await api.register(authRoutes);
      await api.register(twoFactorRoutes, { serverSecret: options.sessionSecret });
      await api.register(usersRoutes);
      await api.register(sessionsRoutes);
      await api.register(rolesRoutes);
      await api.register(settingsRoutes);
      await api.register(pagesRoutes);
      await api.register(publicationRoutes);
      await api.register(scheduleRoutes);
      await api.register(shareLinksRoutes);
      await api.register(mediaRoutes);
      await api.register(menuRoutes);
      await api.register(tagsRoutes);
      await api.register(searchRoutes);
      // A preview is a site page: it gets the site's headers (its inline stylesheet, islands, videos).
      await api.register(async (preview) => {
        await registerSecurityHeaders(preview, siteHeaders);
        await preview.register(pagePreviewRoutes);
      });
      await api.register(presenceRoutes);
      await api.register(contactRoutes, { serverSecret: options.sessionSecret });
      await api.register(consentRoutes);
      await api.register(notificationsRoutes);
      await api.register(auditRoutes);
      await api.register(redirectsRoutes);
      await api.register(apiTokensRoutes);
      await api.register(webhooksRoutes);
      await api.register(openapiRoutes);
      api.setNotFoundHandler((_request, reply) => apiNotFound(reply));
      // The site's catch-all GET /* would otherwise answer unknown API paths outside this scope,
      // without the session and its X-CSRF-Token header.
      api.get('/*', async (_request, reply) => apiNotFound(reply));
    },
    { prefix: '/api' },
  );

  // Probes for load balancers, outside the API's session and CSRF handling (issue 18).
  await app.register(healthRoutes);

  await app.register(async (admin) => {
    await registerSecurityHeaders(admin, { directives: ADMIN_CSP, https, referrerPolicy: 'same-origin' });
    await registerAdminApp(admin, options.adminDistDir, options.deps.config.adminExtensionScript);
  });
  const { config, sitePort, siteRenderer, siteCaches } = options.deps;
  // The site's own limiters count in the database too on PostgreSQL, like the API's (issue 18).
  const rateLimitStore =
    options.deps.dialect === 'postgres' ? { store: databaseRateLimitStore(options.deps.db), skipOnError: true } : undefined;
  await app.register(async (site) => {
    await registerSecurityHeaders(site, siteHeaders);
    await site.register(siteAssetsRoutes);
    // The one place the site meets the server: its port, renderer and render caches, built in deps.ts.
    await site.register(siteRoutes, {
      renderer: siteRenderer,
      port: sitePort,
      caches: siteCaches,
      publicUrl: config.publicUrl,
      secureCookies: config.secureCookies,
      sharedMaxAge: config.httpCache.sharedMaxAge,
      staleWhileRevalidate: config.httpCache.staleWhileRevalidate,
      rateLimitStore,
    });
    // Shareable preview links (issue 16): the concept for someone without an account.
    await site.register(sharePreviewRoutes, { renderer: siteRenderer, secureCookies: config.secureCookies, rateLimitStore });
  });
  return app;
}

/** Where the admin loads the host script (ADMIN_EXTENSION_SCRIPT) from. */
export const ADMIN_EXTENSION_PATH = '/cmsadmin/extensions.js';

/**
 * Serves the built single-page admin app, with every unknown /cmsadmin path falling back to
 * index.html. With a host script configured, index.html loads it right after the app's own
 * script (both deferred, so they run in that order: `window.cmsAdmin` is there when it runs).
 */
async function registerAdminApp(app: FastifyInstance, distDir: string | undefined, extensionScript: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!distDir || !indexFile || !fs.existsSync(indexFile)) {
    app.get('/cmsadmin/*', async (_request, reply) =>
      reply.status(503).type('text/plain').send('The admin app is not built. Run `npm run build` (npm start does this for you).'),
    );
    return;
  }
  let indexHtml = fs.readFileSync(indexFile, 'utf8');
  if (extensionScript) {
    if (!fs.existsSync(extensionScript)) app.deps.logger.warn({ file: extensionScript }, 'ADMIN_EXTENSION_SCRIPT does not exist (yet)');
    indexHtml = indexHtml.replace('</head>', `  <script defer src="${ADMIN_EXTENSION_PATH}"></script>\n  </head>`);
    // Read on every request, so the host can change it without a restart.
    app.get(ADMIN_EXTENSION_PATH, async (_request, reply) => {
      const script = await fs.promises.readFile(extensionScript).catch(() => null);
      if (script === null) return reply.status(404).type('text/plain').send('Not found');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(script);
    });
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/cmsadmin/',
    wildcard: false,
    index: false,
    // The build writes .br/.gz copies of the script and stylesheet (vite.config.ts); sent when accepted.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  app.get('/cmsadmin', sendIndex);
  // A chunk this build does not have (a tab opened before a deploy asks for its old screens): a
  // 404 the admin reloads on, not index.html sent as a script.
  app.get('/cmsadmin/assets/*', async (_request, reply) =>
    reply.status(404).type('text/plain').header('Cache-Control', 'no-cache').send('Not found'),
  );
  app.get('/cmsadmin/*', sendIndex);
}
