import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { deliverQueuedMail, loggedInUser, roleId, uniqueEmail } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Account e-mails (activation, password reset) are written in the recipient's interface
 * language and name the site (the company name of the settings) in subject and body.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

async function lastMailTo(email: string): Promise<MailMessage> {
  await deliverQueuedMail(t);
  const mail = t.mails.sent.filter((message) => message.to === email).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return mail!;
}
async function setCompanyName(name: string) {
  const company = (await admin.get('/api/settings/company')).body.company;
  const saved = await admin.put('/api/settings/company', { ...company, name });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('account e-mails', () => {
  it('a reset mail follows the language the user chose and names the site', async () => {
    await setCompanyName('Marsh & Meadow Ecology');
    const { user, agent } = await loggedInUser(t);
    expect((await agent.put('/api/user/language', { language: 'de' })).status).toBe(200);
    await t.agent().post('/api/auth/forgot-password', { email: user.email });
    const german = await lastMailTo(user.email);
    expect(german.subject).toBe('Setzen Sie Ihr Passwort für Marsh & Meadow Ecology zurück');
    expect(german.text).toContain('Marsh & Meadow Ecology');
    expect(german.html).toContain('Marsh &amp; Meadow Ecology');

    expect((await agent.put('/api/user/language', { language: 'fr' })).status).toBe(200);
    await t.agent().post('/api/auth/forgot-password', { email: user.email });
    const french = await lastMailTo(user.email);
    expect(french.subject).toBe('Réinitialisez votre mot de passe pour Marsh & Meadow Ecology');
    expect(french.text).toContain('Marsh & Meadow Ecology');
  });

  it('an activation mail is in the invited user’s language and names the site', async () => {
    await setCompanyName('Heath Partners');
    const email = uniqueEmail('invite');
    const invited = await admin.post('/api/user', {
      email,
      role: await roleId(t, 'Editor'),
      profile: { name: 'Nina', jobTitle: '' },
      language: 'nl',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const dutch = await lastMailTo(email);
    expect(dutch.subject).toBe('Activeer je account voor Heath Partners');
    expect(dutch.text).toContain('Hallo Nina,');
    expect(dutch.text).toContain('Heath Partners');
  });

  it('falls back to English, with the site named', async () => {
    await setCompanyName('Verdant Ecology');
    const { user } = await loggedInUser(t);
    await t.agent().post('/api/auth/forgot-password', { email: user.email });
    const english = await lastMailTo(user.email);
    expect(english.subject).toBe('Reset your password for Verdant Ecology');
    expect(english.text).toContain('your account for Verdant Ecology');
  });
});
