import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_PAGE_CACHE_KIB, type DatabaseHandle } from './database.ts';

describe('a SQLite connection', () => {
  let handle: DatabaseHandle | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await handle?.destroy();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps a page cache of SQLITE_PAGE_CACHE_KIB (32 MiB, not the build’s 16,000 KiB), in WAL mode with foreign keys on', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-sqlite-connection-'));
    handle = await openDatabase({ url: undefined, dataDir: folder });
    const pragma = async (name: string) => Object.values((await sql.raw(`PRAGMA ${name}`).execute(handle!.db)).rows[0] as object)[0];
    // Negative: KiB rather than pages.
    expect(await pragma('cache_size')).toBe(-SQLITE_PAGE_CACHE_KIB);
    expect(SQLITE_PAGE_CACHE_KIB).toBe(32 * 1024);
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
  });
});
