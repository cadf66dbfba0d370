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
    // Issue 20: each screen is a chunk of its own (src/admin/app/AppRoutes.tsx) and tiptap,
    // cropperjs and @dnd-kit come with the screens and dialogs that use them. The largest chunks
    // left are the first screen's (React, router, i18next with its texts, zod: about 810 kB
    // before compression) and the rich-text editor's (tiptap with ProseMirror, about 410 kB).
    chunkSizeWarningLimit: 850,
    // One stylesheet (about 12 kB compressed) in its order from before the split
    // (styles/screen-styles.ts), not a stylesheet per chunk added after phone.css.
    cssCodeSplit: false,
    rolldownOptions: {
      // Modules run in import order across chunks too: main.tsx's first import switches zod's eval
      // probe off (lib/zod-jitless.ts) before any chunk builds a schema (the CSP has no unsafe-eval).
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            // Everything the first screen runs, in one file rather than a dozen: the entry would
            // otherwise be cut wherever a lazy screen shares a module with it.
            { name: 'admin', tags: ['$initial'], priority: 1 },
            // The shared helpers of several screens (API calls, list, form and dialog parts) would
            // otherwise be a chunk of under 1 kB each: dozens of requests per screen, one chunk instead.
            {
              name: 'screens-common',
              test: /[\\/]src[\\/](admin[\\/](lib|components|features[\\/][^\\/]+[\\/](api|[^\\/]*-state|[^\\/]*-schemas))|shared)[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // In development the API runs on its own port; the Vite dev server forwards to it.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
