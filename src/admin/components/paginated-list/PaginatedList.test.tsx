// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListResponse } from '../../../shared/schemas/common.ts';
import { settle, setUpDomTestRoot, typeInto } from '../../test-support/dom-test-root.tsx';
import { PaginatedList, type ListColumn, type PaginatedListProps } from './PaginatedList.tsx';
import type { ListFetcher } from './use-paginated-list.ts';

interface Row {
  id: number;
  name: string;
}
const columns: ListColumn<Row>[] = [{ id: 'name', header: 'Name', accessor: 'name' }];
const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));
const answer = (items: Row[], totalItems = items.length): ListResponse<Row> => ({ data: { items, totalItems } });

const dom = setUpDomTestRoot({ language: 'en' });

function render(props: Partial<PaginatedListProps<Row>> & { fetchItems: ListFetcher<Row> }): void {
  dom.render(<PaginatedList<Row> label="Rows" columns={columns} rowKey={(row) => row.id} {...props} />);
}

const bodyText = () => dom.container.querySelector('tbody')!.textContent;
const button = (label: string) => dom.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const searchBox = () => dom.container.querySelector<HTMLInputElement>('input[type="search"]');

describe('PaginatedList', () => {
  it('requests the first page with the default page size of 25', async () => {
    const fetchItems = vi.fn<ListFetcher<Row>>(async () => answer(rows(3)));
    render({ fetchItems });
    await settle();
    expect(fetchItems).toHaveBeenCalledTimes(1);
    expect(fetchItems).toHaveBeenCalledWith(0, 25, '', '', 'asc');
    expect([...dom.container.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual(['Row 1', 'Row 2', 'Row 3']);
  });

  it('shows the no-results text only once loading finished without rows', async () => {
    let resolve!: (response: ListResponse<Row>) => void;
    const fetchItems = vi.fn<ListFetcher<Row>>(() => new Promise((done) => (resolve = done)));
    render({ fetchItems });
    await settle();
    // Still loading: a spinner, no "no results".
    expect(bodyText()).not.toContain('No results found.');
    expect(dom.container.querySelector('.table-wrapper')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve(answer([])));
    expect(bodyText()).toContain('No results found.');
    expect(dom.container.querySelector('.table-wrapper')!.getAttribute('aria-busy')).toBe('false');
  });

  it('shows a given no-results text, and none when there are rows', async () => {
    render({ fetchItems: async () => answer([]), noResultsText: 'No tags yet.' });
    await settle();
    expect(bodyText()).toBe('No tags yet.');
    dom.remount();
    render({ fetchItems: async () => answer(rows(1)), noResultsText: 'No tags yet.' });
    await settle();
    expect(bodyText()).toBe('Row 1');
  });

  it('shows the empty text only without a search term or filter; a search without hits shows the no-results text', async () => {
    const fetchItems = vi.fn<ListFetcher<Row>>(async () => answer([]));
    render({ fetchItems, searchable: true, emptyText: 'No pages yet.' });
    await settle();
    expect(bodyText()).toBe('No pages yet.');
    act(() => button('Open search')!.click());
    const input = searchBox()!;
    typeInto(input, 'zebra');
    await settle();
    expect(bodyText()).toBe('No results found.');
    dom.remount();
    render({ fetchItems, searchable: true, emptyText: 'No pages yet.', filtered: true });
    await settle();
    expect(bodyText()).toBe('No results found.');
  });

  it('the search icon opens the search box and closes it again', async () => {
    render({ fetchItems: async () => answer(rows(2)), searchable: true });
    await settle();
    expect(searchBox()).toBeNull();
    const open = button('Open search')!;
    expect(open.getAttribute('aria-expanded')).toBe('false');
    act(() => open.click());
    expect(searchBox()).not.toBeNull();
    expect(document.activeElement).toBe(searchBox());
    const close = button('Close search')!;
    expect(close.getAttribute('aria-expanded')).toBe('true');
    act(() => close.click());
    expect(searchBox()).toBeNull();
    expect(button('Open search')).not.toBeNull();
  });

  it('closing the search clears a typed term and fetches again', async () => {
    const fetchItems = vi.fn<ListFetcher<Row>>(async () => answer(rows(2)));
    render({ fetchItems, searchable: true });
    await settle();
    act(() => button('Open search')!.click());
    const input = searchBox()!;
    typeInto(input, 'row');
    await settle();
    expect(fetchItems.mock.calls.at(-1)![2]).toBe('row');
    act(() => button('Close search')!.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(fetchItems.mock.calls.at(-1)![2]).toBe('');
  });

  it('shows no page navigation for a single page, and one for more pages', async () => {
    render({ fetchItems: async () => answer(rows(25), 25) });
    await settle();
    expect(dom.container.querySelector('nav.pagination')).toBeNull();
    dom.remount();
    render({ fetchItems: async () => answer(rows(25), 26) });
    await settle();
    expect(dom.container.querySelector('nav.pagination')).not.toBeNull();
    expect(button('Page 2')).not.toBeNull();
  });

  it('with an estimated total says "more than N" and names no last page, keeping Next enabled', async () => {
    const fetchItems = vi.fn<ListFetcher<Row>>(async () => ({ data: { items: rows(25), totalItems: 1025, totalIsEstimate: true } }));
    render({ fetchItems });
    await settle();
    expect(dom.container.querySelector('.paginated-list__total')!.textContent).toBe('More than 1,025 items');
    const nav = dom.container.querySelector('nav.pagination')!;
    expect(nav.querySelector('.pagination__status')!.textContent).toBe('Page 1 of more than 41 pages');
    expect(button('Page 2')).not.toBeNull();
    expect(button('Page 41')).toBeNull();
    expect(button('Next page')!.disabled).toBe(false);
    act(() => button('Next page')!.click());
    await settle();
    expect(fetchItems.mock.calls.at(-1)![0]).toBe(1);
  });

  it('uses the screen\'s own "more than" text, and shows no count line for an exact total', async () => {
    render({
      fetchItems: async () => ({ data: { items: rows(25), totalItems: 1025, totalIsEstimate: true } }),
      moreThanText: (count) => `More than ${count} pages`,
    });
    await settle();
    expect(dom.container.querySelector('.paginated-list__total')!.textContent).toBe('More than 1025 pages');
    dom.remount();
    render({ fetchItems: async () => answer(rows(25), 50), moreThanText: (count) => `More than ${count} pages` });
    await settle();
    expect(dom.container.querySelector('.paginated-list__total')).toBeNull();
    expect(dom.container.querySelector('.pagination__status')).toBeNull();
    expect(button('Page 2')).not.toBeNull();
    act(() => button('Page 2')!.click());
    await settle();
    expect(button('Next page')!.disabled).toBe(true);
  });
});
