// Compiles the server (src/server/main.ts with the site and shared code it imports) into one ES
// module, dist/server/main.mjs, that `npm start` runs with plain Node. Running the TypeScript
// through tsx's loader instead cost about 80 MB of memory per instance (its loader thread and
// the transformed sources of some 600 modules): 257 MB against 177 MB for an idle server.
// Packages stay external (resolved from node_modules as before), so native addons and their
// prototypes are the ones a preload or a test sees.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { acquireBuildLock, newestMtime, projectRoot, releaseBuildLock } from './admin-build.mjs';

export const SERVER_BUNDLE = path.join(projectRoot, 'dist', 'server', 'main.mjs');

/**
 * Node's flags for the server process. Source maps: a logged error's stack names the TypeScript
 * files and lines. Semi-spaces of 8 MB (V8 lets the young generation grow to 16 MB each): an
 * instance serving the 100,000-page site for a minute of mixed load held 244 MB instead of
 * 307-325 MB (4 MB: 205 MB), at about the same number of requests (bench/admin-list-bench.ts).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=8'];

/**
 * SERVER_NODE_FLAGS less those NODE_OPTIONS sets itself: a flag on the command line would
 * override NODE_OPTIONS, and the operator's choice should win.
 * @param {NodeJS.ProcessEnv} env
 */
export function serverNodeFlags(env = process.env) {
  const own = (env.NODE_OPTIONS ?? '').split(/\s+/).map((option) => option.split('=')[0]);
  return SERVER_NODE_FLAGS.filter((flag) => !own.includes(flag.split('=')[0]));
}

/**
 * Environment defaults for the server process (a value already set wins). glibc gives each
 * thread that allocates (libuv's pool compresses responses) an arena of its own, up to eight per
 * core, and keeps their freed pages: after a minute of mixed load at 100,000 pages the RSS was
 * 220-308 MB from run to run, with two arenas 191-197 MB at the same number of requests.
 * @param {NodeJS.ProcessEnv} env
 */
export function serverEnvironment(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}

const sources = [
  'src/server',
  'src/site',
  'src/shared',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/server-build.mjs',
  'scripts/admin-build.mjs',
];

export function serverBuildIsStale() {
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(path.join(path.dirname(SERVER_BUNDLE), WORKER_BUNDLE_NAME))) return true;
  const built = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return sources.some((source) => newestMtime(path.join(projectRoot, source)) > built);
}

/**
 * Each module's `import.meta.url` becomes its source file's address (relative to the bundle, so
 * the project folder can move): the code finds its stylesheets, assets and dist/ folders next to
 * its source, exactly as when run from src/.
 * @param {string} outdir
 * @returns {esbuild.Plugin}
 */
function keepSourceAddresses(outdir) {
  return {
    name: 'keep-source-addresses',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        let contents = await fs.promises.readFile(args.path, 'utf8');
        if (contents.includes('import.meta.url')) {
          const relative = path.relative(outdir, args.path).split(path.sep).join('/');
          contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
        }
        return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The search rebuild's reader thread (src/server/domains/search/rebuild-reader-thread.ts), bundled beside the server. */
export const WORKER_BUNDLE_NAME = 'rebuild-reader-worker.mjs';

/**
 * Bundles `entry` into `outfile` (and its source map). Written beside it first and renamed, so a
 * server starting meanwhile never reads half a file. The banner gives the bundled code the
 * bundle's own address (import.meta.url in the sources is their source file's, see above): the
 * reader thread's bundle is found beside it.
 * @param {string} entry
 * @param {string} outfile
 * @param {Date} started
 */
async function bundle(entry, outfile, started) {
  const outdir = path.dirname(outfile);
  const partial = `${outfile}.${process.pid}.tmp.mjs`;
  await esbuild.build({
    entryPoints: [path.join(projectRoot, entry)],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    // Error and class names appear in logs and answers; bundling must not rename them.
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    banner: { js: 'const VERDANT_SERVER_BUNDLE_URL = import.meta.url;' },
    plugins: [keepSourceAddresses(outdir)],
  });
  const code = fs.readFileSync(partial, 'utf8');
  // esbuild names the map after the partial file; the comment is the bundle's last line.
  fs.writeFileSync(partial, code.replace(/\/\/# sourceMappingURL=[^\n]*\s*$/, `//# sourceMappingURL=${path.basename(outfile)}.map\n`));
  fs.renameSync(`${partial}.map`, `${outfile}.map`);
  fs.utimesSync(partial, started, started);
  fs.renameSync(partial, outfile);
}

/**
 * Writes the server bundle into `outfile` and the reader thread's beside it (first: the server's
 * time stamp says whether the build is current).
 * @param {string} [outfile]
 */
export async function buildServer(outfile = SERVER_BUNDLE) {
  // The bundle carries the time the build began: a source saved meanwhile is newer and rebuilt.
  const started = new Date();
  const worker = path.join(path.dirname(outfile), WORKER_BUNDLE_NAME);
  await bundle(path.join('src', 'server', 'domains', 'search', 'rebuild-reader-worker.ts'), worker, started);
  await bundle(path.join('src', 'server', 'main.ts'), outfile, started);
}

/** Builds dist/server/main.mjs when it is missing or older than its sources (npm start, the cluster test). */
export async function buildServerIfStale({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  acquireBuildLock();
  try {
    if (force || serverBuildIsStale()) {
      process.stdout.write('Building the server (esbuild)...\n');
      await buildServer();
    }
  } finally {
    releaseBuildLock();
  }
}

// Run as a command (`node scripts/server-build.mjs [--force]`), also through a symlinked folder.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServerIfStale({ force: process.argv.includes('--force') });
}
