// Counts the SQL statements this process runs, on either driver: better-sqlite3 statements as they
// run (the server keeps prepared statements for reuse, so a prepare is not a statement run) and
// pg queries as they are sent. Plain JavaScript: bench/server-probe.mjs loads it without tsx.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Untyped on purpose: the wrappers below stand in for any of their overloads.
const SQLite = /** @type {any} */ (require('better-sqlite3'));
const pg = /** @type {any} */ (require('pg'));

let statements = 0;
let installed = false;

/** @param {Record<string, Function>} owner @param {string} method */
function counted(owner, method) {
  const original = owner[method];
  /** @param {unknown[]} args @this {unknown} */
  owner[method] = function countedCall(...args) {
    statements += 1;
    return original?.apply(this, args);
  };
}

/** Starts counting (once per process) and returns how many statements ran since the process started counting. */
export function statementsSoFar() {
  if (!installed) {
    installed = true;
    // The statement class is not exported: found through a statement of a throwaway database.
    const probe = new SQLite(':memory:');
    const statementPrototype = Object.getPrototypeOf(probe.prepare('SELECT 1'));
    probe.close();
    for (const method of ['run', 'get', 'all', 'iterate']) counted(statementPrototype, method);
    counted(pg.Client.prototype, 'query');
  }
  return statements;
}
