import { describe, expect, it } from 'vitest';
import type { ContactSubmitBody } from '../../../shared/contact/contact-schemas.ts';
import { contactNotification } from './contact-mail.ts';

/** Issue 17: the notification can be answered with "Reply", and the message reads as typed. */
const submission = {
  firstName: 'Anna',
  lastName: 'de Vries',
  phone: '',
  email: 'anna@example.org',
  message: 'First line\nSecond line <b>bold?</b>\r\n\r\nNew paragraph',
  privacy: true,
  subject: 'Bats',
  locale: 'en-gb',
} as ContactSubmitBody;

describe('contactNotification', () => {
  it("has the sender's address as Reply-To", () => {
    expect(contactNotification('office@example.com', submission, 7).replyTo).toBe('anna@example.org');
  });

  it('leaves Reply-To out for anything that is not one plain address (no header injection)', () => {
    for (const email of [
      'anna@example.org\r\nBcc: victim@example.com',
      'anna@example.org\nBcc: victim@example.com',
      'Anna <anna@example.org>',
      'anna@example.org, eve@example.com',
      'not-an-address',
      '',
    ]) {
      expect(contactNotification('office@example.com', { ...submission, email }, 7).replyTo, email).toBeUndefined();
    }
  });

  it("keeps the message's line breaks in the HTML part, escaped first", () => {
    const { html, text } = contactNotification('office@example.com', submission, 7);
    expect(html).toContain('First line<br>\nSecond line &lt;b&gt;bold?&lt;/b&gt;<br>\n<br>\nNew paragraph');
    expect(html).not.toContain('<b>');
    expect(text).toContain('First line\nSecond line <b>bold?</b>');
  });
});
