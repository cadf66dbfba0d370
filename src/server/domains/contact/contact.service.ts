import type { Kysely } from 'kysely';
import {
  CONTACT_LIMITS,
  contactSubmitBody,
  type ContactSubmissionDto,
  type ContactSubmitBody,
} from '../../../shared/contact/contact-schemas.ts';
import type { ContactFormValues, ScriptlessContactCheck } from '../../../shared/site/scriptless-contact.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueEvent } from '../webhooks/webhooks.service.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { issuesToErrors } from '../../lib/validation.ts';
import { enqueueMail } from '../../lib/mail/mail-queue.ts';
import { getCompany } from '../settings/settings.service.ts';
import { verifyProofOfWork } from './contact-challenge.ts';
import { contactNotification } from './contact-mail.ts';
import * as repository from './contact.repository.ts';
import { verifyRecaptcha, type RecaptchaConfig } from './recaptcha.ts';

export interface BotCheckSettings {
  /** Key that signs proof-of-work challenges. */
  challengeKey: Buffer;
  /** When set, reCAPTCHA replaces the proof of work. */
  recaptcha: RecaptchaConfig | undefined;
  verifyRecaptcha?: typeof verifyRecaptcha;
}

export type SubmitOutcome = { stored: true; id: number } | { stored: false };

const invalidBotCheck = () => badRequest('V_12', 'botCheck');

/**
 * Checks the bot check, then stores the submission and queues the e-mail in one
 * transaction: the message is on disk before anything can fail on the mail side.
 * The honeypot answers like a success so a bot learns nothing, but nothing is kept.
 */
export async function submitContact(
  db: Kysely<Database>,
  body: ContactSubmitBody,
  bot: BotCheckSettings,
  remoteIp: string | undefined,
): Promise<SubmitOutcome> {
  if (body.website) return { stored: false };
  const answer = body.botCheck;
  if (!answer) throw badRequest('V_01', 'botCheck');

  const now = Date.now();
  let spend: { challenge: string; expiresAt: string } | undefined;
  if (bot.recaptcha) {
    if (!('recaptchaToken' in answer)) throw invalidBotCheck();
    const verify = bot.verifyRecaptcha ?? verifyRecaptcha;
    if (!(await verify(bot.recaptcha, answer.recaptchaToken, remoteIp))) throw invalidBotCheck();
  } else {
    if (!('nonce' in answer)) throw invalidBotCheck();
    if (verifyProofOfWork(bot.challengeKey, answer, now) !== 'ok') throw invalidBotCheck();
    spend = { challenge: answer.challenge, expiresAt: new Date(answer.expiresAt).toISOString() };
  }

  // Read before the transaction: on SQLite a query on db inside it would wait forever.
  const company = await getCompany(db);
  const createdAt = new Date(now).toISOString();
  const id = await db.transaction().execute(async (trx) => {
    if (spend) {
      if (!(await repository.spendChallenge(trx, spend.challenge, spend.expiresAt))) throw invalidBotCheck();
      await repository.forgetExpiredChallenges(trx, createdAt);
    }
    const submissionId = await repository.insertSubmission(trx, body, createdAt);
    await enqueueMail(trx, contactNotification(company.contactRecipient, body, submissionId));
    // In the same transaction: the event is queued exactly when the submission is stored (issue 19).
    await enqueueEvent(trx, 'form.submitted', { form: 'contact', submissionId });
    return submissionId;
  });
  return { stored: true, id };
}

export function listSubmissions(db: Kysely<Database>, query: { pageIndex: number; pageSize: number; searchTerm: string }) {
  return repository.listSubmissions(db, query.pageIndex, query.pageSize, query.searchTerm);
}

export async function getSubmission(db: Kysely<Database>, id: number): Promise<ContactSubmissionDto> {
  const submission = await repository.findSubmission(db, id);
  if (!submission) throw notFound();
  return submission;
}

const scriptlessFields = contactSubmitBody.omit({ locale: true, pageId: true, botCheck: true, website: true });

/**
 * The contact form as a browser without JavaScript posts it: urlencoded, to the page's own
 * URL. Such a browser cannot do the bot check (the proof of work and reCAPTCHA both run in
 * scripts), so nothing is stored from here, ever: the answer says what is wrong with the
 * fields and that the bot check is missing, and gives back what was typed so the page can
 * show the form again without losing the message.
 */
export function checkScriptlessSubmission(form: Record<string, unknown>): ScriptlessContactCheck {
  const raw = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const privacy = form.privacy === 'true' || form.privacy === 'on';
  const values: ContactFormValues = {
    firstName: raw('firstName').slice(0, CONTACT_LIMITS.name),
    lastName: raw('lastName').slice(0, CONTACT_LIMITS.name),
    phone: raw('phone').slice(0, CONTACT_LIMITS.phone),
    email: raw('email').slice(0, CONTACT_LIMITS.email),
    subject: raw('subject').slice(0, CONTACT_LIMITS.subject),
    message: raw('message').slice(0, CONTACT_LIMITS.message),
    privacy,
  };
  if (raw('website') !== '') return { outcome: 'ignored', values, errors: [] };
  const parsed = scriptlessFields.safeParse({
    firstName: raw('firstName'),
    lastName: raw('lastName'),
    phone: raw('phone'),
    email: raw('email'),
    subject: raw('subject'),
    message: raw('message'),
    ...(privacy ? { privacy: true } : {}),
  });
  const errors = parsed.success ? [] : issuesToErrors(parsed.error.issues);
  errors.push({ code: 'V_01', property: 'botCheck' });
  return { outcome: 'refused', values, errors };
}
