// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webhookSecret, type WebhookDeliveryDto, type WebhookDto } from '../../../../shared/webhooks/webhook-schemas.ts';
import { settle, setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { WebhooksPage } from './WebhooksPage.tsx';

const hook: WebhookDto = {
  id: 3,
  url: 'https://crm.example.com/hooks/cms',
  events: ['page.published', 'form.submitted'],
  active: true,
  secretHint: 'whsec_…AAA=',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const delivery: WebhookDeliveryDto = {
  id: 41,
  endpointId: 3,
  eventId: 'msg_1',
  type: 'page.published',
  state: 'failed',
  attempts: 12,
  nextAttemptAt: null,
  lastStatusCode: 500,
  lastError: 'HTTP 500',
  payload: '{}',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  deliveredAt: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ Success: true, Errors: [], data });

const createdSecret = `whsec_${'B'.repeat(43)}=`;
let createAnswer: () => Response;
const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const path = new URL(input, 'http://admin.test').pathname;
  if (path === '/api/webhooks/list') return ok({ items: [hook], totalItems: 1 });
  if (path === '/api/webhooks' && init?.method === 'POST') return createAnswer();
  // A change answers the endpoint masked, never with its secret.
  if (path === '/api/webhooks/3' && init?.method === 'PUT') return ok({ ...hook, secretHint: 'whsec_…new=' });
  if (path === '/api/webhooks/3/deliveries/list') return ok({ items: [delivery], totalItems: 1 });
  if (path === '/api/webhooks/deliveries/41/resend') return ok({ ...delivery, id: 42, state: 'pending', attempts: 0 });
  return ok({ items: [], totalItems: 0 });
});

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const dialog = () => document.querySelector('dialog')!;
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.trim() === text)!;

function type(name: string, value: string): void {
  typeInto(dialog().querySelector<HTMLInputElement>(`input[name="${name}"]`)!, value);
}

async function submit(): Promise<void> {
  act(() => {
    dialog()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

beforeEach(async () => {
  fetchMock.mockClear();
  createAnswer = () => ok({ ...hook, id: 4, url: 'https://new.example.com/x', events: ['menu.saved'], secret: createdSecret });
  vi.stubGlobal('fetch', fetchMock);
  dom.render(<WebhooksPage />);
  await settle();
});

describe('Webhooks screen', () => {
  it('lists the endpoints with their events in words', () => {
    const row = dom.container.querySelector('tbody tr')!;
    expect(row.textContent).toContain('https://crm.example.com/hooks/cms');
    expect(row.textContent).toContain('Page published, Contact form submitted');
    expect(row.textContent).toContain('Active');
  });

  it('checks the form, sends the chosen events, and shows the new secret', async () => {
    act(() => buttonIn(dom.container, 'Add webhook').click());
    await settle();
    await submit();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST' && String(init.body).includes('url'))).toBe(false);
    expect(dialog().textContent).toContain('The URL field is required.');

    type('url', 'https://new.example.com/x');
    act(() =>
      [...dialog().querySelectorAll('label')]
        .find((label) => label.querySelector('code')?.textContent === 'menu.saved')!
        .querySelector('input')!
        .click(),
    );
    await submit();
    const [, init] = fetchMock.mock.calls.find(([input, init]) => String(input).endsWith('/api/webhooks') && init?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ url: 'https://new.example.com/x', events: ['menu.saved'], active: true });
    expect(document.querySelector('dialog')).toBeNull();
    expect(dom.container.querySelector<HTMLInputElement>('.webhook-secret')!.value).toBe(createdSecret);
  });

  it('shows an existing secret masked, and a new secret once after making it', async () => {
    act(() =>
      dom.container.querySelector<HTMLButtonElement>('button[aria-label="Edit the webhook to https://crm.example.com/hooks/cms"]')!.click(),
    );
    await settle();
    expect(dialog().querySelector<HTMLInputElement>('.webhook-secret-hint')!.value).toBe('whsec_…AAA=');
    expect(dialog().querySelector('.webhook-secret')).toBeNull();
    // Unsaved edits would be lost (the rotation saves the stored state): no new secret until saved or undone.
    type('url', 'https://changed.example.com/x');
    expect(buttonIn(dialog(), 'New secret').disabled).toBe(true);
    expect(dialog().textContent).toContain('Save or undo your changes first');
    type('url', hook.url);
    expect(buttonIn(dialog(), 'New secret').disabled).toBe(false);
    // The old secret stops working at once: a confirmation first, and cancelling sends nothing.
    act(() => buttonIn(dialog(), 'New secret').click());
    act(() => buttonIn(dialog().querySelector('.webhook-rotate-confirm')!, 'Cancel').click());
    act(() => buttonIn(dialog(), 'New secret').click());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(dialog().textContent).toContain('The current secret stops working at once');
    act(() => buttonIn(dialog(), 'Make a new secret').click());
    await settle();
    const [, init] = fetchMock.mock.calls.find(([input, init]) => String(input).endsWith('/api/webhooks/3') && init?.method === 'PUT')!;
    const sent = JSON.parse(String(init!.body)) as { url: string; events: string[]; active: boolean; secret: string };
    expect(sent).toMatchObject({ url: hook.url, events: hook.events, active: true });
    expect(webhookSecret.safeParse(sent.secret).success).toBe(true);
    expect(document.querySelector('dialog')).toBeNull();
    expect(dom.container.textContent).toContain('The webhook to https://crm.example.com/hooks/cms has a new signing secret.');
    expect(dom.container.querySelector<HTMLInputElement>('.webhook-secret')!.value).toBe(sent.secret);
  });

  it('shows the delivery log and resends a delivery', async () => {
    act(() => buttonIn(dom.container, 'Delivery log').click());
    await settle();
    const row = dialog().querySelector('tbody tr')!;
    expect(row.textContent).toContain('page.published');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('500');
    act(() => buttonIn(dialog(), 'Resend').click());
    await settle();
    expect(
      fetchMock.mock.calls.some(([input, init]) => String(input).endsWith('/api/webhooks/deliveries/41/resend') && init?.method === 'POST'),
    ).toBe(true);
    expect(dialog().textContent).toContain('The message has been queued again.');
  });
});
