// `npm start`: builds what is missing, then runs the server (migrations and seed run on start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAdminIfStale, projectRoot } from './admin-build.mjs';

buildAdminIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src', 'server', 'main.ts')], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
