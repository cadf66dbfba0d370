import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { renderMail } from './layout.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-outbox-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes an .eml file with the subject and both a text/plain and a text/html part', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: 'CMS <no-reply@cms.test>', logger: pino({ level: 'silent' }) });
    expect(mailer.transportName).toBe('outbox');
    const content = renderMail({
      heading: 'Welcome',
      paragraphs: ['Plain paragraph text'],
      action: { label: 'Open', url: 'http://cms.test/x?token=abc' },
    });
    await mailer.send({ to: 'someone@test.local', subject: 'Outbox subject line', ...content });

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Outbox subject line$/m);
    expect(eml).toMatch(/^To: someone@test\.local$/m);
    expect(eml).toMatch(/^From: CMS <no-reply@cms\.test>$/m);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml).toContain('Plain paragraph text');
    expect(eml).toContain('http://cms.test/x?token=abc');
  });

  it('writes a Reply-To header when the message has one (issue 17: the contact notification)', async () => {
    const outboxDir = path.join(dir, 'reply-to');
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: 'CMS <no-reply@cms.test>', logger: pino({ level: 'silent' }) });
    await mailer.send({ to: 'office@test.local', subject: 'With reply', text: 't', html: '<p>h</p>', replyTo: 'anna@example.org' });
    await mailer.send({ to: 'office@test.local', subject: 'Without reply', text: 't', html: '<p>h</p>' });
    const emls = fs.readdirSync(outboxDir).map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));
    expect(emls.find((eml) => eml.includes('With reply'))).toMatch(/^Reply-To: anna@example\.org$/m);
    expect(emls.find((eml) => eml.includes('Without reply'))).not.toMatch(/^Reply-To:/m);
  });

  it('writes one file per message and never leaves a temporary file', async () => {
    const outboxDir = path.join(dir, 'many');
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: 'CMS <no-reply@cms.test>', logger: pino({ level: 'silent' }) });
    await Promise.all(
      [1, 2, 3].map((n) => mailer.send({ to: `u${n}@test.local`, subject: `Message ${n}`, text: `text ${n}`, html: `<p>html ${n}</p>` })),
    );
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(3);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
  });

  it('chooses SMTP when a URL is given', () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:2525',
      outboxDir: dir,
      from: 'x@test.local',
      logger: pino({ level: 'silent' }),
    });
    expect(mailer.transportName).toBe('smtp');
  });
});
