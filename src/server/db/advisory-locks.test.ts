import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { contentLockText, entryNameLockText, lockContentHash, lockEntryName } from '../domains/media/media.repository.ts';

/**
 * Advisory locks of different kinds never wait on each other, even when their texts' 32-bit
 * hashes meet (which among hundreds of thousands of names and hashes some do): each kind is a
 * key space of its own (advisory-locks.ts).
 */
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('advisory locks of different kinds (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A media name in / and a content hash whose lock texts hash alike in this schema. */
  async function collidingPair(): Promise<{ name: string; hash: string }> {
    const nameText = entryNameLockText('/', 'N');
    const contentText = contentLockText('C');
    // Expected ~9 meetings of 200,000 x 200,000 values of a 32-bit hash; none at all is about 1 in
    // 10,000. A hash join (0.3 s): LIMIT 1 would make the planner hope a nested loop stops early.
    const { rows } = await t.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_nestloop = off`.execute(trx);
      await sql`SET LOCAL enable_mergejoin = off`.execute(trx);
      await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
      return sql<{ name: string; hash: string }>`
      WITH names AS (SELECT i::text AS name, hashtext(${nameText.slice(0, -1)} || i || current_schema()) AS h FROM generate_series(1, 200000) AS i),
           hashes AS (SELECT j::text AS hash, hashtext(${contentText.slice(0, -1)} || j || current_schema()) AS h FROM generate_series(1, 200000) AS j)
      SELECT names.name, hashes.hash FROM names JOIN hashes USING (h) LIMIT 1`.execute(trx);
    });
    expect(rows.length, 'no two texts of the two kinds hash alike').toBe(1);
    return rows[0]!;
  }

  it('a media name lock and a content lock whose texts hash alike do not wait on each other', async () => {
    const { name, hash } = await collidingPair();
    const [nameHash, contentHash] = await Promise.all([
      sql<{ h: number }>`SELECT hashtext(${entryNameLockText('/', name)} || current_schema()) AS h`.execute(t.deps.db),
      sql<{ h: number }>`SELECT hashtext(${contentLockText(hash)} || current_schema()) AS h`.execute(t.deps.db),
    ]);
    expect(nameHash.rows[0]!.h).toBe(contentHash.rows[0]!.h);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.deps.db.transaction().execute(async (trx) => {
      await lockEntryName(trx, '/', name);
      holding();
      await released;
    });
    await held;
    try {
      const waited = await t.deps.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL lock_timeout = '500ms'`.execute(trx);
        return lockContentHash(trx, hash).then(
          () => false,
          (error: unknown) => String(error),
        );
      });
      expect(waited).toBe(false);
    } finally {
      release();
      await holder;
    }
  });
});
