import type { FastifyInstance } from 'fastify';
import { contactSubmitBody, type ContactChallenge } from '../../../shared/contact/contact-schemas.ts';
import { idParams, listQuery } from '../../../shared/schemas/common.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission } from '../auth/auth.guard.ts';
import { deriveChallengeKey, issueChallenge } from './contact-challenge.ts';
import * as service from './contact.service.ts';
import type { verifyRecaptcha } from './recaptcha.ts';

export interface ContactRoutesOptions {
  /** The server's secret (the session secret); the challenge key is derived from it. */
  serverSecret: string;
  /** Tests replace the call to Google. */
  verifyRecaptcha?: typeof verifyRecaptcha;
}

/** The public contact form (SPEC 3/4/5) and the administrators' view of what it received. */
export async function contactRoutes(app: FastifyInstance, options: ContactRoutesOptions): Promise<void> {
  const { db, config, mailQueue, logger } = app.deps;
  const bot: service.BotCheckSettings = {
    challengeKey: deriveChallengeKey(options.serverSecret),
    recaptcha: config.recaptcha,
    verifyRecaptcha: options.verifyRecaptcha,
  };
  const admin = { preHandler: permission('manage-settings') };

  app.get('/contact/challenge', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async () => {
    const data: ContactChallenge = config.recaptcha
      ? { mode: 'recaptcha', siteKey: config.recaptcha.siteKey }
      : { mode: 'pow', ...issueChallenge(bot.challengeKey, Date.now()) };
    return ok({ data });
  });

  // Five messages per ten minutes per address is plenty for a person and dull for a spammer.
  app.post('/contact/submit', { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } }, async (request) => {
    const body = parseInput(contactSubmitBody, request.body);
    const outcome = await service.submitContact(db, body, bot, request.ip);
    if (outcome.stored) {
      // Delivery happens after the answer; a mail failure is retried by the queue, never shown.
      void mailQueue.kick().catch((error: unknown) => logger.error({ err: error }, 'contact mail delivery failed'));
      void app.deps.webhooks.kick();
    }
    return ok();
  });

  app.get('/contact/submissions', admin, async (request) => {
    const query = parseInput(listQuery, request.query);
    return ok({ data: await service.listSubmissions(db, query) });
  });

  app.get('/contact/submissions/:id', admin, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: await service.getSubmission(db, id) });
  });
}
