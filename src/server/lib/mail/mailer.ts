import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Where "Reply" goes (the contact form's sender). Only a checked, single plain address
   * (`safeReplyTo`): it becomes a header, so nothing else may get this far.
   */
  replyTo?: string;
}

export interface Mailer {
  /** Sends or stores the message; throws when the mail server refuses it. */
  send(message: MailMessage): Promise<void>;
  readonly transportName: 'smtp' | 'outbox';
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  logger: FastifyBaseLogger;
}

/** SMTP when configured; otherwise each message is written as an .eml file a developer can open. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, options.from, options.logger);
  return outboxMailer(options.outboxDir, options.from, options.logger);
}

function smtpMailer(smtpUrl: string, from: string, logger: FastifyBaseLogger): Mailer {
  // Bounded waits: a mail server that accepts the connection and then hangs must not stall the
  // queue for nodemailer's default ten minutes. Parameters in the URL still win.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return {
    transportName: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
  };
}

function outboxMailer(outboxDir: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transportName: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const target = path.join(outboxDir, fileName);
      // Write then rename, so a reader never sees half a message.
      await fs.writeFile(`${target}.tmp`, info.message as Buffer);
      await fs.rename(`${target}.tmp`, target);
      logger.info({ to: message.to, subject: message.subject, file: target }, 'mail written to outbox');
    },
  };
}
