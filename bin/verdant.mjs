#!/usr/bin/env node
// `npx verdant <command>`: the operators' command line (src/server/cli), run with tsx like the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(projectRoot, 'src', 'server', 'cli', 'main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
