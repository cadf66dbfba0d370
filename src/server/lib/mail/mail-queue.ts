import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../clock.ts';
import * as queue from './mail-queue.repository.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import type { Executor } from '../../db/executor.ts';

const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 50;
/** How long a claimed message is left to its sender before another may try it (a crash mid-send); longer than the SMTP client's own timeouts (at most 10 minutes), so a slow send is never sent twice. */
const SEND_LEASE_MS = 30 * 60_000;
/** 1, 2, 4 … minutes between tries, at most an hour. */
const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/**
 * Queues a message in the same transaction as the decision that causes it, so a decision is
 * never saved without its e-mail nor lost because the mail server is down.
 */
export function enqueueMail(db: Executor, message: MailMessage): Promise<number> {
  return queue.insertPendingMail(db, message, nowIso());
}

/** Sends every due message once; failures are logged, counted and retried later with back-off. */
export async function deliverDueMail(
  db: Kysely<Database>,
  mailer: Mailer,
  logger: FastifyBaseLogger,
): Promise<{ sent: number; failed: number }> {
  const due = await queue.listDueMail(db, nowIso(), BATCH_SIZE);
  let sent = 0;
  let failed = 0;
  for (const mail of due) {
    // Several instances (and a kick during a tick) list the same due mail: only the claimant sends it.
    if (!(await queue.claimMail(db, mail.id, mail.next_attempt_at, isoAfter(SEND_LEASE_MS)))) continue;
    try {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      });
      await queue.markMailSent(db, mail.id, mail.attempts + 1, nowIso());
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await queue.recordFailedAttempt(db, mail.id, {
        attempts,
        lastError: message.slice(0, 1000),
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        nextAttemptAt: isoAfter(backoffMs(attempts)),
      });
      logger.error({ err: error, mailId: mail.id, attempts, to: mail.recipient }, 'mail delivery failed');
      failed += 1;
    }
  }
  return { sent, failed };
}

export interface MailQueueWorker {
  /** Delivers now (after a decision) instead of waiting for the next tick. */
  kick(): Promise<void>;
  stop(): void;
}

/**
 * Runs delivery on a timer and on demand, never two runs at once. A kick during a run asks for
 * one more pass (the run may have read the queue before the new mail was committed), and the
 * promise it returns settles only after that pass.
 */
export function startMailQueueWorker(
  db: Kysely<Database>,
  mailer: Mailer,
  logger: FastifyBaseLogger,
  intervalMs = 30_000,
): MailQueueWorker {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        const { sent, failed } = await deliverDueMail(db, mailer, logger);
        // A full batch means more may be due right now.
        if (sent + failed >= BATCH_SIZE) again = true;
      } catch (error) {
        logger.error({ err: error }, 'mail queue run failed');
      }
    } while (again);
  };
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { kick: run, stop: () => clearInterval(timer) };
}
