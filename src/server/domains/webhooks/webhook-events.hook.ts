import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebhookEvent } from '../../../shared/webhooks/webhook-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './webhooks.service.ts';

/**
 * Which API call causes which webhook event, in one place (issue 19). Like the audit trail, a
 * hook set on the /api scope looks at every successful call of this table after it was
 * answered and queues the events (webhooks.service.ts enqueueEvent); the delivery worker sends
 * them. Page events come from comparing the page before and after the call: its published
 * version changed (page.published), went away (page.unpublished), the page is gone
 * (page.deleted), or its live slug changed (page.slug-changed, also when a pending slug goes live).
 */

interface Context {
  params: Record<string, unknown>;
  body: Record<string, unknown>;
  response: Record<string, unknown>;
}

interface Rule {
  /** Events every successful call causes, with their data. */
  events?: (context: Context) => { type: WebhookEvent; data: Record<string, unknown> }[];
  /** The page the call changes: its id in the path, or the version's page. */
  page?: 'param' | 'version';
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

const numberId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const event =
  (type: WebhookEvent, data: (context: Context) => Record<string, unknown> = () => ({})) =>
  (context: Context) => [{ type, data: data(context) }];

const mediaId = (from: 'body' | 'response') => (context: Context) => ({
  mediaId: from === 'body' ? idOf(context.body.id) : idOf(asRecord(context.response.file).id),
});

const redirectChange = (change: string, from: 'param' | 'response' | 'none') => (context: Context) => ({
  change,
  ...(from === 'param' ? { redirectId: numberId(context.params.id) } : {}),
  ...(from === 'response' ? { redirectId: idOf(asRecord(context.response.data).id) } : {}),
});

export const WEBHOOK_RULES: Record<string, Rule> = {
  'POST /api/page/:id/publish': { page: 'param' },
  'POST /api/page/:id/unpublish': { page: 'param' },
  'POST /api/page/version/:id/store-and-publish': { page: 'version' },
  'POST /api/page/version/:id/store-and-unpublish': { page: 'version' },
  'POST /api/page/version/:id/store': { page: 'version' },
  'PUT /api/page/:id/save': { page: 'param' },
  'POST /api/page/:id/versions/:versionId/restore': { page: 'param' },
  'POST /api/page/:id/delete': { page: 'param' },
  'POST /api/page/:id/request-publication': { page: 'param', events: event('publication.requested') },
  'POST /api/page/version/:id/accept-publication': { page: 'version', events: event('publication.accepted') },
  'POST /api/page/version/:id/reject-publication': { page: 'version', events: event('publication.rejected') },
  'POST /api/medialib/add-file': { events: event('media.uploaded', mediaId('response')) },
  'POST /api/medialib/add-video': { events: event('media.uploaded', mediaId('response')) },
  'POST /api/medialib/edit-file': { events: event('media.changed', mediaId('body')) },
  'POST /api/medialib/move-file': { events: event('media.changed', mediaId('body')) },
  'POST /api/medialib/delete-file': { events: event('media.deleted', mediaId('body')) },
  'PUT /api/menu': { events: event('menu.saved', (context) => ({ locale: idOf(context.body.locale) })) },
  'PUT /api/settings/site': { events: event('settings.saved', () => ({ section: 'site' })) },
  'PUT /api/settings/company': { events: event('settings.saved', () => ({ section: 'company' })) },
  'POST /api/redirects': { events: event('redirect.changed', redirectChange('created', 'response')) },
  'PUT /api/redirects/:id': { events: event('redirect.changed', redirectChange('updated', 'param')) },
  'DELETE /api/redirects/:id': { events: event('redirect.changed', redirectChange('deleted', 'param')) },
  'POST /api/redirects/import': { events: event('redirect.changed', redirectChange('imported', 'none')) },
};

interface Before {
  rule: Rule;
  pageId: number | null;
  page: service.PageFacts | undefined;
  response?: Record<string, unknown>;
}

const pending = new WeakMap<FastifyRequest, Before>();
const inFlight = new WeakMap<AppDeps, Set<Promise<void>>>();

/** Resolves when the events of finished requests are queued (tests wait for it). */
export async function webhookEventsSettled(app: FastifyInstance): Promise<void> {
  await Promise.all([...(inFlight.get(app.deps) ?? [])]);
}

const routeKey = (request: FastifyRequest) => `${request.method.toUpperCase()} ${request.routeOptions.url ?? ''}`;

async function before(deps: AppDeps, request: FastifyRequest, rule: Rule): Promise<Before> {
  const params = asRecord(request.params);
  let pageId: number | null = null;
  if (rule.page === 'param') pageId = numberId(params.id);
  if (rule.page === 'version') {
    const versionId = numberId(params.id);
    pageId = versionId === null ? null : ((await service.pageOfVersion(deps.db, versionId)) ?? null);
  }
  return {
    rule,
    pageId,
    page: pageId === null ? undefined : await service.pageFacts(deps.db, pageId),
  };
}

function pageEvents(
  pageId: number,
  was: service.PageFacts,
  now: service.PageFacts | undefined,
): { type: WebhookEvent; data: Record<string, unknown> }[] {
  const data = (facts: service.PageFacts) => ({ pageId, slug: facts.slug, locale: facts.locale });
  if (!now) return [{ type: 'page.deleted', data: data(was) }];
  const events: { type: WebhookEvent; data: Record<string, unknown> }[] = [];
  if (now.slug !== was.slug) events.push({ type: 'page.slug-changed', data: { ...data(now), previousSlug: was.slug } });
  if (now.published_version_id !== null && now.published_version_id !== was.published_version_id) {
    events.push({ type: 'page.published', data: { ...data(now), versionId: now.published_version_id } });
  } else if (now.published_version_id === null && was.published_version_id !== null) {
    events.push({ type: 'page.unpublished', data: data(now) });
  }
  return events;
}

async function queueEvents(deps: AppDeps, request: FastifyRequest, state: Before): Promise<void> {
  const context: Context = { params: asRecord(request.params), body: asRecord(request.body), response: state.response ?? {} };
  const events = [...(state.rule.events?.(context) ?? [])].map((entry) =>
    state.pageId !== null && state.page
      ? { ...entry, data: { pageId: state.pageId, slug: state.page.slug, locale: state.page.locale, ...entry.data } }
      : entry,
  );
  if (state.pageId !== null && state.page)
    events.push(...pageEvents(state.pageId, state.page, await service.pageFacts(deps.db, state.pageId)));
  let queued = 0;
  for (const entry of events) queued += await service.enqueueEvent(deps.db, entry.type, entry.data);
  if (queued > 0) void deps.webhooks.kick();
}

/** Registered on the /api scope before the route plugins (app.ts), next to the audit trail. */
export function registerWebhookEvents(api: FastifyInstance): void {
  const deps = api.deps;
  const writes = new Set<Promise<void>>();
  inFlight.set(deps, writes);

  api.addHook('onRequest', async (request) => {
    const rule = WEBHOOK_RULES[routeKey(request)];
    if (!rule) return;
    // Read before the handler changes anything; a failure only loses this call's events.
    const state = await before(deps, request, rule).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'webhook events: the state before the call could not be read');
      return undefined;
    });
    if (state) pending.set(request, state);
  });

  api.addHook('onSend', async (request, _reply, payload) => {
    const state = pending.get(request);
    if (state && typeof payload === 'string' && payload.length < 64 * 1024) {
      try {
        state.response = asRecord(JSON.parse(payload));
      } catch {
        state.response = {};
      }
    }
    return payload;
  });

  api.addHook('onResponse', async (request, reply) => {
    const state = pending.get(request);
    if (!state || reply.statusCode >= 400) return;
    const write = queueEvents(deps, request, state).catch((error: unknown) =>
      deps.logger.error({ err: error, route: routeKey(request) }, 'webhook events not queued'),
    );
    writes.add(write);
    try {
      await write;
    } finally {
      writes.delete(write);
    }
  });
}

/**
 * A scheduled publication or unpublication (schedule-runner.ts) is no API call: the runner tells
 * this after carrying it out. Failures are only logged.
 */
export async function queueScheduledChange(deps: AppDeps, pageId: number, part: 'publish' | 'unpublish'): Promise<void> {
  try {
    const page = await service.pageFacts(deps.db, pageId);
    const data = page ? { pageId, slug: page.slug, locale: page.locale } : { pageId };
    const published = part === 'publish' && page?.published_version_id ? { versionId: page.published_version_id } : {};
    const queued = await service.enqueueEvent(deps.db, part === 'publish' ? 'page.published' : 'page.unpublished', {
      ...data,
      ...published,
      scheduled: true,
    });
    if (queued > 0) void deps.webhooks.kick();
  } catch (error) {
    deps.logger.error({ err: error, pageId }, 'webhook event of a scheduled change not queued');
  }
}
