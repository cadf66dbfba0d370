import type { ApiError } from '../../../shared/errors.ts';
import {
  WEBHOOK_EVENTS,
  webhookBody,
  type WebhookDeliveryState,
  type WebhookDto,
  type WebhookEvent,
  type WebhookInput,
} from '../../../shared/webhooks/webhook-schemas.ts';
import { validateWith } from '../../lib/validation.ts';

/** The endpoint form as typed. */
export interface WebhookForm {
  url: string;
  events: WebhookEvent[];
  active: boolean;
}

export const EMPTY_WEBHOOK_FORM: WebhookForm = { url: '', events: [], active: true };

export function formFromWebhook(webhook: WebhookDto): WebhookForm {
  return { url: webhook.url, events: [...webhook.events], active: webhook.active };
}

/** Whether the form differs from what is stored (the order of the events does not count). */
export function isFormChanged(form: WebhookForm, stored: WebhookForm): boolean {
  const events = (list: readonly string[]) => [...list].sort().join(',');
  return form.url.trim() !== stored.url || form.active !== stored.active || events(form.events) !== events(stored.events);
}

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

/** The events in groups for the checkboxes, in the shared list's order. */
export const EVENT_GROUPS: { group: 'page' | 'publication' | 'media' | 'other'; events: WebhookEvent[] }[] = [
  { group: 'page', events: WEBHOOK_EVENTS.filter((event) => event.startsWith('page.')) },
  { group: 'publication', events: WEBHOOK_EVENTS.filter((event) => event.startsWith('publication.')) },
  { group: 'media', events: WEBHOOK_EVENTS.filter((event) => event.startsWith('media.')) },
  { group: 'other', events: WEBHOOK_EVENTS.filter((event) => !/^(page|publication|media)\./.test(event)) },
];

/** Ticks or unticks one event, keeping the shared list's order. */
export function toggleEvent(events: readonly WebhookEvent[], event: WebhookEvent, on: boolean): WebhookEvent[] {
  const chosen = new Set(events);
  if (on) chosen.add(event);
  else chosen.delete(event);
  return WEBHOOK_EVENTS.filter((candidate) => chosen.has(candidate));
}

/** The request body, checked with the server's own schema first (same codes on the same fields). */
export function webhookRequest(form: WebhookForm): { ok: true; body: WebhookInput } | { ok: false; errors: ApiError[] } {
  const body: WebhookInput = { url: form.url.trim(), events: form.events, active: form.active };
  const checked = validateWith(webhookBody, body);
  return checked.ok ? { ok: true, body } : { ok: false, errors: checked.errors };
}

/** The translation key of an event's label: `webhooks.event_page_published` for page.published. */
export const eventLabelKey = (event: WebhookEvent) => `webhooks.event_${event.replace(/[.-]/g, '_')}` as const;

export const stateLabelKey = (state: WebhookDeliveryState) => `webhooks.state_${state}` as const;
