// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagUsageDto } from '../../../../shared/tags/tag-admin-schemas.ts';
import { settle as settleRounds, setUpDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { TagsPage } from './TagsPage.tsx';

/**
 * A fake server: 60 public and 3 private tags, answering GET /api/tags/usage like the real one,
 * and recording the Tags screen's other calls (create, rename, merge, delete).
 */
let publicTags: TagUsageDto[] = [];
let privateTags: TagUsageDto[] = [];
const requests: { method: string; url: URL; body: unknown }[] = [];
let renameAnswer: { status: number; body: object } | null = null;

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data?: object) => json(200, { Success: true, Errors: [], ...(data ? { data } : {}) });

function answer(method: string, url: URL): Response {
  if (method === 'GET' && url.pathname === '/api/tags/usage') {
    const all = url.searchParams.get('kind') === 'private' ? privateTags : publicTags;
    const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
    const matching = all.filter((tag) => tag.name.toLowerCase().includes(term));
    const size = Number(url.searchParams.get('pageSize') ?? 1000);
    const index = Number(url.searchParams.get('pageIndex') ?? 0);
    return ok({ items: matching.slice(index * size, (index + 1) * size), totalItems: matching.length });
  }
  if (method === 'PUT' && renameAnswer) return json(renameAnswer.status, renameAnswer.body);
  if (method === 'DELETE') return ok();
  return ok({ id: 101, name: 'Internal', private: true, usage: 4 });
}

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const settle = () => settleRounds(6);
const region = (name: string) => dom.container.querySelector(`section[aria-label="${name}"]`)!;
const tagNames = (name: string) => [...region(name).querySelectorAll('tbody .tag')].map((element) => element.textContent);
const rowOf = (name: string, tag: string) =>
  [...region(name).querySelectorAll('tbody tr')].find((row) => row.querySelector('.tag')?.textContent === tag)!;
const buttonIn = (scope: ParentNode, label: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.getAttribute('aria-label') === label || button.textContent?.trim() === label,
  )!;
const dialog = () => document.querySelector('dialog')!;
const calls = (method: string) => requests.filter((request) => request.method === method && request.url.pathname !== '/api/tags/usage');
async function click(element: HTMLElement) {
  act(() => element.click());
  await settle();
}

beforeEach(() => {
  publicTags = Array.from({ length: 60 }, (_, index) => ({
    id: index + 1,
    name: `Tag ${String(index + 1).padStart(2, '0')}`,
    private: false,
    usage: index % 4,
  }));
  privateTags = [
    { id: 101, name: 'Internal', private: true, usage: 1 },
    { id: 102, name: 'Secret', private: true, usage: 3 },
    { id: 103, name: 'secret notes', private: true, usage: 0 },
  ];
  requests.length = 0;
  renameAnswer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://admin.test');
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(method, url);
    }),
  );
});

describe('Tags screen', () => {
  it('pages through every tag instead of showing a cut list', async () => {
    dom.render(<TagsPage />);
    await settle();
    expect(tagNames('Public tags')).toHaveLength(25);
    expect(tagNames('Public tags')[0]).toBe('Tag 01');
    expect(tagNames('Private tags')).toEqual(['Internal', 'Secret', 'secret notes']);
    const first = requests.find((request) => request.url.searchParams.get('kind') === 'public')!;
    expect(Object.fromEntries(first.url.searchParams)).toMatchObject({ pageIndex: '0', pageSize: '25', searchTerm: '', sortOrder: 'asc' });

    // The last page holds the last tags.
    await click(buttonIn(region('Public tags'), 'Page 3'));
    expect(tagNames('Public tags')).toEqual(publicTags.slice(50).map((tag) => tag.name));
    // One page of private tags: no page navigation there.
    expect(region('Private tags').querySelector('nav.pagination')).toBeNull();
  });

  it('shows how many pages use each tag, pluralised', async () => {
    dom.render(<TagsPage />);
    await settle();
    expect(rowOf('Private tags', 'Internal').textContent).toContain('Used by 1 page');
    expect(rowOf('Private tags', 'Secret').textContent).toContain('Used by 3 pages');
    expect(rowOf('Private tags', 'secret notes').textContent).toContain('Not used');
  });

  it('asks before deleting with the usage count, then deletes and reloads', async () => {
    dom.render(<TagsPage />);
    await settle();
    await click(buttonIn(region('Private tags'), 'Delete tag Secret'));
    expect(dialog().textContent).toContain('Delete the tag "Secret"? It is used by 3 pages and is removed from all of them.');
    const listCalls = requests.length;
    await click(buttonIn(dialog(), 'Delete'));
    expect(calls('DELETE').map((request) => request.url.pathname)).toEqual(['/api/tags/102']);
    expect(requests.length).toBeGreaterThan(listCalls + 1);
    expect(dom.container.textContent).toContain('The tag has been deleted.');

    await click(buttonIn(region('Private tags'), 'Delete tag Internal'));
    expect(dialog().textContent).toContain('It is used by 1 page and is removed from it.');
  });

  it('renames a tag', async () => {
    renameAnswer = { status: 200, body: { Success: true, Errors: [], data: { id: 101, name: 'Internal only', private: true, usage: 1 } } };
    dom.render(<TagsPage />);
    await settle();
    await click(buttonIn(region('Private tags'), 'Rename tag Internal'));
    typeInto(dialog().querySelector('input[name="name"]')!, 'Internal  only ');
    await click(buttonIn(dialog(), 'Rename'));
    expect(calls('PUT').map((request) => [request.url.pathname, request.body])).toEqual([['/api/tags/101', { name: 'Internal only' }]]);
    expect(dom.container.textContent).toContain('The tag has been renamed to "Internal only".');
  });

  it('offers a merge when the new name is taken (409 V_06), and merges into that tag', async () => {
    renameAnswer = { status: 409, body: { Success: false, Errors: [{ code: 'V_06', property: 'name' }] } };
    dom.render(<TagsPage />);
    await settle();
    await click(buttonIn(region('Private tags'), 'Rename tag secret notes'));
    typeInto(dialog().querySelector('input[name="name"]')!, 'SECRET');
    await click(buttonIn(dialog(), 'Rename'));
    expect(dialog().textContent).toContain('A tag named "Secret" already exists.');
    await click(buttonIn(dialog(), 'Merge "secret notes" into "Secret"'));
    expect(calls('POST').map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/tags/merge', { sourceIds: [103], targetId: 102 }],
    ]);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('merges the ticked tags into the one kept', async () => {
    dom.render(<TagsPage />);
    await settle();
    const merge = () =>
      [...region('Private tags').querySelectorAll('button')].find((button) => button.textContent?.startsWith('Merge selected tags'))!;
    const tick = (name: string) =>
      act(() => region('Private tags').querySelector<HTMLInputElement>(`input[aria-label="Select tag ${name}"]`)!.click());
    tick('Secret');
    expect(merge().disabled).toBe(true);
    tick('secret notes');
    expect(merge().disabled).toBe(false);
    expect(merge().textContent).toBe('Merge selected tags (2)');
    await click(merge());
    const keep = [...dialog().querySelectorAll<HTMLLabelElement>('label')].find((label) => label.textContent?.trim().startsWith('Secret'))!;
    expect(keep.textContent).toContain('Used by 3 pages');
    act(() => keep.querySelector('input')!.click());
    await click(buttonIn(dialog(), 'Merge'));
    expect(calls('POST').map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/tags/merge', { sourceIds: [103], targetId: 102 }],
    ]);
  });

  it('creates a tag of the section’s kind', async () => {
    dom.render(<TagsPage />);
    await settle();
    typeInto(region('Private tags').querySelector('form input[name="name"]')!, ' Budget ');
    await click(buttonIn(region('Private tags'), 'Create tag'));
    expect(calls('POST').map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/tags', { name: 'Budget', private: true }],
    ]);
  });
});
