import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The public site's islands: one small entry (src/site/browser/main.tsx) that lazy-loads each
 * island and React as separate chunks. Served by the Fastify server from dist/site under
 * /site-assets/; src/site/server/island-assets.ts reads the manifest to find the hashed names.
 */
export default defineConfig({
  root: repoRoot,
  base: '/site-assets/',
  publicDir: false,
  plugins: [react(), precompress()],
  build: {
    outDir: path.join(repoRoot, 'dist/site'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsDir: 'assets',
    rollupOptions: {
      input: { main: path.join(repoRoot, 'src/site/browser/main.tsx') },
    },
  },
});
