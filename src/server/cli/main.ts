import { runCli } from './verdant.ts';

// The process entry of `verdant` (bin/verdant.mjs starts it with tsx).
const code = await runCli(process.argv.slice(2), {
  env: process.env,
  io: { out: (line) => process.stdout.write(`${line}\n`), note: (line) => process.stderr.write(`${line}\n`) },
});
process.exit(code);
