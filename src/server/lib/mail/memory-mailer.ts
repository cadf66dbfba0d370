import type { Mailer, MailMessage } from './mailer.ts';

/** Keeps messages in memory; tests read them to follow links the way a user would. */
export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
  /** Makes the next sends fail, to test that a decision survives a mail outage. */
  failing: boolean;
}

export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    transportName: 'outbox',
    sent,
    failing: false,
    async send(message) {
      if (this.failing) throw new Error('mail server unavailable');
      sent.push(message);
    },
  };
}
