// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiTokenSummary } from '../../../../shared/api-tokens/api-token-schemas.ts';
import { settle, setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { useAuthStore } from '../../auth/auth-state.ts';
import { ApiTokensPage } from './ApiTokensPage.tsx';

const base = { userId: 7, userName: 'Ada', createdAt: '2026-11-01T10:00:00.000Z', expiresAt: null, lastUsedAt: null };
const tokens: ApiTokenSummary[] = [
  { ...base, id: 1, name: 'Front end', scope: 'read' },
  { ...base, id: 2, name: 'Deploy', scope: 'user', lastUsedAt: '2026-11-20T09:30:00.000Z' },
  { ...base, id: 3, name: 'Redirect sync', scope: { permissions: ['create-page', 'manage-redirects'] } },
];

/** The signed-in user may make tokens, create pages and manage redirects, but not manage users. */
function signIn(): void {
  useAuthStore.getState().loginSucceeded({
    ID: 7,
    email: 'ada@test.local',
    role: {
      id: 4,
      name: 'Integrator',
      permissions: [{ name: 'create-page' }, { name: 'manage-redirects' }, { name: 'manage-api-tokens' }],
    },
    profile: { name: 'Ada', jobTitle: '', image: null },
    language: 'en',
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let createAnswer: () => Response;
const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const path = new URL(input, 'http://admin.test').pathname;
  if (path === '/api/tokens' && init?.method === 'POST') return createAnswer();
  if (path === '/api/tokens') return json({ Success: true, Errors: [], data: { items: tokens } });
  return json({ Success: true, Errors: [], data: { items: [] } });
});

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const rowOf = (name: string) =>
  [...dom.container.querySelectorAll('tbody tr')].find((row) => row.querySelector('strong')?.textContent === name)!;
const cells = (name: string) => [...rowOf(name).querySelectorAll('td')].map((cell) => cell.textContent);
const dialog = () => document.querySelector('dialog')!;
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.trim() === text)!;
const radio = (label: string) =>
  [...dialog().querySelectorAll('label')].find((item) => item.textContent?.startsWith(label))!.querySelector('input')!;

async function openCreate(): Promise<void> {
  act(() => buttonIn(dom.container, 'Create token').click());
  await settle();
}

async function submit(): Promise<void> {
  act(() => {
    dialog()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

function typeName(value: string): void {
  typeInto(dialog().querySelector<HTMLInputElement>('input[name="name"]')!, value);
}

beforeEach(async () => {
  signIn();
  fetchMock.mockClear();
  createAnswer = () => json({ Success: true, Errors: [], data: { id: 9, token: `vcms_9_${'A'.repeat(43)}` } });
  vi.stubGlobal('fetch', fetchMock);
  dom.render(<ApiTokensPage />);
  await settle();
});

describe('API tokens screen', () => {
  it('lists the own tokens with the scope in words, without an owner column for a non-administrator', () => {
    expect([...dom.container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Name',
      'May do',
      'Created',
      'Expires',
      'Last used',
      'Actions',
    ]);
    expect(cells('Front end').slice(1, 2)).toEqual(['Read-only content delivery']);
    expect(cells('Deploy')[1]).toBe('Acts as Ada');
    expect(cells('Redirect sync')[1]).toBe('Acts as Ada, only: Create pages, Manage redirects');
    expect(cells('Front end')[3]).toBe('Never');
    expect(cells('Front end')[4]).toBe('Never');
    expect(cells('Deploy')[4]).not.toBe('Never');
  });

  it('offers only the permissions the user holds', async () => {
    await openCreate();
    act(() => radio('Only chosen permissions').click());
    const offered = [...dialog().querySelectorAll('input[type="checkbox"]')].map(
      (box) => box.closest('label')!.querySelector('code')!.textContent,
    );
    expect(offered).toEqual(['create-page', 'manage-redirects', 'manage-api-tokens']);
  });

  it('sends the form and shows the new token once, with the warning', async () => {
    await openCreate();
    typeName(' Front end 2 ');
    act(() => radio('Act as me').click());
    await submit();
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Front end 2', expiresAt: null, scope: 'user' });
    expect(document.querySelector('dialog')).toBeNull();
    const panel = dom.container.querySelector('.api-token-created')!;
    expect(panel.querySelector('input')!.value).toBe(`vcms_9_${'A'.repeat(43)}`);
    expect(panel.textContent).toContain('It will not be shown again');
    act(() => buttonIn(panel, 'I have copied it').click());
    expect(dom.container.querySelector('.api-token-created')).toBeNull();
  });

  it('shows the server’s refusal in the dialog (UM_01, and a field error under its field)', async () => {
    createAnswer = () => json({ Success: false, Errors: [{ code: 'UM_01' }] }, 403);
    await openCreate();
    typeName('Too strong');
    await submit();
    expect(dialog().querySelector('[role="alert"]')!.textContent).toBe('You are not authorized to do this.');

    createAnswer = () => json({ Success: false, Errors: [{ code: 'V_12', property: 'name' }] }, 400);
    await submit();
    const field = dialog().querySelector('input[name="name"]')!.closest('.field')!;
    expect(field.querySelector('.field__errors')!.textContent).toBe('The name is not valid.');
  });

  it('checks the form before sending', async () => {
    await openCreate();
    act(() => radio('Only chosen permissions').click());
    await submit();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(dialog().textContent).toContain('The name field is required.');
    expect(dialog().textContent).toContain('The permissions field is required.');
  });
});
