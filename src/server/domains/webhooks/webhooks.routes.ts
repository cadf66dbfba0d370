import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id, idParams } from '../../../shared/schemas/common.ts';
import { webhookBody, webhookDeliveryListBody, webhookListBody } from '../../../shared/webhooks/webhook-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission, requireUser } from '../auth/auth.guard.ts';
import * as service from './webhooks.service.ts';

const endpointDeliveryParams = z.object({ id, deliveryId: id });

/**
 * Webhooks (issue 19): endpoints and their delivery log, for users with manage-webhooks. Events
 * are queued by the services that make the changes (webhook-events.ts); sending is the delivery
 * worker's (deps.webhooks).
 */
export async function webhooksRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const allowedHosts = config.webhooks.allowedHosts;
  const manage = { preHandler: permission('manage-webhooks') };

  app.post('/webhooks/list', manage, async (request) =>
    ok({ data: await service.listWebhooks(db, parseInput(webhookListBody, request.body ?? {})) }),
  );
  app.post('/webhooks', manage, async (request) => {
    const body = parseInput(webhookBody, request.body);
    return ok({ data: await service.createWebhook(db, allowedHosts, (await requireUser(request)).ID, body) });
  });
  app.put('/webhooks/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(webhookBody, request.body);
    return ok({ data: await service.updateWebhook(db, allowedHosts, id, body) });
  });
  app.delete('/webhooks/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.deleteWebhook(db, id);
    return ok();
  });
  app.post('/webhooks/:id/deliveries/list', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: await service.listDeliveries(db, id, parseInput(webhookDeliveryListBody, request.body ?? {})) });
  });
  app.post('/webhooks/deliveries/:id/resend', manage, async (request) => {
    const params = parseInput(idParams, request.params);
    const data = await service.resendDelivery(db, params.id);
    void app.deps.webhooks.kick();
    return ok({ data });
  });

  // The same calls in the REST shape of issue 19: GET for the lists, the resend under its endpoint.
  app.get('/webhooks', manage, async (request) =>
    ok({ data: await service.listWebhooks(db, parseInput(webhookListBody, request.query ?? {})) }),
  );
  app.get('/webhooks/:id/deliveries', manage, async (request) => {
    const params = parseInput(idParams, request.params);
    return ok({ data: await service.listDeliveries(db, params.id, parseInput(webhookDeliveryListBody, request.query ?? {})) });
  });
  app.post('/webhooks/:id/deliveries/:deliveryId/resend', manage, async (request) => {
    const params = parseInput(endpointDeliveryParams, request.params);
    const data = await service.resendDelivery(db, params.deliveryId, params.id);
    void app.deps.webhooks.kick();
    return ok({ data });
  });
}
