import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { createUser, deliverQueuedMail, roleId, tokenFromMail, uniqueEmail } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Account e-mails (reset, activation) go through the mail queue: the call answers without
 * waiting for the mail server, so forgot-password takes no longer for a known address than
 * for an unknown one (no timing oracle), and a hanging server blocks nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Makes the transport hang until released, like a mail server that accepts and then stalls. */
function hangTransport(): { release: () => Promise<void>; attempts: MailMessage[] } {
  const original = t.mails.send;
  const attempts: MailMessage[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  t.mails.send = async function (this: typeof t.mails, message: MailMessage) {
    attempts.push(message);
    await gate;
    return original.call(this, message);
  };
  return {
    attempts,
    async release() {
      t.mails.send = original;
      open();
      await deliverQueuedMail(t);
    },
  };
}

const TIMEOUT = Symbol('timeout');
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> {
  return Promise.race([promise, new Promise<typeof TIMEOUT>((resolve) => setTimeout(() => resolve(TIMEOUT), ms))]);
}

async function queued(recipient: string) {
  return t.deps.db.selectFrom('mail_queue').select(['status', 'subject']).where('recipient', '=', recipient).execute();
}

describe('account e-mails are queued, not sent during the request', () => {
  it('forgot-password answers promptly while the mail transport hangs, and the mail follows', async () => {
    const user = await createUser(t);
    const hang = hangTransport();
    try {
      const response = await within(t.agent().post('/api/auth/forgot-password', { email: user.email }), 5_000);
      expect(response, 'forgot-password waited for the mail transport').not.toBe(TIMEOUT);
      if (response === TIMEOUT) return;
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ Success: true, Errors: [] });
      expect(await queued(user.email)).toEqual([{ status: 'pending', subject: 'Reset your password for Verdant Ecology' }]);
      expect(t.mails.sent.filter((mail) => mail.to === user.email)).toHaveLength(0);
    } finally {
      await hang.release();
    }
    expect(await queued(user.email)).toEqual([{ status: 'sent', subject: 'Reset your password for Verdant Ecology' }]);
    const mail = t.mails.sent.find((message) => message.to === user.email);
    const password = 'Queued-Password!1';
    expect(
      (await t.agent().post('/api/auth/reset-account', { password, confirm: password, token: tokenFromMail(mail!.text) })).status,
    ).toBe(200);
  });

  it('a known and an unknown address both answer without touching the transport', async () => {
    const user = await createUser(t);
    const hang = hangTransport();
    try {
      for (const email of [user.email, uniqueEmail('nobody')]) {
        const response = await within(t.agent().post('/api/auth/forgot-password', { email }), 5_000);
        expect(response).not.toBe(TIMEOUT);
        if (response !== TIMEOUT) expect(response.body).toEqual({ Success: true, Errors: [] });
      }
    } finally {
      await hang.release();
    }
  });

  it('register answers promptly while the mail transport hangs; the activation mail is queued', async () => {
    const admin = await t.adminAgent();
    const email = uniqueEmail('invited');
    const hang = hangTransport();
    try {
      const response = await within(
        admin.post('/api/auth/register', { name: 'Queued Invite', email, role: await roleId(t, 'Editor'), jobTitle: '' }),
        5_000,
      );
      expect(response, 'register waited for the mail transport').not.toBe(TIMEOUT);
      if (response === TIMEOUT) return;
      expect(response.status).toBe(200);
      expect(await queued(email)).toEqual([{ status: 'pending', subject: 'Activate your account for Verdant Ecology' }]);
    } finally {
      await hang.release();
    }
    expect(await queued(email)).toEqual([{ status: 'sent', subject: 'Activate your account for Verdant Ecology' }]);
  });

  it('POST /api/user queues the activation mail the same way', async () => {
    const admin = await t.adminAgent();
    const email = uniqueEmail('created');
    const hang = hangTransport();
    try {
      const response = await within(
        admin.post('/api/user', { email, role: await roleId(t, 'Editor'), profile: { name: 'Queued Create', jobTitle: '' } }),
        5_000,
      );
      expect(response).not.toBe(TIMEOUT);
      if (response === TIMEOUT) return;
      expect(response.status).toBe(200);
      expect(await queued(email)).toEqual([{ status: 'pending', subject: 'Activate your account for Verdant Ecology' }]);
    } finally {
      await hang.release();
    }
    expect(t.mails.sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('a mail outage keeps the reset mail queued for a retry', async () => {
    const user = await createUser(t);
    t.mails.failing = true;
    try {
      expect((await t.agent().post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
      await deliverQueuedMail(t);
    } finally {
      t.mails.failing = false;
    }
    const rows = await t.deps.db
      .selectFrom('mail_queue')
      .select(['status', 'attempts', 'last_error'])
      .where('recipient', '=', user.email)
      .execute();
    expect(rows).toEqual([{ status: 'pending', attempts: 1, last_error: 'mail server unavailable' }]);
  });
});
