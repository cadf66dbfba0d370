import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { migrationStatus } from '../../db/migrate.ts';
import { storageFromConfig } from '../../lib/storage/storage-from-config.ts';
import { EXIT_FAILED, EXIT_OK, type CommandContext } from '../cli-context.ts';
import type { CommandDefinition } from '../command.ts';

interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkDatabase(context: CommandContext): Promise<CheckResult[]> {
  try {
    const handle = await context.database();
    await sql`select 1`.execute(handle.db);
    const states = await migrationStatus(handle);
    const pending = states.filter((state) => state.executedAt === null).length;
    return [
      { name: 'database', ok: true, detail: `${handle.dialect} reachable` },
      {
        name: 'migrations',
        ok: pending === 0,
        detail: pending === 0 ? `all ${states.length} ran` : `${pending} pending: run verdant migrate (or start the server)`,
      },
    ];
  } catch (error) {
    return [{ name: 'database', ok: false, detail: message(error) }];
  }
}

/** Writes, reads back and removes a probe object: what an upload needs. */
async function checkStorage(context: CommandContext): Promise<CheckResult> {
  const storage = storageFromConfig(context.config);
  const key = `verdant-check/${randomBytes(8).toString('hex')}.txt`;
  const kind = context.config.mediaStorage.kind;
  try {
    await storage.write(key, Buffer.from('verdant check'));
    const ok = (await storage.size(key)) === 13;
    await storage.remove(key);
    return { name: 'media storage', ok, detail: `${kind}: write, read and remove ${ok ? 'work' : 'gave a wrong size'}` };
  } catch (error) {
    return { name: 'media storage', ok: false, detail: `${kind}: ${message(error)}` };
  }
}

async function checkMail(context: CommandContext): Promise<CheckResult> {
  const { smtpUrl, dataDir } = context.config;
  if (!smtpUrl) {
    const outbox = path.join(dataDir, 'outbox');
    try {
      await fs.mkdir(outbox, { recursive: true });
      await fs.access(outbox, fs.constants.W_OK);
      return { name: 'mail', ok: true, detail: `no SMTP_URL: mails are written to ${outbox} (set SMTP_URL to send them)` };
    } catch (error) {
      return { name: 'mail', ok: false, detail: `outbox ${outbox}: ${message(error)}` };
    }
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 });
  try {
    await transport.verify();
    return { name: 'mail', ok: true, detail: 'the SMTP server accepts the connection' };
  } catch (error) {
    return { name: 'mail', ok: false, detail: `SMTP: ${message(error)}` };
  } finally {
    transport.close();
  }
}

export const checkCommand: CommandDefinition = {
  name: 'check',
  summary: 'Checks what a deployment needs: configuration, database, migrations, media storage, mail.',
  usage: 'verdant check',
  help: 'Prints one line per check and exits 1 when any fails. It changes nothing but a probe file it writes to the media storage and removes again.',
  async run(context) {
    const { config } = context;
    const results: CheckResult[] = [
      { name: 'configuration', ok: true, detail: `public URL ${config.publicUrl}, data in ${config.dataDir}` },
      ...(await checkDatabase(context)),
      await checkStorage(context),
      await checkMail(context),
    ];
    for (const result of results) context.io.out(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}: ${result.detail}`);
    return results.every((result) => result.ok) ? EXIT_OK : EXIT_FAILED;
  },
};
