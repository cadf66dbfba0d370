import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIslandAssets } from './island-assets.ts';

describe('island assets', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the manifest once and returns URLs under /site-assets/; a missing build is looked for again after a second', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'));
    expect(loadIslandAssets(dir)).toBeNull();
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/site/browser/main.tsx': { file: 'assets/main-abc.js', css: ['assets/main-def.css'] } }),
    );
    expect(loadIslandAssets(dir)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(loadIslandAssets(dir)).toEqual({ scripts: ['/site-assets/assets/main-abc.js'], styles: ['/site-assets/assets/main-def.css'] });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(loadIslandAssets(dir)).toEqual({ scripts: ['/site-assets/assets/main-abc.js'], styles: ['/site-assets/assets/main-def.css'] });
  });
});
