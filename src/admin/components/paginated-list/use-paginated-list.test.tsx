// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDomTestRoot } from '../../test-support/dom-test-root.tsx';
import { usePaginatedList, type ListFetcher, type PaginatedListController } from './use-paginated-list.ts';

/** SPEC 9 list search debounce: 500 ms, leading edge, at most 1000 ms between fetches while typing. */
let controller: PaginatedListController<string>;
function Harness({ fetchItems, pageSize }: { fetchItems: ListFetcher<string>; pageSize?: number }) {
  controller = usePaginatedList(fetchItems, pageSize);
  return null;
}

const dom = createDomTestRoot({ attach: false });
let fetchItems: ReturnType<typeof vi.fn<ListFetcher<string>>>;

const searchTerms = () => fetchItems.mock.calls.map((call) => call[2]);
const type = (term: string) => act(() => controller.changeSearchTerm(term));
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(async () => {
  vi.useFakeTimers();
  fetchItems = vi.fn<ListFetcher<string>>(async () => ({ data: { items: [], totalItems: 0 } }));
  dom.mount();
  dom.render(<Harness fetchItems={fetchItems} />, { i18n: false });
  await advance(0);
});

afterEach(() => {
  dom.unmount();
  vi.useRealTimers();
});

describe('usePaginatedList search debounce', () => {
  it('fetches the first page once on mount with the default page size of 25', () => {
    expect(fetchItems).toHaveBeenCalledTimes(1);
    expect(fetchItems).toHaveBeenCalledWith(0, 25, '', '', 'asc');
  });

  it('fetches on the leading edge, then once 500 ms after the last keystroke', async () => {
    type('a');
    // Leading edge: the first keystroke fetches at once.
    expect(searchTerms()).toEqual(['', 'a']);
    await advance(100);
    type('ab');
    await advance(100);
    type('abc');
    await advance(499);
    expect(fetchItems).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(searchTerms()).toEqual(['', 'a', 'abc']);
    // Nothing more follows.
    await advance(5_000);
    expect(fetchItems).toHaveBeenCalledTimes(3);
  });

  it('a single keystroke fetches once (no extra trailing fetch)', async () => {
    type('x');
    await advance(2_000);
    expect(searchTerms()).toEqual(['', 'x']);
  });

  it('while typing on, fetches at least every 1000 ms (maximum wait)', async () => {
    type('s');
    expect(fetchItems).toHaveBeenCalledTimes(2);
    // A keystroke every 300 ms would postpone a pure 500 ms debounce for ever.
    const letters = 'search term';
    let term = 's';
    for (let step = 0; step < 3; step += 1) {
      await advance(300);
      term += letters[step + 1];
      type(term);
    }
    // 900 ms after the leading fetch: still waiting.
    expect(fetchItems).toHaveBeenCalledTimes(2);
    await advance(100);
    // 1000 ms: the maximum wait forces a fetch with the current term, though typing goes on.
    expect(fetchItems).toHaveBeenCalledTimes(3);
    expect(fetchItems.mock.calls[2]![2]).toBe('sear');
  });

  it('searches the current page with the current sort and page size', async () => {
    dom.render(<Harness fetchItems={fetchItems} pageSize={10} />, { i18n: false });
    await advance(0);
    act(() => controller.changeSort('name', 'desc'));
    await advance(0);
    fetchItems.mockClear();
    type('q');
    expect(fetchItems).toHaveBeenCalledWith(0, 10, 'q', 'name', 'desc');
    await advance(0);
  });
});
