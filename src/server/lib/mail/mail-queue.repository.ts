import type { Selectable } from 'kysely';
import type { MailQueueTable } from '../../db/schema.ts';
import type { MailMessage } from './mailer.ts';
import type { Executor } from '../../db/executor.ts';

export type QueuedMail = Selectable<MailQueueTable>;

export async function insertPendingMail(db: Executor, message: MailMessage, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_queue')
    .values({
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      reply_to: message.replyTo ?? null,
      status: 'pending',
      attempts: 0,
      last_error: null,
      next_attempt_at: now,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Pending messages whose next attempt is due by `now`, oldest first. */
export function listDueMail(db: Executor, now: string, limit: number): Promise<QueuedMail[]> {
  return db
    .selectFrom('mail_queue')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a due message for one sender: moves its next attempt to `leaseUntil`, only if nobody
 * else did since it was listed (its next attempt is still `listedNextAttempt`). True for the
 * one caller that changed the row; another instance (or an overlapping run) gets false and
 * leaves it alone. A sender that dies mid-send leaves it pending: it is due again at `leaseUntil`.
 */
export async function claimMail(db: Executor, id: number, listedNextAttempt: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', listedNextAttempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(db: Executor, id: number, attempts: number, sentAt: string): Promise<void> {
  await db.updateTable('mail_queue').set({ status: 'sent', sent_at: sentAt, attempts, last_error: null }).where('id', '=', id).execute();
}

export async function recordFailedAttempt(
  db: Executor,
  id: number,
  attempt: { attempts: number; lastError: string; status: 'pending' | 'failed'; nextAttemptAt: string },
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ attempts: attempt.attempts, last_error: attempt.lastError, status: attempt.status, next_attempt_at: attempt.nextAttemptAt })
    .where('id', '=', id)
    .execute();
}
