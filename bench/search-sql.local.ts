import Database from 'better-sqlite3';
const db = new Database('/tmp/sprof/data/cms.sqlite');
const time = (label: string, sqlText: string, ...params: unknown[]) => {
  const st = db.prepare(sqlText);
  const t0 = performance.now();
  const rows = st.all(...params);
  process.stdout.write(`${(performance.now() - t0).toFixed(1).padStart(8)} ms  ${label} -> ${rows.length} rows ${JSON.stringify(rows[0]).slice(0, 60)}\n`);
};
const m = '"otter"';
for (let i = 0; i < 2; i++) {
time('fts count only', `SELECT count(*) c FROM search_fts WHERE search_fts MATCH ?`, m);
time('count join locale', `SELECT count(*) c FROM search_documents d JOIN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) f ON f.rowid=d.page_id WHERE d.locale IN ('nl-nl')`, m);
time('fts bm25 all', `SELECT rowid, bm25(search_fts,10.0,1.0) r FROM search_fts WHERE search_fts MATCH ? ORDER BY r LIMIT 10`, m);
time('fts rank order', `SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rank LIMIT 10`, m);
time('ranked current', `SELECT page_id FROM (SELECT d.page_id, CASE WHEN (' ' || d.title_terms || ' ') LIKE '% otter %' THEN 1 ELSE 0 END tm, f.rank FROM search_documents d JOIN (SELECT rowid, bm25(search_fts,10.0,1.0) AS rank FROM search_fts WHERE search_fts MATCH ?) f ON f.rowid=d.page_id WHERE d.locale IN ('nl-nl')) h ORDER BY tm DESC, rank, page_id LIMIT 10`, m);
time('title fts', `SELECT count(*) FROM search_fts WHERE search_fts MATCH ?`, '{title_terms}: ' + m);
time('docs fetch', `SELECT page_id, body FROM search_documents WHERE page_id IN (1,2,3,4,5,6,7,8,9,10)`);
}
for (const row of db.prepare(`EXPLAIN QUERY PLAN SELECT page_id FROM (SELECT d.page_id, CASE WHEN (' ' || d.title_terms || ' ') LIKE '% otter %' THEN 1 ELSE 0 END tm, f.rank FROM search_documents d JOIN (SELECT rowid, bm25(search_fts,10.0,1.0) AS rank FROM search_fts WHERE search_fts MATCH ?) f ON f.rowid=d.page_id WHERE d.locale IN ('nl-nl')) h ORDER BY tm DESC, rank, page_id LIMIT 10`).all(m)) console.log(row);
for (const row of db.prepare(`EXPLAIN QUERY PLAN SELECT count(*) c FROM search_documents d JOIN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) f ON f.rowid=d.page_id WHERE d.locale IN ('nl-nl')`).all(m)) console.log(row);
