import { describe, expect, it } from 'vitest';
import { activationMail, resetMail } from '../../domains/auth/account-emails.ts';
import { escapeHtml, renderMail } from './layout.ts';

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes an ampersand first, so entities are not double-decoded', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('renderMail', () => {
  const hostile = '<script>alert("x")</script>';
  const mail = renderMail({
    heading: `Hi ${hostile}`,
    paragraphs: [`Para ${hostile}`, 'Second & last'],
    action: { label: `Go ${hostile}`, url: 'http://cms.test/reset?token=a"b&c=<d>' },
    footer: `Foot ${hostile}`,
  });

  it('escapes every piece of text in the HTML part', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('<p>Para &lt;script&gt;');
    expect(mail.html).toContain('Second &amp; last');
    expect(mail.html).toContain('Foot &lt;script&gt;');
    expect(mail.html).toContain('href="http://cms.test/reset?token=a&quot;b&amp;c=&lt;d&gt;"');
  });

  it('keeps the plain text as written, with the link spelled out', () => {
    expect(mail.text).toContain(`Hi ${hostile}`);
    expect(mail.text).toContain(`Go ${hostile}: http://cms.test/reset?token=a"b&c=<d>`);
    expect(mail.text.endsWith('\n')).toBe(true);
  });
});

describe('account e-mails', () => {
  it('escape the user name and carry the link in both parts', () => {
    const link = 'http://cms.test/cmsadmin/activate-account?token=abc';
    const mail = activationMail({ to: 'x@test.local', name: '<b>Eve</b>', language: 'en', link, siteName: 'Fen & <Co>' });
    expect(mail.to).toBe('x@test.local');
    expect(mail.subject).toBe('Activate your account for Fen & <Co>');
    expect(mail.html).toContain('of Fen &amp; &lt;Co&gt;.');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('follow the user language', () => {
    const mail = resetMail({ to: 'x@test.local', name: 'Jan', language: 'nl', link: 'http://cms.test/x', siteName: 'Verdant Ecology' });
    expect(mail.subject).toBe('Stel je wachtwoord voor Verdant Ecology opnieuw in');
    expect(mail.text).toContain('Hallo Jan,');
  });
});
