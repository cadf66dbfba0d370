import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, webhookSecret } from '../../../shared/webhooks/webhook-schemas.ts';
import {
  EMPTY_WEBHOOK_FORM,
  EVENT_GROUPS,
  eventLabelKey,
  formFromWebhook,
  newWebhookSecret,
  toggleEvent,
  webhookRequest,
} from './webhooks-state.ts';

describe('webhook form', () => {
  it('builds the request the server takes', () => {
    expect(webhookRequest({ url: ' https://hooks.example.com/cms ', events: ['page.published'], active: false })).toEqual({
      ok: true,
      body: { url: 'https://hooks.example.com/cms', events: ['page.published'], active: false },
    });
  });

  it('checks with the shared schema: same codes on the same fields as the server', () => {
    expect(webhookRequest(EMPTY_WEBHOOK_FORM)).toEqual({
      ok: false,
      errors: [
        { code: 'V_01', property: 'url' },
        { code: 'V_16', property: 'events' },
      ],
    });
    expect(webhookRequest({ url: 'javascript:alert(1)', events: ['menu.saved'], active: true })).toEqual({
      ok: false,
      errors: [{ code: 'V_13', property: 'url' }],
    });
  });

  it('ticks events in the shared order, groups every event once, and fills the form from an endpoint', () => {
    expect(toggleEvent(toggleEvent([], 'menu.saved', true), 'page.published', true)).toEqual(['page.published', 'menu.saved']);
    expect(toggleEvent(['page.published', 'menu.saved'], 'page.published', false)).toEqual(['menu.saved']);
    expect(EVENT_GROUPS.flatMap((group) => group.events).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    expect(eventLabelKey('page.slug-changed')).toBe('webhooks.event_page_slug_changed');
    const dto = {
      id: 1,
      url: 'https://x.test/',
      events: ['form.submitted' as const],
      active: true,
      secretHint: 'whsec_…AAA=',
      createdAt: '',
      updatedAt: '',
    };
    expect(formFromWebhook(dto)).toEqual({ url: 'https://x.test/', events: ['form.submitted'], active: true });
  });

  it('makes new secrets the server accepts: whsec_ and 32 random bytes, a different one each time', () => {
    const secret = newWebhookSecret();
    expect(webhookSecret.safeParse(secret).success).toBe(true);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
