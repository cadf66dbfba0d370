import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('admin index.html', () => {
  it('carries its favicon inline, so the browser does not ask for /favicon.ico (a 404)', () => {
    const html = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
    const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(html);
    expect(icon).not.toBeNull();
    expect(icon![1]).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon![1]!.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
