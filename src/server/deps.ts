import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DialectName } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { ContentEvents } from './lib/events/content-events.ts';
import type { MailQueueWorker } from './lib/mail/mail-queue.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';

/** Everything a route or service needs from outside, built once in main.ts (or by a test). */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  /** Delivers queued e-mails (decisions queue theirs in their own transaction). */
  mailQueue: MailQueueWorker;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  events: ContentEvents;
}
