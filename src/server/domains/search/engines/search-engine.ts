import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Executor } from '../../../db/executor.ts';
import { facetText } from './search-facets.ts';
import type { SqliteBatchRows } from './sqlite-batch-rows.ts';

/** A rebuild batch's rows in the engine's write format, worked out on the reader's thread (SQLite's only: PostgreSQL reads on the writer's). */
export type PreparedRows = SqliteBatchRows;

/**
 * A tag filter: the keys of the public tags a page must carry one of (tagFilterKeys of the tags
 * service); null: no tag filter. An empty list is a filter that nothing passes.
 */
export type PublicTagKeys = string[] | null;

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
  /** 0: content; -1: ranked after content that matches alike (legal pages). */
  priority: number;
}

/**
 * The words of a query as stemmed for some languages: a document in one of `locales` matches
 * when it has every one of `terms`. `locales` null means documents of any language.
 */
export interface TermGroup {
  locales: string[] | null;
  terms: string[];
}

export interface EngineQuery {
  /** One group per distinct stemming; the groups' locales never overlap. */
  groups: TermGroup[];
  pageTypes: string[];
  themes: string[];
  services: string[];
  publicTagKeys: PublicTagKeys;
  count: number;
  offset: number;
}

/** A search without words: the documents the filters select (at least one is set). */
export interface EngineListing {
  /** null: documents of any language. */
  locales: string[] | null;
  pageTypes: string[];
  themes: string[];
  services: string[];
  publicTagKeys: PublicTagKeys;
  count: number;
  offset: number;
}

export interface EngineHit {
  pageId: number;
}

/**
 * A page of hits and the total: exact, or with `totalIsEstimate` a lower bound (the count
 * stopped there: "more than `total`"; ranking-window.ts).
 */
export interface EngineAnswer {
  total: number;
  totalIsEstimate?: true;
  hits: EngineHit[];
}

/** One interface, two engines: SQLite FTS5 and PostgreSQL full text. */
export interface SearchEngine {
  replace(db: Executor, document: IndexedDocument): Promise<void>;
  /** Bulk form for rebuilding: a few statements per batch, whatever its size, instead of four per page. */
  replaceMany(db: Executor, documents: IndexedDocument[]): Promise<void>;
  /**
   * Writes a rebuild batch whose rows the reader's thread already worked out (RebuildBatch.prepared),
   * but those of the pages in `leaveOut`. Only engines whose batches are read on a thread of their own.
   */
  replacePrepared?(db: Executor, rows: PreparedRows, leaveOut: ReadonlySet<number>): Promise<void>;
  /** Pages in a rebuild's batch: into an empty index (inserts only), and over an existing one. */
  readonly rebuildBatchSize: { readonly intoEmpty: number; readonly overExisting: number };
  /** Transactions that write a rebuild's batch side by side, each a share of it (replaceMany). */
  readonly rebuildWriters: number;
  remove(db: Executor, pageIds: number[]): Promise<void>;
  removeAll(db: Executor): Promise<void>;
  /** Removes the documents last indexed before `indexedAt` (what a rebuild did not rewrite). */
  removeIndexedBefore(db: Executor, indexedAt: string): Promise<void>;
  /** Before a rebuild's first batch (also when a run continues one): settings for a bulk write. */
  beforeRebuild?(db: Kysely<Database>): Promise<void>;
  /** Housekeeping after a full rebuild (statistics, merges; what beforeRebuild set undone). */
  afterRebuild?(db: Kysely<Database>): Promise<void>;
  query(db: Kysely<Database>, query: EngineQuery): Promise<EngineAnswer>;
  /** Filters without words: the matching documents by title (case-insensitive), then page id. */
  list(db: Kysely<Database>, listing: EngineListing): Promise<EngineAnswer>;
}

export function delimited(values: string[]): string {
  return `|${values.join('|')}${values.length > 0 ? '|' : ''}`;
}

export function documentRow(document: IndexedDocument, indexedAt: string) {
  return {
    page_id: document.pageId,
    locale: document.locale,
    page_type: document.pageType,
    title: document.title,
    body: document.body,
    url: document.url,
    themes: delimited(document.themes),
    services: delimited(document.services),
    title_terms: document.titleTerms,
    body_terms: document.bodyTerms,
    priority: document.priority,
    facets: facetText(document),
    indexed_at: indexedAt,
  };
}
