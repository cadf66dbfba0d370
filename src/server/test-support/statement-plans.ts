import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A plugin that records every statement compiled through it (subqueries included), and the list it fills. */
export function capturingStatements(db: Kysely<Database>): { plugin: KyselyPlugin; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(db.getExecutor().compileQuery(args.node as RootOperationNode, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { plugin, statements };
}

/**
 * PostgreSQL's plan of a statement as compiled, with its parameters: `EXPLAIN (<options>)`, in a
 * transaction that turns the given planner settings off (e.g. `enable_seqscan`).
 */
export function explainStatement(
  db: Kysely<Database>,
  statement: CompiledQuery,
  options: string,
  settingsOff: readonly ('enable_seqscan' | 'enable_indexscan')[],
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    for (const setting of settingsOff) await sql`SET LOCAL ${sql.raw(setting)} = off`.execute(trx);
    const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (${options}) ${statement.sql}`, [...statement.parameters]),
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
