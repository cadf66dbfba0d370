import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface IndexedDocument {
  pageId: number;
  locale: string;
  pageType: string;
  title: string;
  body: string;
  url: string;
  themes: string[];
  services: string[];
  titleTerms: string;
  bodyTerms: string;
}

export interface EngineQuery {
  /** Stemmed plain words; every one must match. */
  terms: string[];
  locales: string[];
  pageTypes: string[];
  themes: string[];
  services: string[];
  count: number;
  offset: number;
}

export interface EngineHit {
  pageId: number;
}

/** One interface, two engines: SQLite FTS5 and PostgreSQL full text. */
export interface SearchEngine {
  replace(db: Executor, document: IndexedDocument): Promise<void>;
  remove(db: Executor, pageIds: number[]): Promise<void>;
  removeAll(db: Executor): Promise<void>;
  query(db: Kysely<Database>, query: EngineQuery): Promise<{ total: number; hits: EngineHit[] }>;
}

export function delimited(values: string[]): string {
  return `|${values.join('|')}${values.length > 0 ? '|' : ''}`;
}
