// `npm start`: builds what is missing (the admin, the site's islands, the server bundle), then runs
// the server with plain Node (migrations and seed run on start).
import { spawn } from 'node:child_process';
import { buildAdminIfStale, projectRoot } from './admin-build.mjs';
import { buildServerIfStale, SERVER_BUNDLE, serverEnvironment, serverNodeFlags } from './server-build.mjs';

buildAdminIfStale();
await buildServerIfStale();

const server = spawn(process.execPath, [...serverNodeFlags(process.env), SERVER_BUNDLE], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: serverEnvironment({ NODE_ENV: 'production', ...process.env }),
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
