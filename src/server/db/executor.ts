import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** What a repository runs its statements on: the database, or the transaction a service opened. */
export type Executor = Kysely<Database> | Transaction<Database>;
