import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { capturingStatements, explainStatement } from '../../test-support/statement-plans.ts';
import { listUsers } from './users.repository.ts';

/**
 * Migration 0042 (PostgreSQL): the user list's search finds its matches through trigram indexes
 * on the three columns it searches, not by testing every user. 3,000 users, 150 named "Anna".
 */
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('user search through trigram indexes (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const role = await t.deps.db.selectFrom('roles').select('id').orderBy('id').executeTakeFirstOrThrow();
    await sql`INSERT INTO users (email, password_hash, role_id, name, job_title, image_file, language, active, created_at, updated_at)
      SELECT 'trgm-' || n || '@test.local', NULL, ${role.id}, CASE WHEN n % 20 = 0 THEN 'Anna ' ELSE 'Piet ' END || n,
        CASE WHEN n % 3 = 0 THEN 'Ecoloog' ELSE '' END, NULL, 'en', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
      FROM generate_series(1, 3000) AS n`.execute(t.deps.db);
    await sql`ANALYZE users`.execute(t.deps.db);
  }, 60_000);
  afterAll(async () => t?.close());

  it('counts and pages the matches of a term from the indexes', async () => {
    const query = { offset: 0, limit: 25, searchTerm: 'anna', sortColumn: '' as const, sortOrder: 'asc' as const };
    const capture = capturingStatements(t.deps.db);
    const answer = await listUsers(t.deps.db.withPlugin(capture.plugin), query);
    expect(answer.total).toBe(150);
    expect(answer.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 150 }, (_, i) => `Anna ${(i + 1) * 20}`)
        .sort()
        .slice(0, 25),
    );
    const count = capture.statements.at(-1)!;
    // The statement as sent, with scans that test every row ruled out: only indexes whose
    // expressions are the query's can serve it. (Which plan wins depends on the table's size and
    // statistics: at the bench's 5,000 users the planner takes these indexes by itself.)
    const plan = await explainStatement(t.deps.db, count, 'COSTS OFF', ['enable_seqscan', 'enable_indexscan']);
    for (const index of ['users_name_trgm_idx', 'users_email_trgm_idx', 'users_job_title_trgm_idx'])
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    expect(plan).not.toContain('Seq Scan on users');
  });
});
