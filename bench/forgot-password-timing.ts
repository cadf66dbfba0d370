/**
 * Forgot-password timing: whether the time of the call tells a known address from an unknown
 * one (issue 15). Calls the service in process (no HTTP, so the route's rate limit does not
 * interfere), interleaving three kinds of address: known (a reset mail is queued), unknown,
 * and known but over the hourly mail cap (nothing is queued). Prints median and p95 of each and
 * the difference of the medians against unknown addresses, on SQLite and on PostgreSQL
 * (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when it answers; otherwise
 * "PostgreSQL: skipped (reason)"). The baseline is the unknown address, measured in the same run.
 *
 *   npx tsx bench/forgot-password-timing.ts              # 300 calls of each kind
 *   CALLS=1000 npx tsx bench/forgot-password-timing.ts
 *   SKIP_POSTGRES=1 npx tsx bench/forgot-password-timing.ts
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { forgotPassword } from '../src/server/domains/auth/auth.service.ts';
import { RESET_MAILS_PER_HOUR } from '../src/server/domains/auth/login-throttle.ts';
import { roleId } from '../src/server/test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../src/server/test-support/test-app.ts';
import { insertUser } from '../src/server/domains/users/users.repository.ts';
import { nowIso } from '../src/server/lib/clock.ts';

const CALLS = Number(process.env.CALLS ?? 300);
const WARMUP = 30;
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
type Kind = 'known' | 'unknown' | 'capped';

async function createUsers(t: TestApp, count: number, prefix: string): Promise<string[]> {
  const role = await roleId(t, 'Editor');
  const now = nowIso();
  const emails: string[] = [];
  for (let index = 0; index < count; index++) {
    const email = `${prefix}-${index}-${randomBytes(3).toString('hex')}@bench.local`;
    await insertUser(t.deps.db, {
      email,
      password_hash: 'not-a-real-hash',
      role_id: role,
      name: `Bench user ${index}`,
      job_title: '',
      image_file: null,
      language: 'en',
      active: 1,
      created_at: now,
      updated_at: now,
      last_login_at: null,
    });
    emails.push(email);
  }
  return emails;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(label: string): Promise<void> {
  const t = await createTestApp();
  try {
    const total = WARMUP + CALLS;
    // A fresh known address per call, so each stays under the cap and really queues a mail.
    const known = await createUsers(t, total, 'known');
    const capped = await createUsers(t, 1, 'capped');
    for (let call = 0; call < RESET_MAILS_PER_HOUR; call++) await forgotPassword(t.deps, capped[0]!);
    await t.deps.mailQueue.kick();

    const times: Record<Kind, number[]> = { known: [], unknown: [], capped: [] };
    for (let round = 0; round < total; round++) {
      const order: Kind[] = (['known', 'unknown', 'capped'] as Kind[]).sort(() => Math.random() - 0.5);
      for (const kind of order) {
        const email =
          kind === 'known'
            ? known[round]!
            : kind === 'capped'
              ? capped[0]!
              : `nobody-${round}-${randomBytes(3).toString('hex')}@bench.local`;
        const started = process.hrtime.bigint();
        await forgotPassword(t.deps, email);
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        // Delivery of a queued mail runs after the answer; let it finish outside the measurement.
        await t.deps.mailQueue.kick();
        if (round >= WARMUP) times[kind].push(elapsed);
      }
    }
    const queued = await t.deps.db.selectFrom('mail_queue').select('recipient').execute();
    const stats = Object.fromEntries(
      (Object.keys(times) as Kind[]).map((kind) => {
        const sorted = [...times[kind]].sort((a, b) => a - b);
        return [kind, { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) }];
      }),
    ) as Record<Kind, { median: number; p95: number }>;
    console.log(`\n${label}: ${CALLS} calls of each kind (after ${WARMUP} warm-up rounds), ${queued.length} mails queued`);
    console.log('  address            median ms    p95 ms    median − unknown');
    for (const kind of ['unknown', 'known', 'capped'] as Kind[]) {
      const { median, p95 } = stats[kind];
      const delta = median - stats.unknown.median;
      console.log(
        `  ${kind.padEnd(17)}  ${median.toFixed(3).padStart(9)}  ${p95.toFixed(3).padStart(8)}    ${(delta >= 0 ? '+' : '') + delta.toFixed(3)} ms`,
      );
    }
  } finally {
    await t.close();
  }
}

async function postgresUrl(): Promise<string | { skipped: string }> {
  if (process.env.SKIP_POSTGRES) return { skipped: 'SKIP_POSTGRES is set' };
  const url = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgres = await postgresUrl();
const givenUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
await measure('SQLite');
if (typeof postgres === 'string') {
  process.env.DATABASE_URL = postgres;
  await measure('PostgreSQL');
} else {
  console.log(`\nPostgreSQL: skipped (${postgres.skipped})`);
}
if (givenUrl !== undefined) process.env.DATABASE_URL = givenUrl;
