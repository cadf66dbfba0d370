import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/** The admin's script and stylesheet are sent brotli- or gzip-compressed from the copies the build writes. */
const SCRIPT = `console.log(${JSON.stringify('verdant admin '.repeat(400))});\n`;
const STYLES = `.page { margin: 0; }\n`.repeat(200);

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>CMS</title>');
  // As scripts/vite-precompress.ts writes them.
  for (const [name, content] of [
    ['index-test.js', SCRIPT],
    ['index-test.css', STYLES],
  ] as const) {
    const file = path.join(distDir, 'assets', name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
  }
  t = await createTestApp({ adminDistDir: distDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('admin assets', () => {
  it('sends the brotli copy of the script to a browser that accepts br', async () => {
    const response = await get('/cmsadmin/assets/index-test.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy of the stylesheet when only gzip is accepted', async () => {
    const response = await get('/cmsadmin/assets/index-test.css', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('text/css');
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLES);
  });

  it('answers 404 for a chunk the build does not have, not the app page as a script', async () => {
    const response = await get('/cmsadmin/assets/PageEditorPage-old.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('html');
    // Other admin paths still get the app, which routes them itself.
    expect((await get('/cmsadmin/page/7')).headers['content-type']).toContain('text/html');
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const response = await get('/cmsadmin/assets/index-test.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });
});

/** The real build (npm test builds it first) writes the copies next to every script and stylesheet. */
const realDist = path.resolve('dist/admin/assets');

/** The chunk and every chunk it imports statically (import() calls are left out: they load later). */
function staticallyImported(name: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const code = fs.readFileSync(path.join(realDist, name), 'utf8');
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    staticallyImported(match[1]!, seen);
  return [...seen];
}
describe.skipIf(!fs.existsSync(realDist))('the admin build', () => {
  it('has a .br and a .gz copy of each script and stylesheet, equal to it', () => {
    const built = fs.readdirSync(realDist).filter((name) => /\.(js|css)$/.test(name));
    expect(built.length).toBeGreaterThan(0);
    for (const name of built) {
      const content = fs.readFileSync(path.join(realDist, name));
      expect(brotliDecompressSync(fs.readFileSync(path.join(realDist, `${name}.br`))).equals(content), name).toBe(true);
      expect(gunzipSync(fs.readFileSync(path.join(realDist, `${name}.gz`))).equals(content), name).toBe(true);
    }
  });

  it("is split into chunks: the page editor, tiptap, cropperjs and WebAuthn are not in the first screen's scripts (issue 20)", () => {
    const built = fs.readdirSync(realDist).filter((name) => name.endsWith('.js'));
    const entries = built.filter((name) => name.startsWith('index-'));
    expect(entries).toHaveLength(1);
    const firstScreen = staticallyImported(entries[0]!)
      .map((name) => fs.readFileSync(path.join(realDist, name), 'utf8'))
      .join('\n');
    // The entry is a few bytes that import the main chunk: the code looked for must be followed there.
    expect(firstScreen.length).toBeGreaterThan(100_000);
    for (const chunk of ['PageEditorPage-', 'RichTextProp-', 'ImageCropper-']) {
      const file = built.find((name) => name.startsWith(chunk));
      expect(file, chunk).toBeDefined();
      // The first screen only names the chunk (for import()); its code is not there.
      expect(firstScreen).not.toContain(fs.readFileSync(path.join(realDist, file!), 'utf8').slice(-200));
    }
    expect(firstScreen).not.toContain('ProseMirror');
    expect(firstScreen).not.toContain('cropper-container');
    // @simplewebauthn/browser comes with the passkey step of the login, when it is used.
    const webAuthn = 'WebAuthn is not supported';
    expect(built.some((name) => fs.readFileSync(path.join(realDist, name), 'utf8').includes(webAuthn))).toBe(true);
    expect(firstScreen).not.toContain(webAuthn);
  });

  it("leaves the media library's browser out of the page editor's scripts until a picker opens (issue 20)", () => {
    const built = fs.readdirSync(realDist).filter((name) => name.endsWith('.js'));
    const editor = built.find((name) => name.startsWith('PageEditorPage-'));
    const browser = built.find((name) => name.startsWith('MediaBrowser-'));
    expect(editor).toBeDefined();
    expect(browser).toBeDefined();
    const editorChunks = staticallyImported(editor!);
    expect(editorChunks.length).toBeGreaterThan(3);
    expect(editorChunks).not.toContain(browser);
    const editorCode = editorChunks.map((name) => fs.readFileSync(path.join(realDist, name), 'utf8')).join('\n');
    expect(editorCode).not.toContain(fs.readFileSync(path.join(realDist, browser!), 'utf8').slice(-200));
  });
});

/** Text only React's development build carries (its warning for list children without keys). */
const REACT_DEVELOPMENT_ONLY = 'unique "key" prop';
const siteDist = path.resolve('dist/site/assets');

describe.skipIf(!fs.existsSync(realDist) || !fs.existsSync(siteDist))('the admin and site builds', () => {
  it("carry React's production build, whatever NODE_ENV the build was started with", () => {
    const scripts = [realDist, siteDist].flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => ({ file: path.join(dir, name), code: fs.readFileSync(path.join(dir, name), 'utf8') })),
    );
    const withReact = scripts.filter(({ code }) => code.includes('react.transitional.element'));
    expect(withReact.length).toBeGreaterThanOrEqual(2);
    for (const { file, code } of withReact) expect(code, file).not.toContain(REACT_DEVELOPMENT_ONLY);
  });
});
