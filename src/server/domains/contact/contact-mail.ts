import type { ContactSubmitBody } from '../../../shared/contact/contact-schemas.ts';
import { isPlainEmailAddress } from '../../../shared/http/mailto-link.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/**
 * The notification to the company. English only: it goes to staff, not to the visitor.
 * "Reply" answers the sender (Reply-To), and the address is also at the top for forwarding.
 * Reply-To is set only for one plain address: the schema already checks the e-mail, but this
 * value becomes a header, so a line break or a second address can never reach it from here.
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
  const email = submission.email.trim();
  return { to: recipient, subject, ...content, ...(isPlainEmailAddress(email) ? { replyTo: email } : {}) };
}
