import type { AuditAction, AuditObjectType } from '../../../shared/audit/audit-schemas.ts';

/** What a catalogue entry may read to name the object: never whole bodies, only named fields. */
export interface AuditContext {
  params: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The parsed JSON answer (only read for entries that need it, e.g. the id of a created object). */
  response: Record<string, unknown>;
}

/** Where an entry's object id comes from. `version` is a page version id, recorded as its page. */
export type ObjectSource =
  | { type: AuditObjectType; from: 'param' | 'body'; key: string }
  | { type: AuditObjectType; from: 'response'; path: string }
  | { type: 'page'; from: 'version'; key: string }
  | { type: AuditObjectType; from: 'fixed'; id: string };

export interface AuditRoute {
  action: AuditAction;
  object?: ObjectSource;
  /** A short, cheap description; never a password, token or body. */
  detail?: (context: AuditContext) => string | undefined;
}

const param = (type: AuditObjectType, key = 'id'): ObjectSource => ({ type, from: 'param', key });
const body = (type: AuditObjectType, key: string): ObjectSource => ({ type, from: 'body', key });
const response = (type: AuditObjectType, path: string): ObjectSource => ({ type, from: 'response', path });
const versionPage = (key = 'id'): ObjectSource => ({ type: 'page', from: 'version', key });
const fixed = (type: AuditObjectType, id: string): ObjectSource => ({ type, from: 'fixed', id });

const text = (value: unknown, max = 120): string | undefined =>
  typeof value === 'string' && value !== '' ? value.slice(0, max) : typeof value === 'number' ? String(value) : undefined;
const field =
  (...keys: string[]) =>
  ({ body: input }: AuditContext) =>
    keys
      .map((key) => text(input[key]) && `${key}: ${text(input[key])}`)
      .filter(Boolean)
      .join(', ') || undefined;

/**
 * Every audited call, keyed by method and Fastify route URL. A new mutating /api route must be
 * added here or to NOT_AUDITED (audit-catalogue.test.ts fails otherwise).
 */
export const AUDITED_ROUTES: Record<string, AuditRoute> = {
  'POST /api/auth/login': {
    action: 'auth.login',
    object: response('user', 'User.ID'),
    // A right password that leads to a second step (the sign-in completes in auth.two-factor).
    detail: ({ response: answer }) => {
      const stage =
        typeof answer.TwoFactor === 'object' && answer.TwoFactor ? text((answer.TwoFactor as { stage?: unknown }).stage) : undefined;
      return stage && `second step: ${stage}`;
    },
  },
  'POST /api/auth/logout': { action: 'auth.logout' },
  'POST /api/auth/forgot-password': { action: 'auth.forgot-password' },
  'POST /api/auth/reset-account': { action: 'auth.reset-account' },
  'POST /api/auth/register': { action: 'auth.register', object: response('user', 'user.ID'), detail: field('email', 'role') },

  // Two-factor sign-in (domains/auth/two-factor): the second step, and changes to one's factors.
  'POST /api/auth/two-factor/verify': { action: 'auth.two-factor', detail: () => 'method: totp' },
  'POST /api/auth/two-factor/recovery': { action: 'auth.two-factor', detail: () => 'method: recovery code' },
  'POST /api/auth/two-factor/passkey/login': { action: 'auth.two-factor', detail: () => 'method: passkey' },
  'POST /api/auth/two-factor/totp/confirm': { action: 'two-factor.totp-confirm' },
  'POST /api/auth/two-factor/passkey/register': { action: 'two-factor.passkey-add', detail: field('name') },
  'PUT /api/auth/two-factor/passkey/:id': { action: 'two-factor.passkey-rename', detail: field('name') },
  'DELETE /api/auth/two-factor/passkey/:id': { action: 'two-factor.passkey-remove' },
  'POST /api/auth/two-factor/recovery-codes': { action: 'two-factor.recovery-codes' },
  'POST /api/auth/two-factor/disable': { action: 'two-factor.disable' },
  'POST /api/user/:id/reset-two-factor': { action: 'user.reset-two-factor', object: param('user') },

  'POST /api/user': { action: 'user.create', object: response('user', 'user.ID'), detail: field('email', 'role') },
  'PUT /api/user/:id': { action: 'user.update', object: param('user'), detail: field('email', 'role') },
  'DELETE /api/user/:id': { action: 'user.delete', object: param('user') },
  'PUT /api/user/password': { action: 'user.password' },
  'PUT /api/user/language': { action: 'user.language', detail: field('language') },
  'PUT /api/user/:id/image': { action: 'user.image', object: param('user') },
  'DELETE /api/user/:id/image': { action: 'user.image-delete', object: param('user') },
  // Session control (domains/sessions): the session's handle is not recorded.
  'POST /api/user/sessions/sign-out-others': { action: 'user.sessions-sign-out-others' },
  'DELETE /api/user/sessions/:id': { action: 'user.session-sign-out' },

  'POST /api/role': { action: 'role.create', object: response('role', 'role.id'), detail: field('name') },
  'PUT /api/role/:id': { action: 'role.update', object: param('role'), detail: field('name') },
  'DELETE /api/role/:id': { action: 'role.delete', object: param('role') },
  'PUT /api/role/:id/two-factor': {
    action: 'role.two-factor',
    object: param('role'),
    detail: ({ body: input }) => `requireTwoFactor: ${String(input.requireTwoFactor)}`,
  },

  'POST /api/page/create': { action: 'page.create', object: response('page', 'pageID'), detail: field('slug', 'locale', 'type') },
  'POST /api/page/create-translation': {
    action: 'page.create-translation',
    object: response('page', 'pageID'),
    detail: field('pageID', 'newLocale', 'slug'),
  },
  'POST /api/page/duplicate': { action: 'page.duplicate', object: response('page', 'pageID'), detail: field('pageID', 'slug') },
  'POST /api/page/version/:id/store': { action: 'page.store', object: versionPage() },
  'PUT /api/page/:id/save': { action: 'page.save', object: param('page'), detail: field('slug') },
  'POST /api/page/:id/versions/:versionId/restore': { action: 'page.restore', object: param('page'), detail: field('versionId') },
  'POST /api/page/:id/translation-synced': { action: 'page.translation-synced', object: param('page'), detail: field('note') },
  'POST /api/page/:id/delete': { action: 'page.delete', object: param('page') },
  // Share links (issue 16): the link's id only, never its token or URL.
  'POST /api/page/:id/share-links': {
    action: 'page.share-link-create',
    object: param('page'),
    detail: ({ body: input, response: answer }) =>
      [text(answer.id) && `link: ${text(answer.id)}`, text(input.expiresInDays) && `expiresInDays: ${text(input.expiresInDays)}`]
        .filter(Boolean)
        .join(', ') || undefined,
  },
  'DELETE /api/page/:id/share-links/:linkId': {
    action: 'page.share-link-revoke',
    object: param('page'),
    detail: ({ params }) => text(params.linkId) && `link: ${text(params.linkId)}`,
  },
  'PUT /api/page/:id/tags': { action: 'page.tags', object: param('page') },
  'POST /api/page/:id/publish': { action: 'page.publish', object: param('page') },
  'POST /api/page/:id/unpublish': { action: 'page.unpublish', object: param('page') },
  'POST /api/page/:id/schedule': { action: 'page.schedule', object: param('page'), detail: field('publishAt', 'unpublishAt') },
  'DELETE /api/page/:id/schedule': { action: 'page.unschedule', object: param('page') },
  'POST /api/page/version/:id/store-and-publish': { action: 'page.store-and-publish', object: versionPage() },
  'POST /api/page/version/:id/store-and-unpublish': { action: 'page.store-and-unpublish', object: versionPage() },
  'POST /api/page/:id/request-publication': { action: 'publication.request', object: param('page') },
  'POST /api/page/:id/resend-publication-request': { action: 'publication.resend', object: param('page') },
  'POST /api/page/:id/revoke-publication-request': { action: 'publication.revoke', object: param('page') },
  'POST /api/page/version/:id/accept-publication': { action: 'publication.accept', object: versionPage() },
  'POST /api/page/version/:id/reject-publication': { action: 'publication.reject', object: versionPage() },

  'POST /api/medialib/add-file': { action: 'media.upload', object: response('media', 'file.id') },
  'POST /api/medialib/add-video': { action: 'media.add-video', object: response('media', 'file.id'), detail: field('path', 'fileName') },
  'POST /api/medialib/edit-file': { action: 'media.edit', object: body('media', 'id'), detail: field('newPath', 'newFileName') },
  'POST /api/medialib/move-file': { action: 'media.move', object: body('media', 'id'), detail: field('newPath', 'newFileName') },
  'POST /api/medialib/delete-file': { action: 'media.delete', object: body('media', 'id') },
  'POST /api/medialib/create-dir': { action: 'media.create-directory', object: response('directory', 'path') },
  'POST /api/medialib/move-directory': { action: 'media.move-directory', object: body('directory', 'newPath'), detail: field('oldPath') },
  'POST /api/medialib/delete-directory': { action: 'media.delete-directory', object: body('directory', 'path') },

  'PUT /api/menu': { action: 'menu.save', object: body('menu', 'locale'), detail: field('locale') },
  'PUT /api/settings/site': { action: 'settings.site', object: fixed('settings', 'site') },
  'PUT /api/settings/company': { action: 'settings.company', object: fixed('settings', 'company') },
  'POST /api/search/index-all-pages': { action: 'search.index-all', object: fixed('search', 'index') },
  'POST /api/search/remove-all-pages': { action: 'search.remove-all', object: fixed('search', 'index') },

  'POST /api/tags': { action: 'tag.create', object: response('tag', 'data.id'), detail: field('name') },
  'PUT /api/tags/:id': { action: 'tag.rename', object: param('tag'), detail: field('name') },
  'POST /api/tags/merge': { action: 'tag.merge', object: body('tag', 'targetId') },
  'DELETE /api/tags/:id': { action: 'tag.delete', object: param('tag') },

  // Redirects (issue 16; the automatic ones are part of the page's save or publication).
  'POST /api/redirects': { action: 'redirect.create', object: response('redirect', 'data.id'), detail: field('from', 'to', 'status') },
  'PUT /api/redirects/:id': { action: 'redirect.update', object: param('redirect'), detail: field('from', 'to', 'status') },
  'DELETE /api/redirects/:id': { action: 'redirect.delete', object: param('redirect') },
  // The token itself is never recorded: only its name, scope and id.
  'POST /api/tokens': { action: 'token.create', object: response('token', 'data.id'), detail: field('name') },
  'DELETE /api/tokens/:id': { action: 'token.revoke', object: param('token') },
  // Webhooks (issue 19): the secret is never recorded.
  'POST /api/webhooks': { action: 'webhook.create', object: response('webhook', 'data.id'), detail: field('url') },
  'PUT /api/webhooks/:id': { action: 'webhook.update', object: param('webhook'), detail: field('url', 'active') },
  'DELETE /api/webhooks/:id': { action: 'webhook.delete', object: param('webhook') },
  'POST /api/webhooks/deliveries/:id/resend': {
    action: 'webhook.resend',
    object: response('webhook', 'data.endpointId'),
    detail: ({ params }) => `delivery: ${text(params.id) ?? '?'}`,
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': {
    action: 'webhook.resend',
    object: param('webhook'),
    detail: ({ params }) => `delivery: ${text(params.deliveryId) ?? '?'}`,
  },
  'POST /api/redirects/import': {
    action: 'redirect.import',
    object: fixed('redirect', 'import'),
    detail: ({ response: answer }) => {
      const data = answer.data as { created?: unknown; refused?: unknown } | undefined;
      return typeof data?.created === 'number' && Array.isArray(data.refused)
        ? `created: ${data.created}, refused: ${data.refused.length}`
        : undefined;
    },
  },
};

/** Mutating /api calls that are deliberately not audited, each with the reason. */
export const NOT_AUDITED: Record<string, string> = {
  'POST /api/auth/user': 'reads the session user',
  'POST /api/auth/refresh-session': 'keeps a session alive; no change',
  'POST /api/auth/check-reset-token': 'reads the state of a link without using it',
  'POST /api/auth/two-factor/passkey/login-options': 'hands out a challenge; the answer to it is recorded',
  'POST /api/auth/two-factor/passkey/register-options': 'hands out a challenge; the new passkey is recorded',
  'POST /api/auth/two-factor/totp/setup': 'starts a setup; its confirmation is recorded',
  'POST /api/page/list': 'a read (list)',
  'POST /api/page/search': 'a read (search)',
  'POST /api/page/slug-available': 'a read (check)',
  'POST /api/page/anchor-available': 'a read (check)',
  'POST /api/page/get-by-slug': 'a read',
  'POST /api/page/get-pages': 'a read',
  'POST /api/page/get-multiple': 'a read',
  'POST /api/page/:id/presence': 'editor heartbeat every 15 s; no content change',
  'POST /api/page/:id/presence/leave': 'editor heartbeat; no content change',
  'POST /api/medialib/get-dir': 'a read',
  'POST /api/medialib/search-files': 'a read (search)',
  'POST /api/medialib/list-pages-by-file': 'a read (list)',
  'POST /api/menu/search-pages': 'a read (search)',
  'POST /api/search/search': 'a public read (site search)',
  'POST /api/tags/search': 'a read (search)',
  'POST /api/tags/search-private': 'a read (search)',
  'POST /api/tags/validate': 'a read (check)',
  'POST /api/contact/submit': 'a visitor message, stored with its own record',
  'POST /api/consent': "a visitor's cookie choice, stored as a consent record",
  'POST /api/notifications/read': "marks the user's own notifications read",
  'POST /api/audit/list': 'a read of the audit log itself',
  'POST /api/redirects/list': 'a read (list)',
  'POST /api/webhooks/list': 'a read (list)',
  'POST /api/webhooks/:id/deliveries/list': 'a read (the delivery log)',
  'POST /api/schedules/list': 'a read (list)',
};

export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
