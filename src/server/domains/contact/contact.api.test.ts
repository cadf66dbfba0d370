import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactChallenge } from '../../../shared/contact/contact-schemas.ts';
import { createUser } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { solveSync } from './contact-challenge.ts';
import { INVALID_SUBMISSION_ERRORS } from './contact.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fields = {
  firstName: 'Anna',
  lastName: 'de Vries',
  phone: '+31 6 1234 5678',
  email: 'anna@example.org',
  message: 'We found bats in our attic.\nCan you survey them?',
  privacy: true,
  subject: 'Bat survey',
  locale: 'en-gb',
};

async function solvedCheck(agent: TestAgent) {
  const response = await agent.get<{ data: ContactChallenge }>('/api/contact/challenge');
  expect(response.status).toBe(200);
  const challenge = response.body.data;
  if (challenge.mode !== 'pow') throw new Error('expected proof of work');
  const { mode: _mode, ...material } = challenge;
  return { ...material, nonce: solveSync(challenge.challenge, challenge.difficulty) };
}

const submissionCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('contact_submissions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('contact form API', () => {
  it('answers missing and invalid fields with SPEC codes per property', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/contact/submit', {
      firstName: ' ',
      email: 'not-an-email',
      phone: 'call me',
      locale: 'en-gb',
      message: 'x'.repeat(5001),
    });
    expect(response.status).toBe(400);
    const errors = response.body.Errors as { code: string; property?: string }[];
    expect(errors).toEqual(expect.arrayContaining(INVALID_SUBMISSION_ERRORS));
  });

  it('refuses a missing, wrong, forged, expired or reused bot check', async () => {
    const agent = t.agent();
    const before = await submissionCount();
    const valid = await solvedCheck(agent);

    const missing = await agent.post('/api/contact/submit', fields);
    expect(missing.body.Errors).toEqual([{ code: 'V_01', property: 'botCheck' }]);

    // A nonce that does not reach the difficulty (nonce search from the other end).
    let wrongNonce = 999_999;
    const { createHash } = await import('node:crypto');
    while (createHash('sha256').update(`${valid.challenge}${wrongNonce}`).digest()[0] === 0) wrongNonce += 1;
    const wrong = await agent.post('/api/contact/submit', { ...fields, botCheck: { ...valid, nonce: String(wrongNonce) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors).toEqual([{ code: 'V_12', property: 'botCheck' }]);

    const easier = await agent.post('/api/contact/submit', {
      ...fields,
      botCheck: { ...valid, difficulty: 1, nonce: solveSync(valid.challenge, 1) },
    });
    expect(easier.body.Errors).toEqual([{ code: 'V_12', property: 'botCheck' }]);

    const expired = await agent.post('/api/contact/submit', { ...fields, botCheck: { ...valid, expiresAt: Date.now() - 1000 } });
    expect(expired.body.Errors).toEqual([{ code: 'V_12', property: 'botCheck' }]);

    const accepted = await agent.post('/api/contact/submit', { ...fields, botCheck: valid });
    expect(accepted.status).toBe(200);
    expect(accepted.body.Success).toBe(true);

    const reused = await t.agent().post('/api/contact/submit', { ...fields, botCheck: valid });
    expect(reused.status).toBe(400);
    expect(reused.body.Errors).toEqual([{ code: 'V_12', property: 'botCheck' }]);
    expect(await submissionCount()).toBe(before + 1);
  });

  it('stores the message even when mail fails, and mails it to the contact recipient', async () => {
    const agent = t.agent();
    t.mails.failing = true;
    const before = t.mails.sent.length;
    try {
      const response = await agent.post('/api/contact/submit', {
        ...fields,
        subject: 'Mail outage test',
        botCheck: await solvedCheck(agent),
      });
      expect(response.status).toBe(200);
      await t.deps.mailQueue.kick();
    } finally {
      t.mails.failing = false;
    }
    const stored = await t.deps.db
      .selectFrom('contact_submissions')
      .selectAll()
      .where('subject', '=', 'Mail outage test')
      .executeTakeFirst();
    expect(stored).toMatchObject({ first_name: 'Anna', last_name: 'de Vries', email: 'anna@example.org', locale: 'en-gb' });
    expect(t.mails.sent.length).toBe(before);

    // The queue retries later; make the retry due now and deliver.
    await t.deps.db
      .updateTable('mail_queue')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await t.deps.mailQueue.kick();
    const mail = t.mails.sent.find((message) => message.subject === 'Contact form: Mail outage test');
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('info@verdant-ecology.example');
    expect(mail!.text).toContain('anna@example.org');
    expect(mail!.text).toContain('We found bats in our attic.');
    expect(mail!.html).toContain('Anna de Vries &lt;anna@example.org&gt;');
    // Issue 17: "Reply" answers the visitor (the queue keeps Reply-To), and the HTML part keeps the message's lines.
    expect(mail!.replyTo).toBe('anna@example.org');
    expect(mail!.html).toContain('We found bats in our attic.<br>\nCan you survey them?');
  });

  it('escapes what the visitor typed in the HTML mail', async () => {
    const agent = t.agent();
    await agent.post('/api/contact/submit', {
      ...fields,
      subject: 'Escaping',
      message: '<script>alert(1)</script>',
      botCheck: await solvedCheck(agent),
    });
    await t.deps.mailQueue.kick();
    const mail = t.mails.sent.find((message) => message.subject === 'Contact form: Escaping');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
  });

  it('silently drops honeypot submissions', async () => {
    const agent = t.agent();
    const before = await submissionCount();
    const response = await agent.post('/api/contact/submit', {
      ...fields,
      website: 'http://spam.example',
      botCheck: await solvedCheck(agent),
    });
    expect(response.status).toBe(200);
    expect(await submissionCount()).toBe(before);
  });

  it('limits submissions per address to five per ten minutes', async () => {
    const agent = t.agent();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await agent.post('/api/contact/submit', { locale: 'en-gb' })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    // Another visitor is not affected.
    expect((await t.agent().post('/api/contact/submit', { locale: 'en-gb' })).status).toBe(400);
  });

  it('needs the CSRF token like every other API call', async () => {
    const agent = t.agent();
    agent.sendCsrf = false;
    expect((await agent.post('/api/contact/submit', fields)).status).toBe(403);
  });

  it('lets administrators read submissions, and nobody else', async () => {
    const anonymous = t.agent();
    expect((await anonymous.get('/api/contact/submissions')).status).toBe(401);

    const editor = await createUser(t, { role: 'Editor' });
    const editorAgent = t.agent();
    await editorAgent.login(editor.email, editor.password);
    expect((await editorAgent.get('/api/contact/submissions')).status).toBe(403);

    const admin = await t.adminAgent();
    const list = await admin.get('/api/contact/submissions?pageIndex=0&pageSize=2');
    expect(list.status).toBe(200);
    expect(list.body.data.totalItems).toBeGreaterThanOrEqual(2);
    expect(list.body.data.items).toHaveLength(2);
    const first = list.body.data.items[0];
    expect(first).toMatchObject({ firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.org' });

    const searched = await admin.get('/api/contact/submissions?searchTerm=outage');
    expect(searched.body.data.items.map((item: { subject: string }) => item.subject)).toEqual(['Mail outage test']);

    const one = await admin.get(`/api/contact/submissions/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    expect((await admin.get('/api/contact/submissions/999999')).status).toBe(404);
    expect((await editorAgent.get(`/api/contact/submissions/${first.id}`)).status).toBe(403);
  });
});
