import { ArchiveError } from './site-archive-errors.ts';

/**
 * Which tables a site archive carries. Every table of the database must be named here, in one
 * list or the other (site-archive.test.ts compares with the real schema), so a table added by a
 * later migration is a deliberate choice and never silently left behind.
 *
 * Accounts travel with the site: pages, versions, publications, redirects and the audit log name
 * their authors, and moving a site to another machine should let the same people sign in.
 */
export const ARCHIVED_TABLES: readonly string[] = [
  'roles',
  'role_permissions',
  'users',
  'user_totp',
  'user_recovery_codes',
  'user_passkeys',
  'api_tokens',
  'settings',
  'pages',
  'page_versions',
  'page_tags',
  'tags',
  'menu_items',
  'menu_revisions',
  'media_directories',
  'media_files',
  'redirects',
  'publication_requests',
  'publications',
  'schedules',
  'share_links',
  'notifications',
  'contact_submissions',
  'consent_records',
  'audit_log',
  'webhook_endpoints',
];

/** Tables left out, with the reason: state of the running machine, queues, or data rebuilt from the rest. */
export const SKIPPED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'sign-ins belong to the old machine; users sign in again',
  account_tokens: 'short-lived single-use links (password reset, invitation)',
  login_throttle: 'counters of failed sign-ins',
  rate_limit_hits: 'rate-limit counters',
  contact_challenges_used: 'spent spam challenges, which expire within minutes',
  page_presence: 'who has an editor open right now',
  mail_queue: 'outgoing mail: the new machine must not mail people a second time',
  webhook_deliveries: 'the delivery queue and log: the new machine must not send events again',
  search_documents: 'the search index, rebuilt from the pages (verdant reindex)',
  search_fts: 'the search index (SQLite full-text table), rebuilt from the pages',
  search_facets: 'the search index (filter keys per document), rebuilt from the pages',
  search_title_fts: 'the search index (SQLite full-text table of titles), rebuilt from the pages',
  page_names_fts: "the admin's search in page titles and addresses (SQLite trigram table), kept by triggers as pages are written",
  media_names_fts: "the media library's search in file names (SQLite trigram table), kept by triggers as files are written",
  page_name_grams_fts: "the admin's search for one or two characters in page titles and addresses (SQLite gram table), kept by triggers",
  media_name_grams_fts: "the media library's search for one or two characters in file names (SQLite gram table), kept by triggers",
  name_gram_positions: 'the numbers 1 to 1,000 the gram triggers split names with, filled by the migration',
  search_jobs: 'the state of index runs on the old machine',
  site_listing_keys: "the site listings' sort and filter keys, rebuilt from the published pages on import",
  kysely_migration: 'schema bookkeeping: import brings the target to the current schema itself',
  kysely_migration_lock: 'schema bookkeeping',
};

/** SQLite keeps an FTS5 table's data in shadow tables named after it; they go where it goes. */
const FTS_SHADOW = /^(.+)_(data|idx|content|docsize|config)$/;

export function isSkippedTable(name: string): boolean {
  const shadowOf = FTS_SHADOW.exec(name)?.[1];
  return (
    Object.hasOwn(SKIPPED_TABLES, name) || (shadowOf !== undefined && shadowOf.endsWith('_fts') && Object.hasOwn(SKIPPED_TABLES, shadowOf))
  );
}

/** Tables that `verdant migrate` (or a first server start) fills on an empty database; import replaces them. */
export const SEEDED_TABLES: readonly string[] = ['roles', 'role_permissions', 'settings', 'users'];

/** The tables of a database that are in neither list: a later migration added them and nobody chose. */
export function unclassifiedTables(tables: readonly string[]): string[] {
  return tables.filter((name) => !ARCHIVED_TABLES.includes(name) && !isSkippedTable(name));
}

export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  referencedColumn: string;
}

/**
 * The archived tables in an order where every table comes after the tables it refers to, so rows
 * can be inserted with foreign keys checked. A table referring to itself is fine (its rows are
 * written parents first); any other cycle is a schema this format cannot load.
 */
export function orderByForeignKeys(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const included = new Set(tables);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new ArchiveError(`Foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    state.set(table, 'visiting');
    for (const key of keys) {
      if (key.table !== table || key.references === table) continue;
      if (!included.has(key.references)) {
        throw new ArchiveError(`${table}.${key.column} refers to ${key.references}, which the archive does not carry`);
      }
      visit(key.references, [...path, table]);
    }
    state.set(table, 'done');
    ordered.push(table);
  };
  // Sorted first, so the order is the same on every run and both databases.
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

/** Whether `order` inserts every referenced table before the tables referring to it. */
export function violatesForeignKeys(order: readonly string[], keys: readonly ForeignKey[]): ForeignKey | undefined {
  const position = new Map(order.map((table, index) => [table, index]));
  return keys.find((key) => {
    const child = position.get(key.table);
    const parent = position.get(key.references);
    return child !== undefined && parent !== undefined && key.table !== key.references && parent > child;
  });
}
