import type { FastifyInstance } from 'fastify';
import { consentRecordBody } from '../../../shared/consent/consent-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission } from '../auth/auth.guard.ts';
import { consentSummary, recordConsent } from './consent.service.ts';

/**
 * Cookie consent records (issue 17): the site's islands post each choice made in the browser
 * (the banner's own form posts are recorded by the site through its port); administrators read
 * the counts.
 */
export async function consentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // A visitor chooses a few times at most; the limit keeps a script from filling the table.
  app.post('/consent', { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } }, async (request) => {
    await recordConsent(db, parseInput(consentRecordBody, request.body));
    return ok();
  });

  app.get('/consent/summary', { preHandler: permission('manage-settings') }, async () => ok({ data: await consentSummary(db) }));
}
