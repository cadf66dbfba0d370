/**
 * The uncached render in process (issue 20): database round trips per render and the render's
 * time, for bench/site-bench.ts and bench/site-scale-bench.ts. The site's renderer is built as
 * deps.ts builds it (createSitePort + createSiteServer, render cache off) on the bench's
 * database; every statement the driver runs or sends is one round trip.
 */
import { openDatabase, type DatabaseHandle } from '../src/server/db/database.ts';
import { imageSizesByHash } from '../src/server/domains/media/media-library.service.ts';
import { createSitePort } from '../src/server/domains/pages/site-port.adapter.ts';
import { searchEngineFor } from '../src/server/domains/search/engines/engine-for-dialect.ts';
import { createSiteServer } from '../src/site/server/site-server.ts';
import type { SitePort } from '../src/site/server/site-port.ts';
import { statementsSoFar } from './statement-counter.mjs';

/** Renders before the measured ones. */
const WARM_UP_RENDERS = 200;

export interface RenderProfile {
  path: string;
  /** Per render once the content memo holds the page's reads (server/content-memo.ts). */
  statements: number;
  /** The first render after a content change, when the memo is empty. */
  coldStatements: number;
  medianMs: number;
}

/** Renders each path `times` times in process (after a cold render and WARM_UP_RENDERS more) and reports statements per render and the median time. */
export async function profileRenders(database: { url?: string; dataDir: string }, paths: string[], times = 200): Promise<RenderProfile[]> {
  statementsSoFar();
  const handle: DatabaseHandle = await openDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    const port: SitePort = {
      ...createSitePort({ db: handle.db, searchEngine: searchEngineFor(handle.dialect), dialect: handle.dialect }),
      imageSizes: (hashes: readonly string[]) => imageSizesByHash(handle.db, hashes),
      recordConsent: async () => {},
    };
    const site = createSiteServer({
      port,
      publicUrl: 'http://bench.test',
      islandAssets: () => null,
      events: { onChange: () => () => {} },
      renderCache: false,
    });
    const results: RenderProfile[] = [];
    for (const full of paths) {
      const [path = '/', query = ''] = full.split('?');
      const request = { path, searchParams: Object.fromEntries(new URLSearchParams(query)), consent: null, followRedirects: true };
      const cold = statementsSoFar();
      await site.renderer.renderPublic(request);
      const coldStatements = statementsSoFar() - cold;
      // Warmed up as a server is after a few requests: a render's median on a cold JIT says little.
      for (let run = 0; run < WARM_UP_RENDERS; run += 1) await site.renderer.renderPublic(request);
      const before = statementsSoFar();
      const times_: number[] = [];
      for (let run = 0; run < times; run += 1) {
        const started = performance.now();
        await site.renderer.renderPublic(request);
        times_.push(performance.now() - started);
      }
      times_.sort((a, b) => a - b);
      results.push({
        path: full,
        statements: (statementsSoFar() - before) / times,
        coldStatements,
        medianMs: times_[Math.floor(times_.length / 2)]!,
      });
    }
    site.close();
    return results;
  } finally {
    await handle.destroy();
  }
}
