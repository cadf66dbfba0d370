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
