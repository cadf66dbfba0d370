import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, expectError } from '../pages/pages.test-helpers.ts';
import { runDue } from '../pages/schedules/schedule-runner.ts';
import { image } from '../../test-support/images.ts';
import { upload } from '../media/media-test-helpers.ts';
import type { ContactChallenge } from '../../../shared/contact/contact-schemas.ts';
import { solveSync } from '../contact/contact-challenge.ts';

/** Issue 19, webhooks: endpoints, signed deliveries to a real HTTP receiver, retries, the log, resend, instances. */

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1: records every request; answers the next queued status for its path (200 when none). */
interface Receiver {
  url(path: string): string;
  received: Received[];
  answers: Map<string, number[]>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks verification, written from the spec: `v1,` + base64 HMAC-SHA256 of "id.timestamp.body" with the decoded key. */
function verifySignature(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

async function waitFor<T>(check: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const FAST = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_INTERVAL_MS: '100', WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_TIMEOUT_MS: '2000' };

interface Webhook {
  id: number;
  url: string;
  events: string[];
  active: boolean;
  secret: string;
}

let t: TestApp;
let admin: TestAgent;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ env: FAST });
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function register(agent: TestAgent, body: Record<string, unknown>): Promise<Webhook> {
  const response = await agent.post('/api/webhooks', { events: ['page.published'], ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Webhook;
}

async function publishNewPage(agent: TestAgent) {
  const page = await createPage(agent);
  const response = await agent.post(`/api/page/${page.pageID}/publish`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return page;
}

const at = (path: string) => receiver.received.filter((entry) => entry.path === path);

async function deliveries(agent: TestAgent, endpointId: number) {
  const response = await agent.post(`/api/webhooks/${endpointId}/deliveries/list`, { pageSize: 100 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { items: Record<string, unknown>[]; totalItems: number };
}

describe('webhook endpoints', () => {
  it('are for administrators only: others get 403 UM_01', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    expectError(await editor.post('/api/webhooks/list', {}), 403, [{ code: 'UM_01' }]);
    expectError(await editor.post('/api/webhooks', { url: receiver.url('/x'), events: ['page.published'] }), 403, [{ code: 'UM_01' }]);
    expectError(await editor.delete('/api/webhooks/1'), 403, [{ code: 'UM_01' }]);
    expectError(await editor.post('/api/webhooks/deliveries/1/resend', {}), 403, [{ code: 'UM_01' }]);
  });

  it('are validated with SPEC 8 codes; a host that is not allowed is refused', async () => {
    expectError(await admin.post('/api/webhooks', { url: 'http://example.com/hook', events: ['page.published'] }), 400, [
      { code: 'V_12', property: 'url' },
    ]);
    expectError(await admin.post('/api/webhooks', { url: 'http://10.0.0.1/hook', events: ['page.published'] }), 400, [
      { code: 'V_12', property: 'url' },
    ]);
    expectError(await admin.post('/api/webhooks', { url: 'ftp://127.0.0.1/hook', events: ['page.published'] }), 400, [
      { code: 'V_13', property: 'url' },
    ]);
    expectError(await admin.post('/api/webhooks', { url: '', events: [] }), 400, [
      { code: 'V_01', property: 'url' },
      { code: 'V_16', property: 'events' },
    ]);
    expectError(await admin.post('/api/webhooks', { url: receiver.url('/x'), events: ['page.exploded'] }), 400, [
      { code: 'V_12', property: 'events.0' },
    ]);
  });

  it('get a server-made secret in the Standard Webhooks format, and are listed, changed and deleted', async () => {
    const hook = await register(admin, { url: receiver.url('/crud'), events: ['menu.saved', 'page.deleted'] });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(hook.secret.slice(6), 'base64')).toHaveLength(32);
    expect(hook).toMatchObject({ active: true, events: ['menu.saved', 'page.deleted'] });

    const listed = await admin.post('/api/webhooks/list', { searchTerm: '/crud' });
    expect(listed.body.data.items.map((item: Webhook) => item.id)).toEqual([hook.id]);
    // Only the creation answers the secret; lists and changes show it masked.
    const hint = `whsec_…${hook.secret.slice(-4)}`;
    expect(listed.body.data.items[0]).toEqual({ ...hook, secret: undefined, secretHint: hint, updatedAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(hook.secret.slice(6, 30));

    const changed = await admin.put(`/api/webhooks/${hook.id}`, { url: receiver.url('/crud2'), events: ['form.submitted'], active: false });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      url: receiver.url('/crud2'),
      events: ['form.submitted'],
      active: false,
      secretHint: hint,
    });
    expect(changed.body.data).not.toHaveProperty('secret');

    expect((await admin.delete(`/api/webhooks/${hook.id}`)).status).toBe(200);
    expectError(await admin.delete(`/api/webhooks/${hook.id}`), 404, [{ code: 'G_02' }]);
  });

  it('take a secret of their own (a rotation), and answer the REST shape of issue 19 too', async () => {
    const own = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expectError(await admin.post('/api/webhooks', { url: receiver.url('/own'), events: ['menu.saved'], secret: 'whsec_short' }), 400, [
      { code: 'V_12', property: 'secret' },
    ]);
    const hook = await register(admin, { url: receiver.url('/own'), events: ['menu.saved'], secret: own });
    expect(hook.secret).toBe(own);
    const rotated = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
    const changed = await admin.put(`/api/webhooks/${hook.id}`, { url: hook.url, events: hook.events, secret: rotated });
    expect(changed.body.data).toMatchObject({ secretHint: `whsec_…${rotated.slice(-4)}` });
    expect(JSON.stringify(changed.body)).not.toContain(rotated.slice(6, 30));

    const listed = await admin.get('/api/webhooks?searchTerm=%2Fown');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.items.map((item: Webhook) => item.id)).toEqual([hook.id]);
    expect(listed.body.data.items[0]).not.toHaveProperty('secret');
    // Deliveries are signed with the rotated secret.
    const menu = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions.footer as number;
    expect((await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [], revision: menu })).status).toBe(200);
    const [request] = await waitFor(() => at('/own').length > 0 && at('/own'), 'the menu event');
    expect(verifySignature(rotated, request!.headers, request!.body)).toBe(true);
    expect(verifySignature(own, request!.headers, request!.body)).toBe(false);
    const log = await admin.get(`/api/webhooks/${hook.id}/deliveries?pageSize=10&state=failed`);
    expect(log.body.data).toEqual({ items: [], totalItems: 0 });
    expectError(await admin.post(`/api/webhooks/${hook.id}/deliveries/999999/resend`, {}), 404, [{ code: 'G_02' }]);
    await admin.delete(`/api/webhooks/${hook.id}`);
  });
});

describe('webhook deliveries', () => {
  it('deliver page.published for a publication through the API, signed Standard Webhooks style', async () => {
    const hook = await register(admin, { url: receiver.url('/published') });
    const page = await publishNewPage(admin);
    const [request] = await waitFor(() => at('/published').length > 0 && at('/published'), 'the delivery');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(verifySignature(hook.secret, request!.headers, request!.body)).toBe(true);
    expect(verifySignature(hook.secret, request!.headers, request!.body.replace('}', ' }'))).toBe(false);
    const payload = JSON.parse(request!.body);
    expect(payload).toMatchObject({
      id: request!.headers['webhook-id'],
      type: 'page.published',
      data: { pageId: page.pageID, slug: page.slug, locale: 'nl-nl' },
    });
    expect(Date.parse(payload.timestamp)).not.toBeNaN();

    const log = await waitFor(async () => {
      const listed = await deliveries(admin, hook.id);
      return listed.items[0]?.state === 'delivered' && listed;
    }, 'the log');
    expect(log.items[0]).toMatchObject({ type: 'page.published', attempts: 1, lastStatusCode: 200, eventId: payload.id });
    await admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('retry after a failure with backoff, log the attempts, and resend on request', async () => {
    const hook = await register(admin, { url: receiver.url('/flaky') });
    receiver.answers.set('/flaky', [500]);
    await publishNewPage(admin);
    const first = await waitFor(() => at('/flaky').length >= 1 && at('/flaky')[0], 'the first attempt');
    const failed = await waitFor(async () => {
      const listed = await deliveries(admin, hook.id);
      return listed.items[0]?.attempts === 1 && listed.items[0];
    }, 'the failed attempt in the log');
    expect(failed).toMatchObject({ state: 'pending', lastStatusCode: 500, lastError: 'HTTP 500' });

    const second = await waitFor(() => at('/flaky').length >= 2 && at('/flaky')[1], 'the retry');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(Number(second.headers['webhook-timestamp'])).toBeGreaterThanOrEqual(Number(first.headers['webhook-timestamp']));
    expect(verifySignature(hook.secret, second.headers, second.body)).toBe(true);
    const delivered = await waitFor(async () => {
      const listed = await deliveries(admin, hook.id);
      return listed.items[0]?.state === 'delivered' && listed.items[0];
    }, 'the delivered state');
    expect(delivered).toMatchObject({ attempts: 2, lastStatusCode: 200, lastError: null });

    const resent = await admin.post(`/api/webhooks/deliveries/${String(delivered.id)}/resend`, {});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data).toMatchObject({ endpointId: hook.id, eventId: first.headers['webhook-id'], state: 'pending' });
    const third = await waitFor(() => at('/flaky').length >= 3 && at('/flaky')[2], 'the resend');
    expect(third.body).toBe(first.body);
    expect((await deliveries(admin, hook.id)).totalItems).toBe(2);
    expectError(await admin.post('/api/webhooks/deliveries/999999/resend', {}), 404, [{ code: 'G_02' }]);
    await admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('arrive at one endpoint in event order', async () => {
    const hook = await register(admin, { url: receiver.url('/ordered') });
    const pages = [];
    for (let index = 0; index < 4; index += 1) pages.push((await publishNewPage(admin)).pageID);
    await waitFor(() => at('/ordered').length >= 4, 'four deliveries');
    expect(at('/ordered').map((entry) => JSON.parse(entry.body).data.pageId)).toEqual(pages);
    const log = await deliveries(admin, hook.id);
    const first = log.items.at(-1)!;
    const resent = await admin.post(`/api/webhooks/${hook.id}/deliveries/${String(first.id)}/resend`, {});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    await waitFor(() => at('/ordered').length >= 5, 'the resend');
    expect(JSON.parse(at('/ordered')[4]!.body).data.pageId).toBe(pages[0]);
    await admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('send nothing to an inactive endpoint, nor events it did not choose', async () => {
    const inactive = await register(admin, { url: receiver.url('/inactive'), active: false });
    const other = await register(admin, { url: receiver.url('/other'), events: ['menu.saved'] });
    const active = await register(admin, { url: receiver.url('/active') });
    await publishNewPage(admin);
    await waitFor(() => at('/active').length > 0, 'the active endpoint');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(at('/inactive')).toEqual([]);
    expect(at('/other')).toEqual([]);
    expect((await deliveries(admin, inactive.id)).totalItems).toBe(0);
    for (const hook of [inactive, other, active]) await admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('deliver form.submitted once per stored contact submission, queued with it; nothing for a dropped one', async () => {
    const hook = await register(admin, { url: receiver.url('/forms'), events: ['form.submitted'] });
    const visitor = t.agent();
    const fields = {
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.org',
      message: 'Bats in the attic.',
      privacy: true,
      subject: 'Bat survey',
      locale: 'en-gb',
    };
    const solved = async () => {
      const challenge = (await visitor.get('/api/contact/challenge')).body.data as ContactChallenge;
      if (challenge.mode !== 'pow') throw new Error('expected proof of work');
      const { mode: _mode, ...material } = challenge;
      return { ...material, nonce: solveSync(challenge.challenge, challenge.difficulty) };
    };
    const stored = await visitor.post('/api/contact/submit', { ...fields, botCheck: await solved() });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const submission = await t.deps.db.selectFrom('contact_submissions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await waitFor(() => at('/forms').length > 0, 'the form event');
    // A honeypot submission is not stored, so it is no event either.
    const dropped = await visitor.post('/api/contact/submit', { ...fields, website: 'http://spam.example', botCheck: await solved() });
    expect(dropped.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(at('/forms').map((entry) => JSON.parse(entry.body))).toMatchObject([
      { type: 'form.submitted', data: { form: 'contact', submissionId: submission.id } },
    ]);
    await admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('deliver menu.saved and settings.saved, signed, once per save, to a real receiver', async () => {
    const hook = await register(admin, { url: receiver.url('/site-config'), events: ['menu.saved', 'settings.saved'] });
    const revision = (await admin.get('/api/menu/edit?locale=en-gb')).body.data.revisions.header as number;
    const menu = await admin.put('/api/menu', {
      locale: 'en-gb',
      menu: 'header',
      items: [{ key: 'a', parentKey: null, label: 'About', type: 'anchor', target: '#about' }],
      revision,
    });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    const company = (await admin.get('/api/settings/company')).body.company;
    expect((await admin.put('/api/settings/company', { ...company, name: 'Signed Ltd' })).status).toBe(200);
    const site = await admin.put('/api/settings/site', {
      availableLocales: ['nl-nl', 'en-gb'],
      defaultLocale: 'nl-nl',
      customSlugLocales: ['nl-nl'],
    });
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    await waitFor(() => at('/site-config').length >= 3, 'the three events');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const requests = at('/site-config');
    for (const request of requests) expect(verifySignature(hook.secret, request.headers, request.body)).toBe(true);
    expect(requests.map((request) => JSON.parse(request.body))).toMatchObject([
      { type: 'menu.saved', data: { locale: 'en-gb' } },
      { type: 'settings.saved', data: { section: 'company' } },
      { type: 'settings.saved', data: { section: 'site' } },
    ]);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(3);
    await admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('cover unpublish, slug change, delete and settings', async () => {
    const hook = await register(admin, {
      url: receiver.url('/lifecycle'),
      events: ['page.unpublished', 'page.slug-changed', 'page.deleted', 'settings.saved', 'redirect.changed'],
    });
    const page = await publishNewPage(admin);
    const moved = `${page.slug}-moved`;
    const saved = await admin.put(`/api/page/${page.pageID}/save`, { id: page.pageID, slug: moved, shouldUpdateLinks: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const company = (await admin.get('/api/settings/company')).body.company;
    expect((await admin.put('/api/settings/company', { ...company, name: 'Webhook test' })).status).toBe(200);
    expect((await admin.post(`/api/page/${page.pageID}/unpublish`, {})).status).toBe(200);
    const deleted = await admin.post(`/api/page/${page.pageID}/delete`, {});
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const redirect = await admin.post('/api/redirects', { from: '/old-webhook-test', to: '/new', status: 301 });
    expect(redirect.status, JSON.stringify(redirect.body)).toBe(200);
    const types = await waitFor(() => {
      const seen = at('/lifecycle').map((entry) => JSON.parse(entry.body).type as string);
      return seen.length >= 5 && seen;
    }, 'the lifecycle events');
    expect(types.sort()).toEqual(['page.deleted', 'page.slug-changed', 'page.unpublished', 'redirect.changed', 'settings.saved']);
    const slugChange = at('/lifecycle')
      .map((entry) => JSON.parse(entry.body))
      .find((payload) => payload.type === 'page.slug-changed');
    expect(slugChange.data).toMatchObject({ pageId: page.pageID, slug: moved, previousSlug: page.slug });
    await admin.delete(`/api/webhooks/${hook.id}`);
  });
});

describe('review and media events', () => {
  it('deliver publication.requested, accepted (with page.published), rejected, media.uploaded and media.deleted', async () => {
    const hook = await register(admin, {
      url: receiver.url('/review'),
      events: [
        'publication.requested',
        'publication.accepted',
        'publication.rejected',
        'page.published',
        'media.uploaded',
        'media.deleted',
      ],
    });
    const { agent: editor } = await loggedInUser(t, { role: 'Editor' });
    const accepted = await createPage(editor);
    expect((await editor.post(`/api/page/${accepted.pageID}/request-publication`, { comment: 'please' })).status).toBe(200);
    const accept = await admin.post(`/api/page/version/${accepted.pageVersionID}/accept-publication`, { feedback: '' });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const rejected = await createPage(editor);
    expect((await editor.post(`/api/page/${rejected.pageID}/request-publication`, {})).status).toBe(200);
    const reject = await admin.post(`/api/page/version/${rejected.pageVersionID}/reject-publication`, { feedback: 'No' });
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    const uploaded = await upload(admin, '/', 'webhook.png', await image(4, 4, 'png'), 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const mediaId = uploaded.body.file.id as number;
    expect((await admin.post('/api/medialib/delete-file', { id: mediaId })).status).toBe(200);

    const payloads = await waitFor(() => {
      const seen = at('/review').map((entry) => JSON.parse(entry.body) as { type: string; data: Record<string, unknown> });
      return seen.length >= 7 && seen;
    }, 'the review and media events');
    const summary = payloads.map((payload) => `${payload.type}:${String(payload.data.pageId ?? payload.data.mediaId)}`).sort();
    expect(summary).toEqual(
      [
        `media.deleted:${mediaId}`,
        `media.uploaded:${mediaId}`,
        `page.published:${accepted.pageID}`,
        `publication.accepted:${accepted.pageID}`,
        `publication.rejected:${rejected.pageID}`,
        `publication.requested:${accepted.pageID}`,
        `publication.requested:${rejected.pageID}`,
      ].sort(),
    );
    await admin.delete(`/api/webhooks/${hook.id}`);
  });
});

describe('scheduled changes', () => {
  it('deliver page.published when the scheduler publishes', async () => {
    const hook = await register(admin, { url: receiver.url('/scheduled') });
    const page = await createPage(admin);
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await admin.post(`/api/page/${page.pageID}/schedule`, { versionID: page.pageVersionID, publishAt });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    await runDue(t.deps, new Date(Date.now() + 120_000));
    const [request] = await waitFor(() => at('/scheduled').length > 0 && at('/scheduled'), 'the scheduled delivery');
    expect(JSON.parse(request!.body)).toMatchObject({
      type: 'page.published',
      data: { pageId: page.pageID, slug: page.slug, scheduled: true },
    });
    await admin.delete(`/api/webhooks/${hook.id}`);
  });
});

describe('the webhook queue', () => {
  it('keeps a queued delivery when the app is rebuilt on the same database', async () => {
    const first = await createTestApp({ env: { ...FAST, WEBHOOK_INTERVAL_MS: '3600000' } });
    try {
      // This instance stops sending (as if it went down right after queuing).
      await first.deps.webhooks.stop();
      const firstAdmin = await first.adminAgent();
      const hook = await register(firstAdmin, { url: receiver.url('/restart') });
      await publishNewPage(firstAdmin);
      const queued = await waitFor(async () => (await deliveries(firstAdmin, hook.id)).items[0], 'the queued delivery');
      expect(queued).toMatchObject({ state: 'pending', attempts: 0 });
      expect(at('/restart')).toEqual([]);

      const second = await createTestApp({ env: FAST, sameDatabaseAs: first });
      try {
        const [request] = await waitFor(() => at('/restart').length > 0 && at('/restart'), 'the delivery after the restart');
        expect(verifySignature(hook.secret, request!.headers, request!.body)).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('delivers each event once when two instances share the database', async () => {
    const one = await createTestApp({ env: { ...FAST, WEBHOOK_INTERVAL_MS: '50' } });
    try {
      const two = await createTestApp({ env: { ...FAST, WEBHOOK_INTERVAL_MS: '50' }, sameDatabaseAs: one });
      try {
        const agents = [await one.adminAgent(), await two.adminAgent()];
        await register(agents[0]!, { url: receiver.url('/cluster') });
        for (let index = 0; index < 6; index += 1) await publishNewPage(agents[index % 2]!);
        await waitFor(() => new Set(at('/cluster').map((entry) => entry.headers['webhook-id'])).size === 6 || undefined, 'six events');
        await new Promise((resolve) => setTimeout(resolve, 500));
        const ids = at('/cluster').map((entry) => String(entry.headers['webhook-id']));
        expect(ids).toHaveLength(6);
        expect(new Set(ids).size).toBe(6);
      } finally {
        await two.close();
      }
    } finally {
      await one.close();
    }
  });
});
