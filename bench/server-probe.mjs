// Preloaded (`node --import`) into the server process bench/admin-list-bench.ts starts: the
// production bundle (dist/server/main.mjs, as `npm start` runs it) with a statement counter and
// answers to the bench's questions over IPC. Plain JavaScript: the server runs without tsx.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The bundle keeps packages external, so these are the very modules it loads.
// Untyped on purpose: the wrappers below stand in for any of their overloads.
const SQLite = /** @type {any} */ (require('better-sqlite3'));
const pg = /** @type {any} */ (require('pg'));

let statements = 0;
// Counted as they run, not as they are prepared: the server keeps prepared statements for reuse.
const probe = new SQLite(':memory:');
const statementPrototype = Object.getPrototypeOf(probe.prepare('SELECT 1'));
probe.close();
for (const method of ['run', 'get', 'all', 'iterate']) {
  const run = statementPrototype[method];
  /** @param {unknown[]} args */
  statementPrototype[method] = function counted(...args) {
    statements += 1;
    return run.apply(this, args);
  };
}
const query = pg.Client.prototype.query;
/** @param {unknown[]} args */
pg.Client.prototype.query = function counted(...args) {
  statements += 1;
  return query.apply(this, args);
};

const address = `http://127.0.0.1:${process.env.PORT}`;
/** Tells the bench once /readyz answers (migrations checked, the listener open). */
async function announceReady() {
  for (;;) {
    const ready = await fetch(`${address}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return process.send?.({ type: 'ready', address });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

process.on('message', (/** @type {{ type: string }} */ message) => {
  if (message.type === 'stats') {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.send?.({ type: 'stats', statements, rss, heapUsed, external: external + arrayBuffers });
  }
  if (message.type === 'gc') {
    globalThis.gc?.();
    process.send?.({ type: 'gc' });
  }
  // The server's own shutdown (main.ts): the listener closes, timers stop, the database closes.
  if (message.type === 'stop') process.kill(process.pid, 'SIGTERM');
});
void announceReady();
