import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggedInUser } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createMailer } from './mailer.ts';

/**
 * The whole path over real SMTP: a decision queues the mail, the queue hands it to nodemailer,
 * and a local SMTP server receives it. Stopping the server leaves the mail queued.
 */
interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];
let t: TestApp;

function startServer(listenPort = 0): Promise<number> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

function stopServer(): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  port = await startServer();
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: '/nonexistent',
    from: 'CMS <no-reply@cms.test>',
    logger: pino({ level: 'silent' }),
  });
  expect(mailer.transportName).toBe('smtp');
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  await t.close();
  await stopServer().catch(() => undefined);
});

/** Decodes quoted-printable soft line breaks and escapes, enough to search the text. */
function unfoldQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

async function requestAndReject(feedback: string) {
  const { agent: editor, user: editorUser } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' });
  const { agent: reviewer } = await loggedInUser(t, { role: 'Reviewer', name: 'Rita Reviewer' });
  const slug = `smtp-${randomBytes(4).toString('hex')}`;
  const created = await editor.post('/api/page/create', { title: 'Otters by the river', slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status).toBe(200);
  const { pageID, pageVersionID } = created.body as { pageID: number; pageVersionID: number };
  expect((await editor.post(`/api/page/${pageID}/request-publication`, { comment: 'Please' })).status).toBe(200);
  await t.deps.mailQueue.kick();
  const rejected = await reviewer.post(`/api/page/version/${pageVersionID}/reject-publication`, { feedback });
  expect(rejected.status).toBe(200);
  await t.deps.mailQueue.kick();
  return { editorUser, pageID, pageVersionID };
}

it('delivers the rejection over SMTP: To, Subject, the feedback and the link, as text/plain and text/html', async () => {
  const feedback = 'Please add a photo of the otter crossing';
  const { editorUser, pageID } = await requestAndReject(feedback);

  const message = received.find((mail) => mail.to.includes(editorUser.email));
  expect(message, `no message to ${editorUser.email}; got ${received.map((mail) => mail.to.join(',')).join(' | ')}`).toBeDefined();
  expect(message!.from).toBe('no-reply@cms.test');
  const raw = message!.raw;
  expect(raw).toMatch(new RegExp(`^To: ${editorUser.email.replace(/[.]/g, '\\.')}\\r?$`, 'm'));
  expect(raw).toMatch(/^Subject: Publication rejected: Otters by the river\r?$/m);
  expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
  expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
  expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
  const body = unfoldQuotedPrintable(raw);
  expect(body).toContain(`Feedback: ${feedback}`);
  expect(body).toContain(`http://cms.test/cmsadmin/page/${pageID}`);
  expect(body).toContain(`href="http://cms.test/cmsadmin/page/${pageID}"`);

  const row = await t.deps.db.selectFrom('mail_queue').selectAll().where('recipient', '=', editorUser.email).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
});

it('with the SMTP server down the decision is saved and the mail stays queued; it goes out once the server is back', async () => {
  await stopServer();
  const before = received.length;
  const { editorUser, pageVersionID } = await requestAndReject('Server is down');

  const request = await t.deps.db
    .selectFrom('publication_requests')
    .selectAll()
    .where('version_id', '=', pageVersionID)
    .executeTakeFirstOrThrow();
  expect(request).toMatchObject({ status: 'rejected', feedback: 'Server is down' });
  const row = await t.deps.db.selectFrom('mail_queue').selectAll().where('recipient', '=', editorUser.email).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
  expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
  expect(received.length).toBe(before);

  await startServer(port);
  await t.deps.db
    .updateTable('mail_queue')
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .where('status', '=', 'pending')
    .execute();
  await t.deps.mailQueue.kick();
  const delivered = await t.deps.db.selectFrom('mail_queue').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  expect(delivered).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  const message = received.find((mail) => mail.to.includes(editorUser.email));
  expect(unfoldQuotedPrintable(message!.raw)).toContain('Feedback: Server is down');
});
