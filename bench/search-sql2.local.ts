import Database from 'better-sqlite3';
const db = new Database('/tmp/sprof/data/cms.sqlite');
const time = (label: string, sqlText: string, ...params: unknown[]) => {
  const st = db.prepare(sqlText);
  const t0 = performance.now();
  const rows = st.all(...params);
  process.stdout.write(`${(performance.now() - t0).toFixed(1).padStart(8)} ms  ${label} -> ${rows.length} rows ${JSON.stringify(rows.slice(0,3)).slice(0, 90)}\n`);
  return rows;
};
const plan = (sqlText: string, ...params: unknown[]) => { for (const r of db.prepare('EXPLAIN QUERY PLAN ' + sqlText).all(...params) as {detail:string}[]) console.log('   plan:', r.detail); };
const m = '"otter"';
const cnt = `SELECT count(*) c FROM search_fts WHERE search_fts MATCH ? AND +rowid IN (SELECT page_id FROM search_documents WHERE locale IN ('nl-nl'))`;
const cntTheme = `SELECT count(*) c FROM search_fts WHERE search_fts MATCH ? AND +rowid IN (SELECT page_id FROM search_documents WHERE locale IN ('nl-nl') AND themes LIKE '%|BIODIVERSITY|%')`;
const ranked = `SELECT rowid, bm25(search_fts, 10.0, 1.0) AS rank, +rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) AS tm FROM search_fts WHERE search_fts MATCH ? AND +rowid IN (SELECT page_id FROM search_documents WHERE locale IN ('nl-nl')) ORDER BY tm DESC, rank, rowid LIMIT 10`;
const old = `SELECT page_id FROM (SELECT d.page_id, CASE WHEN (' ' || d.title_terms || ' ') LIKE '% otter %' THEN 1 ELSE 0 END tm, f.rank FROM search_documents d JOIN (SELECT rowid, bm25(search_fts,10.0,1.0) AS rank FROM search_fts WHERE search_fts MATCH ?) f ON f.rowid=d.page_id WHERE d.locale IN ('nl-nl')) h ORDER BY tm DESC, rank, page_id LIMIT 10`;
for (let i = 0; i < 2; i++) {
  time('count via IN', cnt, m);
  time('count theme via IN', cntTheme, m);
  time('count theme join', `SELECT count(*) c FROM search_documents d JOIN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) f ON f.rowid=d.page_id WHERE d.locale IN ('nl-nl') AND themes LIKE '%|BIODIVERSITY|%'`, m);
  const a = time('ranked new', ranked, '{title_terms}: ' + m, m);
  const b = time('ranked old', old, m);
  console.log(JSON.stringify(a.map((r: any) => r.rowid)) === JSON.stringify(b.map((r: any) => r.page_id)));
}
plan(cnt, m); plan(ranked, '{title_terms}: ' + m, m); plan(cntTheme, m);
