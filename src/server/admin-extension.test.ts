import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/** ADMIN_EXTENSION_SCRIPT: a host script under DATA_DIR, served at /cmsadmin/extensions.js and loaded by index.html. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>CMS Admin</title>
    <script type="module" crossorigin src="/cmsadmin/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let distDir: string;
beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
});
afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('with ADMIN_EXTENSION_SCRIPT', () => {
  let t: TestApp;
  const script = "window.cmsAdmin.registerNavigationItems([{ label: 'Reports', to: '/reports' }]);\n";
  beforeAll(async () => {
    t = await createTestApp({ adminDistDir: distDir, env: { ADMIN_EXTENSION_SCRIPT: 'host/menu.js' } });
    fs.mkdirSync(path.join(t.dataDir, 'host'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'host', 'menu.js'), script);
  });
  afterAll(async () => t.close());

  it('index.html loads the host script after the app script, deferred', async () => {
    for (const url of ['/cmsadmin', '/cmsadmin/users']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const tag = '<script defer src="/cmsadmin/extensions.js"></script>';
      expect(html).toContain(tag);
      expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('/cmsadmin/assets/index-test.js'));
      expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('serves the script as JavaScript, read afresh on each request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cmsadmin/extensions.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(script);

    fs.writeFileSync(path.join(t.dataDir, 'host', 'menu.js'), '// changed\n');
    expect((await t.app.inject({ method: 'GET', url: '/cmsadmin/extensions.js' })).body).toBe('// changed\n');
  });

  it('a missing script gives 404, not the index page', async () => {
    fs.rmSync(path.join(t.dataDir, 'host', 'menu.js'));
    const response = await t.app.inject({ method: 'GET', url: '/cmsadmin/extensions.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('without ADMIN_EXTENSION_SCRIPT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminDistDir: distDir });
  });
  afterAll(async () => t.close());

  it('index.html loads no host script and /cmsadmin/extensions.js is no script', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/cmsadmin' });
    expect(index.body).not.toContain('extensions.js');
    const script = await t.app.inject({ method: 'GET', url: '/cmsadmin/extensions.js' });
    expect(script.headers['content-type']).not.toContain('javascript');
  });
});

describe('ADMIN_EXTENSION_SCRIPT configuration', () => {
  const dataDir = path.join(os.tmpdir(), 'cms-config-data');

  it('resolves a path relative to DATA_DIR, and accepts an absolute one inside it', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EXTENSION_SCRIPT: 'ext/menu.js' }).adminExtensionScript).toBe(
      path.join(dataDir, 'ext', 'menu.js'),
    );
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EXTENSION_SCRIPT: path.join(dataDir, 'menu.js') }).adminExtensionScript).toBe(
      path.join(dataDir, 'menu.js'),
    );
    expect(loadConfig({ DATA_DIR: dataDir }).adminExtensionScript).toBeUndefined();
  });

  it.each(['../outside.js', '/etc/passwd.js', 'menu.txt', 'files/../../escape.js'])('refuses %s with a clear message', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_EXTENSION_SCRIPT: value })).toThrow(
      /ADMIN_EXTENSION_SCRIPT: must be a \.js file inside DATA_DIR/,
    );
  });
});
