import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, deliverQueuedMail, tokenFromMail } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Issue 15 finding 5: forgot-password queues at most three reset mails an hour per e-mail
 * address, whichever clients ask (the per-client limit of the route stays too), and answers
 * exactly the same when the cap holds a mail back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const forgot = (email: string) => t.agent().post('/api/auth/forgot-password', { email });
const queuedTo = (email: string) => t.deps.db.selectFrom('mail_queue').select('id').where('recipient', '=', email).execute();
const tokensOf = (userId: number) => t.deps.db.selectFrom('account_tokens').select('id').where('user_id', '=', userId).execute();

describe('reset mails per address', () => {
  it('20 calls from 20 clients queue at most 3 mails, and every call answers 200 the same way', async () => {
    const user = await createUser(t);
    // Each agent is another client address.
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(user.email)));
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { Success: true, Errors: [] } });
    expect(await queuedTo(user.email)).toHaveLength(3);
    expect(await tokensOf(user.id)).toHaveLength(3);
  });

  it('one after the other: the fourth within the hour sends nothing, the third link still works', async () => {
    const user = await createUser(t);
    for (let call = 0; call < 4; call++) expect((await forgot(user.email)).status).toBe(200);
    await deliverQueuedMail(t);
    const mails = t.mails.sent.filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(3);
    const password = 'Capped-Password!1';
    const token = tokenFromMail(mails.at(-1)!.text);
    expect((await t.agent().post('/api/auth/reset-account', { password, confirm: password, token })).status).toBe(200);
  });

  it('the cap is per address (case-insensitive) and lifts after an hour', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    for (let call = 0; call < 3; call++) await forgot(call === 1 ? user.email.toUpperCase() : user.email);
    expect(await queuedTo(user.email)).toHaveLength(3);
    await forgot(user.email);
    expect(await queuedTo(user.email)).toHaveLength(3);
    await forgot(other.email);
    expect(await queuedTo(other.email)).toHaveLength(1);

    // An hour later: the window of the address's count is older than an hour.
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await t.deps.db.updateTable('login_throttle').set({ window_started_at: hourAgo }).where('key', 'like', 'reset-mail:%').execute();
    await forgot(user.email);
    expect(await queuedTo(user.email)).toHaveLength(4);
  });

  it('unknown addresses queue nothing and leave no token behind', async () => {
    const unknown = `nobody-${Date.now()}@test.local`;
    const before = await t.deps.db.selectFrom('account_tokens').select('id').execute();
    expect((await forgot(unknown)).status).toBe(200);
    expect(await queuedTo(unknown)).toHaveLength(0);
    expect(await t.deps.db.selectFrom('account_tokens').select('id').execute()).toHaveLength(before.length);
  });
});
