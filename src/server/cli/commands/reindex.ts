import pino from 'pino';
import { searchEngineFor } from '../../domains/search/engines/engine-for-dialect.ts';
import { SearchIndex } from '../../domains/search/search-index.service.ts';
import { rebuildReaderFor } from '../../domains/search/rebuild-reader.ts';
import type { CommandDefinition } from '../command.ts';

const BAR_WIDTH = 30;

function progressLine(processed: number, total: number, finished = false): string {
  const share = total > 0 ? Math.min(1, processed / total) : finished ? 1 : 0;
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${processed}/${total} pages (${Math.round(share * 100)}%)`;
}

export const reindexCommand: CommandDefinition = {
  name: 'reindex',
  summary: 'Rebuilds the site search index, with a progress bar.',
  usage: 'verdant reindex',
  help: 'Runs the same job as "Index all pages" in the admin, claimed in the database: when a server instance is already rebuilding, this joins that run and shows its progress instead of starting a second one. Progress goes to stderr.',
  async run(context) {
    const handle = await context.migratedDatabase();
    const logger = pino({ level: 'warn' }, pino.destination(2));
    const index = new SearchIndex(handle.db, searchEngineFor(handle.dialect), logger, { openReader: rebuildReaderFor(handle) });
    const done = index.indexAll();
    let finished = false;
    const poll = async () => {
      while (!finished) {
        const status = await index.getStatus();
        context.io.note(progressLine(status.processed, status.total));
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const polling = poll();
    try {
      await done;
    } finally {
      finished = true;
      await polling;
      await index.shutdown();
    }
    const status = await index.getStatus();
    context.io.note(progressLine(status.processed, status.total, true));
    context.io.out(`Indexed ${status.processed} pages; the index holds ${status.documents} documents.`);
  },
};
