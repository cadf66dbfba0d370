import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** The admin single-page app: served by the Fastify server from dist/admin under /cmsadmin/. */
export default defineConfig({
  root: path.join(repoRoot, 'src/admin'),
  base: '/cmsadmin/',
  // .br/.gz copies of the script and stylesheet, served by app.ts like the site's islands.
  plugins: [react(), precompress()],
  build: {
    outDir: path.join(repoRoot, 'dist/admin'),
    emptyOutDir: true,
    // One bundle for the whole admin (React, router, i18next, zod) is about 500 kB; that is fine
    // for a logged-in back office, so only warn when it grows well beyond that.
    chunkSizeWarningLimit: 700,
  },
  server: {
    // In development the API runs on its own port; the Vite dev server forwards to it.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
