import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, MINIMAL_PDF, upload } from '../../domains/media/media-test-helpers.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Issue 15 (findings 2 and 10): every part of the application answers with its security headers. */
let t: TestApp;
let admin: TestAgent;
let visitor: TestAgent;
let adminDist: string;
let pageId: number;
let pdf: { hash: string; fileName: string };
let png: { hash: string; fileName: string };

/** The CSP as directive → sources, so a test can name one directive. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries, whichever part of the application sent it. */
function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toContain('camera=()');
  const policy = csp(headers['content-security-policy']);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  // Plain http: no HSTS (it would pin a host that has no certificate).
  expect(headers['strict-transport-security']).toBeUndefined();
  return policy;
}

const pageFileUrl = (group: string, file: { hash: string; fileName: string }) =>
  `/api/medialib/get-page-file/${pageId}/${group}/${file.hash}/${encodeURIComponent(file.fileName)}`;

beforeAll(async () => {
  adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-dist-'));
  fs.mkdirSync(path.join(adminDist, 'assets'));
  fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(adminDist, 'assets', 'app.js'), 'console.log(1);');
  t = await createTestApp({ adminDistDir: adminDist });
  admin = await t.adminAgent();
  visitor = t.agent();
  pdf = (await upload(admin, '/', 'report.pdf', MINIMAL_PDF)).body.file;
  png = (await upload(admin, '/', 'photo.png', await image('png', 40, 30))).body.file;
  const created = await admin.post('/api/page/create', { title: 'Headers', slug: 'headers', type: 'blank', locale: 'nl-nl' });
  pageId = created.body.pageID;
  const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, {
    revision: 0,
    blocks: [
      { type: 'image', key: 'img1', props: {}, __images: { image: [{ hash: png.hash, fileName: png.fileName, altText: '' }] } },
      { type: 'richText', key: 'rt1', props: { html: '<p>Hello</p>' }, __files: { attachments: [pdf] } },
    ],
  });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  const published = await admin.post(`/api/page/${pageId}/publish`, {});
  expect(published.status, JSON.stringify(published.body)).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(adminDist, { recursive: true, force: true });
});

describe('admin', () => {
  it('sends index.html with a strict CSP: own scripts and styles only, never framed', async () => {
    const response = await visitor.get('/cmsadmin/pages');
    expect(response.status).toBe(200);
    const policy = expectCommonHeaders(response.headers);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends its assets with nosniff and the same headers', async () => {
    const response = await visitor.get('/cmsadmin/assets/app.js');
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
  });
});

describe('API', () => {
  it('answers JSON with nosniff and a CSP that lets nothing run', async () => {
    const response = await visitor.get('/api/settings/get');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const policy = expectCommonHeaders(response.headers);
    expect(policy['default-src']).toEqual(["'none'"]);
  });

  it('keeps the headers on errors', async () => {
    const response = await visitor.get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(csp(response.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the preview with the site policy (its inline stylesheet allowed by hash)', async () => {
    const response = await admin.get(`/api/page/${pageId}/preview`);
    expect(response.status).toBe(200);
    const policy = expectCommonHeaders(response.headers);
    const css = /<style>([\s\S]*?)<\/style>/.exec(response.body as string)![1]!;
    expect(policy['style-src']).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });
});

describe('media served from the site origin', () => {
  it('sends a document as a sandboxed attachment', async () => {
    const response = await visitor.get(pageFileUrl('block_files_rt1', pdf));
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(csp(response.headers['content-security-policy']).sandbox).toEqual([]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends an image inline, not sandboxed', async () => {
    const response = await visitor.request('GET', pageFileUrl('block_images_img1', png), { headers: { accept: 'image/png' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(csp(response.headers['content-security-policy']).sandbox).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('public site', () => {
  it('sends a page with a CSP that allows its inline stylesheet by hash, and nothing inline else', async () => {
    const response = await visitor.get('/headers');
    expect(response.status).toBe(200);
    const policy = expectCommonHeaders(response.headers);
    const css = /<style>([\s\S]*?)<\/style>/.exec(response.body as string)![1]!;
    expect(policy['style-src']).toEqual(["'self'", `'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // The consented video players, and nothing else, may be framed.
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same headers for a page from the render cache', async () => {
    const first = await visitor.get('/headers');
    const second = await visitor.get('/headers');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('sends sitemap.xml and robots.txt with nosniff', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await visitor.get(url);
      expect(response.status, url).toBe(200);
      expectCommonHeaders(response.headers);
    }
  });
});

describe('over https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ adminDistDir: adminDist, env: { PUBLIC_URL: 'https://cms.test' } });
  });
  afterAll(async () => secure.close());

  it('adds HSTS and upgrade-insecure-requests everywhere', async () => {
    for (const url of ['/api/settings/get', '/cmsadmin', '/', '/sitemap.xml']) {
      const response = await secure.agent().get(url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(csp(response.headers['content-security-policy'])['upgrade-insecure-requests'], url).toEqual([]);
    }
  });

  it('allows reCAPTCHA only when it is configured', async () => {
    const policy = csp((await secure.agent().get('/')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    const withRecaptcha = await createTestApp({ env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' } });
    try {
      const recaptcha = csp((await withRecaptcha.agent().get('/')).headers['content-security-policy']);
      expect(recaptcha['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(recaptcha['frame-src']).toContain('https://recaptcha.google.com/recaptcha/');
    } finally {
      await withRecaptcha.close();
    }
  });
});

describe('answers outside every part', () => {
  /** At least the fallback: nosniff, no framing, a CSP that lets the answer run and load nothing. */
  function expectFallbackOrBetter(headers: Record<string, unknown>, label: string) {
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['x-frame-options'], label).toBe('DENY');
    const policy = csp(headers['content-security-policy']);
    expect(policy['frame-ancestors'], label).toEqual(["'none'"]);
    expect(policy['default-src'], label).toBeDefined();
  }

  it('a URL the router cannot decode (frameworkErrors: 400) carries the fallback headers', async () => {
    for (const url of ['/%E0%A4%A', '/api/%E0%A4%A', '/cmsadmin/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expectFallbackOrBetter(response.headers, url);
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('a malformed JSON body is 400 with the headers, with and without the CSRF token', async () => {
    const withToken = await admin.request('POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(withToken.status).toBe(400);
    expectFallbackOrBetter(withToken.headers, 'with token');
    for (const url of ['/api/auth/login', '/consent', '/nothing-here']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{bad' });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expectFallbackOrBetter(response.headers, url);
    }
  });

  it('an unknown PUT, DELETE or PATCH path at the root is a 404 with the headers', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({ method, url: '/no/such/path' });
      expect(response.statusCode, method).toBe(404);
      expectFallbackOrBetter(response.headers, method);
    }
  });
});
