import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { deliverDueMail, enqueueMail, startMailQueueWorker } from './mail-queue.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The queue on its own: kicks during a run, batches, and what a failure records. */
let t: TestApp;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.deps.db.deleteFrom('mail_queue').execute();
});

const message = (to: string): MailMessage => ({ to, subject: `To ${to}`, text: 'text', html: '<p>html</p>' });

/** A mailer whose first send waits until released, to kick the queue in the middle of a run. */
function gatedMailer() {
  const sent: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered!: () => void;
  const started = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const mailer: Mailer = {
    transportName: 'outbox',
    async send(mail) {
      if (sent.length === 0) {
        entered();
        await gate;
      }
      sent.push(mail.to);
    },
  };
  return { mailer, sent, release, started };
}

it('a kick during a run delivers mail queued after the run read the queue, before its promise settles', async () => {
  const { mailer, sent, release, started } = gatedMailer();
  const worker = startMailQueueWorker(t.deps.db, mailer, logger, 3_600_000);
  try {
    await enqueueMail(t.deps.db, message('first@test.local'));
    const firstRun = worker.kick();
    await started;
    // The run already selected its rows; this mail arrives (a decision commits) while it sends.
    await enqueueMail(t.deps.db, message('second@test.local'));
    const secondKick = worker.kick();
    release();
    await Promise.all([firstRun, secondKick]);
    expect(sent).toEqual(['first@test.local', 'second@test.local']);
    const rows = await t.deps.db.selectFrom('mail_queue').select(['recipient', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { recipient: 'first@test.local', status: 'sent' },
      { recipient: 'second@test.local', status: 'sent' },
    ]);
  } finally {
    worker.stop();
  }
});

it('one kick delivers more than one batch', async () => {
  const sent: string[] = [];
  const worker = startMailQueueWorker(
    t.deps.db,
    { transportName: 'outbox', send: async (mail) => void sent.push(mail.to) },
    logger,
    3_600_000,
  );
  try {
    for (let index = 0; index < 120; index += 1) await enqueueMail(t.deps.db, message(`bulk-${index}@test.local`));
    await worker.kick();
    expect(sent).toHaveLength(120);
    const pending = await t.deps.db.selectFrom('mail_queue').select('id').where('status', '!=', 'sent').execute();
    expect(pending).toHaveLength(0);
  } finally {
    worker.stop();
  }
});

it('a failure records the attempt and the error, and a good mail behind it still goes out', async () => {
  const failing: Mailer = {
    transportName: 'smtp',
    async send(mail) {
      if (mail.to.startsWith('bad')) throw new Error('550 mailbox unavailable');
    },
  };
  await enqueueMail(t.deps.db, message('bad@test.local'));
  await enqueueMail(t.deps.db, message('good@test.local'));
  expect(await deliverDueMail(t.deps.db, failing, logger)).toEqual({ sent: 1, failed: 1 });
  const rows = await t.deps.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();
  expect(rows.map((row) => [row.recipient, row.status, row.attempts, row.last_error])).toEqual([
    ['bad@test.local', 'pending', 1, '550 mailbox unavailable'],
    ['good@test.local', 'sent', 1, null],
  ]);
  // Not due again yet.
  expect(await deliverDueMail(t.deps.db, failing, logger)).toEqual({ sent: 0, failed: 0 });
});

it('several senders at once (instances sharing the database) deliver each message exactly once', async () => {
  const sent: string[] = [];
  // A slow mail server: each send takes a while, so the senders' runs overlap.
  const slowMailer: Mailer = {
    transportName: 'outbox',
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(mail.to);
    },
  };
  for (let i = 0; i < 40; i++) await enqueueMail(t.deps.db, message(`person${i}@test.local`));
  const runs = await Promise.all([1, 2, 3].map(() => deliverDueMail(t.deps.db, slowMailer, logger)));
  expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(40);
  expect(sent).toHaveLength(40);
  expect(new Set(sent).size).toBe(40);
  const pending = await t.deps.db.selectFrom('mail_queue').select('id').where('status', '<>', 'sent').execute();
  expect(pending).toEqual([]);
});
