import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIslandAssets } from './island-assets.ts';

describe('island assets', () => {
  it('reads the manifest once and returns URLs under /site-assets/', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'));
    expect(loadIslandAssets(dir)).toBeNull();
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/site/browser/main.tsx': { file: 'assets/main-abc.js', css: ['assets/main-def.css'] } }),
    );
    expect(loadIslandAssets(dir)).toEqual({ scripts: ['/site-assets/assets/main-abc.js'], styles: ['/site-assets/assets/main-def.css'] });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
