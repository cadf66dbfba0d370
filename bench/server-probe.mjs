// Preloaded (`node --import`) into the server process bench/admin-list-bench.ts starts: the
// production bundle (dist/server/main.mjs, as `npm start` runs it) with a statement counter and
// answers to the bench's questions over IPC. Plain JavaScript: the server runs without tsx.
// The bundle keeps packages external, so the counter wraps the very modules it loads.
import { statementsSoFar } from './statement-counter.mjs';

statementsSoFar();
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
    process.send?.({ type: 'stats', statements: statementsSoFar(), rss, heapUsed, external: external + arrayBuffers });
  }
  if (message.type === 'gc') {
    globalThis.gc?.();
    process.send?.({ type: 'gc' });
  }
  // The server's own shutdown (main.ts): the listener closes, timers stop, the database closes.
  if (message.type === 'stop') process.kill(process.pid, 'SIGTERM');
});
void announceReady();
