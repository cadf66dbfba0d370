// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagDto } from '../../../shared/tags/tag-schemas.ts';
import { i18n } from '../../i18n/index.ts';
import { TagsPage } from './TagsPage.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A fake server: 60 public and 2 private tags, answering GET /api/tags/fetch(-private) like the real one. */
const publicTags: TagDto[] = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `Tag ${String(index + 1).padStart(2, '0')}`, private: false }));
const privateTags: TagDto[] = [
  { id: 101, name: 'Internal', private: true },
  { id: 102, name: 'Secret', private: true },
];
const requests: URL[] = [];

function answer(url: URL): Response {
  const all = url.pathname === '/api/tags/fetch' ? publicTags : privateTags;
  const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
  const matching = all.filter((tag) => tag.name.toLowerCase().includes(term));
  const size = Number(url.searchParams.get('pageSize') ?? 1000);
  const index = Number(url.searchParams.get('pageIndex') ?? 0);
  const body = { Success: true, Errors: [], data: { items: matching.slice(index * size, (index + 1) * size), totalItems: matching.length } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

let container: HTMLDivElement;
let root: Root;

async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}
const region = (name: string) => container.querySelector(`section[aria-label="${name}"]`)!;
const tagNames = (name: string) => [...region(name).querySelectorAll('tbody .tag')].map((element) => element.textContent);
const buttonIn = (name: string, label: string) => region(name).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

beforeEach(async () => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://admin.test');
      requests.push(url);
      return answer(url);
    }),
  );
  await i18n.changeLanguage('en');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('Tags screen', () => {
  it('pages through every tag instead of showing a cut list', async () => {
    act(() => root.render(<I18nextProvider i18n={i18n}><TagsPage /></I18nextProvider>));
    await settle();
    expect(tagNames('Public tags')).toHaveLength(25);
    expect(tagNames('Public tags')[0]).toBe('Tag 01');
    expect(tagNames('Private tags')).toEqual(['Internal', 'Secret']);
    const first = requests.find((url) => url.pathname === '/api/tags/fetch')!;
    expect(Object.fromEntries(first.searchParams)).toMatchObject({ pageIndex: '0', pageSize: '25', searchTerm: '', sortOrder: 'asc' });

    // The last page holds the last tags.
    act(() => buttonIn('Public tags', 'Page 3').click());
    await settle();
    expect(tagNames('Public tags')).toEqual(publicTags.slice(50).map((tag) => tag.name));
    // One page of private tags: no page navigation there.
    expect(region('Private tags').querySelector('nav.pagination')).toBeNull();
  });
});
