import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { consumeAccountToken } from '../domains/auth/account-tokens.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { COMMANDS, runCli } from './verdant.ts';

/** Issue 19, the operators' command line, run in-process against this run's database (SQLite or PostgreSQL). */
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const schema = databaseUrl ? `cli_${randomBytes(6).toString('hex')}` : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-cli-'));
const baseEnv: NodeJS.ProcessEnv = {
  DATA_DIR: dataDir,
  PUBLIC_URL: 'https://cms.example.org',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
let handle: DatabaseHandle;

async function cli(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const notes: string[] = [];
  const code = await runCli(argv, {
    env: { ...baseEnv, ...env },
    io: { out: (line) => out.push(line), note: (line) => notes.push(line) },
    ...(schema ? { databaseSchema: schema } : {}),
  });
  return { code, out: out.join('\n'), notes: notes.join('\n') };
}

beforeAll(async () => {
  handle = await openDatabase({ url: databaseUrl, dataDir, ...(schema ? { schema } : {}) });
});
afterAll(async () => {
  await handle.destroy();
  if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('verdant', () => {
  it('explains itself: an overview, help for every command, and exit code 2 for wrong usage', async () => {
    const overview = await cli(['--help']);
    expect(overview.code).toBe(0);
    for (const command of COMMANDS) {
      expect(overview.out).toContain(command.name);
      const help = await cli([command.name, '--help']);
      expect(help.code, command.name).toBe(0);
      expect(help.out).toContain(`Usage: ${command.usage}`);
    }
    expect((await cli([])).code).toBe(2);
    const unknown = await cli(['make-coffee']);
    expect(unknown).toMatchObject({ code: 2 });
    expect(unknown.notes).toContain('Unknown command: make-coffee');
    expect((await cli(['list-users', '--colour'])).code).toBe(2);
  });

  it('refuses to work on a database that is not migrated, and migrate --status says what is pending', async () => {
    const refused = await cli(['list-users']);
    expect(refused.code).toBe(1);
    expect(refused.notes).toMatch(/pending migration\(s\): run `verdant migrate` first/);
    const status = await cli(['migrate', '--status']);
    expect(status.code).toBe(1);
    expect(status.out).toMatch(/pending\s+0001-/);
  });

  it('migrates once and seeds the first administrator from the environment', async () => {
    const migrated = await cli(['migrate'], { ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'First-Password!1' });
    expect(migrated.code, migrated.notes).toBe(0);
    expect(migrated.out).toContain('migrated 0001-');
    expect(migrated.out).toContain('First administrator: first@example.org');
    const again = await cli(['migrate']);
    expect(again).toMatchObject({ code: 0, out: '' });
    expect(again.notes).toContain('up to date');
    const status = await cli(['migrate', '--status']);
    expect(status.code).toBe(0);
    expect(status.out).not.toContain('pending');
  });

  it('creates an administrator who can sign in, refusing a weak password and a taken address', async () => {
    const created = await cli(['create-admin', 'Ops@Example.org', '--name', 'Operations']);
    expect(created.code, created.notes).toBe(0);
    const password = /Password: (\S+)/.exec(created.out)?.[1] ?? '';
    const row = await handle.db.selectFrom('users').selectAll().where('email', '=', 'ops@example.org').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Operations', active: 1 });
    expect(await verifyPassword(row.password_hash, password)).toBe(true);
    expect((await cli(['create-admin', 'weak@example.org', '--password', 'short'])).code).toBe(2);
    const taken = await cli(['create-admin', 'ops@example.org']);
    expect(taken.code).toBe(1);
    expect(taken.notes).toContain('exists already');
    expect((await cli(['create-admin', 'not-an-address'])).code).toBe(1);
  });

  it('prints a single-use reset link, lists users, and deactivates an account', async () => {
    const reset = await cli(['reset-password', 'ops@example.org']);
    expect(reset.code).toBe(0);
    const link = new URL(reset.out.trim());
    expect(link.origin + link.pathname).toBe('https://cms.example.org/cmsadmin/reset-password');
    const userId = await consumeAccountToken(handle.db, link.searchParams.get('token') ?? '');
    const ops = await handle.db.selectFrom('users').select('id').where('email', '=', 'ops@example.org').executeTakeFirstOrThrow();
    expect(userId).toBe(ops.id);
    expect((await cli(['reset-password', 'nobody@example.org'])).code).toBe(1);

    const listed = await cli(['list-users']);
    expect(listed.out.split('\n')[0]).toBe('id\temail\tname\trole\tactive\tlast login');
    expect(listed.out).toContain('ops@example.org\tOperations\tAdministrator\tyes\tnever');

    expect((await cli(['deactivate-user', 'ops@example.org'])).code).toBe(0);
    const users = JSON.parse((await cli(['list-users', '--json'])).out) as { email: string; active: boolean }[];
    expect(users.find((user) => user.email === 'ops@example.org')?.active).toBe(false);
    expect(users.find((user) => user.email === 'first@example.org')?.active).toBe(true);
  });

  it('reindex rebuilds the search index and reports the count', async () => {
    const reindexed = await cli(['reindex']);
    expect(reindexed.code, reindexed.notes).toBe(0);
    expect(reindexed.out).toMatch(/^Indexed \d+ pages; the index holds \d+ documents\.$/);
    expect(reindexed.notes).toMatch(/\[#+\] \d+\/\d+ pages \(100%\)/);
    const job = await handle.db.selectFrom('search_jobs').selectAll().where('kind', '=', 'index').executeTakeFirstOrThrow();
    expect(job.state).toBe('success');
  });

  it('check passes on a ready deployment and names what fails', async () => {
    const passing = await cli(['check']);
    expect(passing.code, passing.out).toBe(0);
    expect(passing.out).toMatch(/^ok\s+database: (sqlite|postgres) reachable$/m);
    expect(passing.out).toMatch(/^ok\s+media storage: local/m);
    const noMail = await cli(['check'], { SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(noMail.code).toBe(1);
    expect(noMail.out).toMatch(/^FAIL\s+mail: SMTP: /m);
  });

  it('backs up the database and the media files into a new folder with a manifest', async () => {
    fs.mkdirSync(path.join(dataDir, 'files', 'media'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'media', 'otter.txt'), 'an otter');
    const target = path.join(dataDir, 'backup-1');
    const backup = await cli(['backup', target]);
    expect(backup.code, backup.notes).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(target, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, dialect: databaseUrl ? 'postgres' : 'sqlite', media: { folder: 'files', files: 1 } });
    expect(fs.readFileSync(path.join(target, 'files', 'media', 'otter.txt'), 'utf8')).toBe('an otter');
    if (databaseUrl) {
      expect(fs.statSync(path.join(target, 'database.pgdump')).size).toBeGreaterThan(1000);
    } else {
      const copy = new SQLite(path.join(target, 'database.sqlite'), { readonly: true });
      const emails = copy.prepare('select email from users order by id').all() as { email: string }[];
      copy.close();
      expect(emails.map((row) => row.email)).toEqual(['first@example.org', 'ops@example.org']);
    }
    const again = await cli(['backup', target]);
    expect(again.code).toBe(2);
    expect(again.notes).toContain('is not empty');
  });

  it('runs as a program (bin/verdant.mjs) with the exit codes it documents', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, [path.resolve('bin/verdant.mjs'), ...args], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-bin-')) },
      });
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: verdant <command>');
    const unmigrated = run(['list-users']);
    expect(unmigrated.status).toBe(1);
    expect(unmigrated.stderr).toContain('run `verdant migrate` first');
  });
});
