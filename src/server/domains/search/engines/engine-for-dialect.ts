import type { DialectName } from '../../../db/database.ts';
import { postgresFtsEngine } from './postgres-fts.repository.ts';
import type { SearchEngine } from './search-engine.ts';
import { sqliteFtsEngine } from './sqlite-fts.repository.ts';

/** The search engine follows the database: each dialect has its own full-text search. */
export function searchEngineFor(dialect: DialectName): SearchEngine {
  return dialect === 'postgres' ? postgresFtsEngine : sqliteFtsEngine;
}
