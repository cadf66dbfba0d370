import type { ContactSubmitBody } from '../../../shared/contact/contact-schemas.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/**
 * The notification to the company. English only: it goes to staff, not to the visitor.
 * The queue has no Reply-To, so the sender's address is at the top where a reply starts.
 */
export function contactNotification(recipient: string, submission: ContactSubmitBody, submissionId: number): MailMessage {
  const name = `${submission.firstName} ${submission.lastName}`;
  const content = renderMail({
    heading: `Contact form: ${submission.subject}`,
    paragraphs: [
      `From: ${name} <${submission.email}>`,
      ...(submission.phone ? [`Phone: ${submission.phone}`] : []),
      `Language: ${submission.locale}`,
      `Subject: ${submission.subject}`,
      submission.message,
    ],
    footer: `Submission #${submissionId}. Reply to ${submission.email} to answer ${name}.`,
  });
  // Header injection is impossible (the subject is a column, not a raw header), but a
  // newline in it would still look broken in mail clients.
  const subject = `Contact form: ${submission.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  return { to: recipient, subject, ...content };
}
