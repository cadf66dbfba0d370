// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagDto } from '../../../../shared/tags/tag-schemas.ts';
import { settle as settleRounds, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { TagsPage } from './TagsPage.tsx';

/** A fake server: 60 public and 2 private tags, answering GET /api/tags/fetch(-private) like the real one. */
const publicTags: TagDto[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `Tag ${String(index + 1).padStart(2, '0')}`,
  private: false,
}));
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
  const body = {
    Success: true,
    Errors: [],
    data: { items: matching.slice(index * size, (index + 1) * size), totalItems: matching.length },
  };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const settle = () => settleRounds(5);
const region = (name: string) => dom.container.querySelector(`section[aria-label="${name}"]`)!;
const tagNames = (name: string) => [...region(name).querySelectorAll('tbody .tag')].map((element) => element.textContent);
const buttonIn = (name: string, label: string) => region(name).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://admin.test');
      requests.push(url);
      return answer(url);
    }),
  );
});

describe('Tags screen', () => {
  it('pages through every tag instead of showing a cut list', async () => {
    dom.render(<TagsPage />);
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
