import { z } from 'zod';
import { listQuery } from '../schemas/common.ts';

/**
 * Webhooks (issue 19, manage-webhooks): endpoints an administrator registers receive a signed
 * JSON POST (Standard Webhooks style) for the events they subscribe to.
 */
export const WEBHOOK_EVENTS = [
  'page.published',
  'page.unpublished',
  'page.deleted',
  'page.slug-changed',
  'publication.requested',
  'publication.accepted',
  'publication.rejected',
  'media.uploaded',
  'media.changed',
  'media.deleted',
  'menu.saved',
  'settings.saved',
  'redirect.changed',
  'form.submitted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** States of one delivery: waiting (first try or a retry), answered 2xx, or given up after 24 hours. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** An http(s) URL without credentials: V_01 empty, V_14 too long, V_13 anything else. The host check is the server's. */
export const webhookUrl = z
  .string({ error: 'V_01' })
  .trim()
  .min(1, 'V_01')
  .max(WEBHOOK_URL_MAX_LENGTH, 'V_14')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'V_13');

/** A secret of one's own: `whsec_` + base64 of 24 to 64 bytes (V_12 otherwise). */
export const webhookSecret = z
  .string({ error: 'V_12' })
  .trim()
  .max(100, 'V_14')
  .refine((value) => {
    const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
    if (!match || match[1]!.length % 4 !== 0) return false;
    const bytes = (match[1]!.length / 4) * 3 - (match[1]!.match(/=+$/)?.[0].length ?? 0);
    return bytes >= 24 && bytes <= 64;
  }, 'V_12');

/**
 * POST /api/webhooks and PUT /api/webhooks/{id}: at least one event (V_16), each known (V_12).
 * Without `secret` the server makes one (and keeps the current one on a change); with it, that
 * secret is used (a rotation: the caller made it, so the answer need not repeat it).
 */
export const webhookBody = z.object({
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'V_12' }), { error: 'V_12' })
    .min(1, 'V_16')
    .transform((events) => [...new Set(events)]),
  active: z.boolean({ error: 'V_12' }).default(true),
  secret: webhookSecret.optional(),
});
export type WebhookBody = z.output<typeof webhookBody>;
export type WebhookInput = z.input<typeof webhookBody>;

/** POST /api/webhooks/list: the SPEC list body (search in the URL). */
export const webhookListBody = listQuery;
export type WebhookListBody = z.output<typeof webhookListBody>;

/** POST /api/webhooks/{id}/deliveries/list: newest first; optionally one state. */
export const webhookDeliveryListBody = listQuery.extend({
  state: z.enum(WEBHOOK_DELIVERY_STATES, { error: 'V_12' }).optional(),
});
export type WebhookDeliveryListBody = z.output<typeof webhookDeliveryListBody>;

export const webhookDto = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /**
   * The signing secret masked (`whsec_…` and its last 4 characters), so an administrator can tell
   * which one is in use: the secret itself is answered only when the endpoint is created.
   */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookDto = z.output<typeof webhookDto>;

/** POST /api/webhooks: the new endpoint with its secret, the only answer that holds it. */
export const webhookCreatedDto = webhookDto.extend({
  /** `whsec_` + base64 of the signing key (Standard Webhooks). */
  secret: z.string(),
});
export type WebhookCreatedDto = z.output<typeof webhookCreatedDto>;

/** What an answer shows of a secret: its prefix and last 4 characters. */
export const maskWebhookSecret = (secret: string): string => `whsec_…${secret.slice(-4)}`;

export const webhookDeliveryDto = z.object({
  id: z.number(),
  endpointId: z.number(),
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  payload: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryDto = z.output<typeof webhookDeliveryDto>;

export const webhookAnswer = z.object({ data: webhookDto });
export const webhookCreatedAnswer = z.object({ data: webhookCreatedDto });
export const webhookListAnswer = z.object({ data: z.object({ items: z.array(webhookDto), totalItems: z.number() }) });
export const webhookDeliveryListAnswer = z.object({ data: z.object({ items: z.array(webhookDeliveryDto), totalItems: z.number() }) });
export const webhookDeliveryAnswer = z.object({ data: webhookDeliveryDto });
