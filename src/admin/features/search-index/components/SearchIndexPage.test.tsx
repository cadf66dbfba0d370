// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settle as settleRounds, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { SearchIndexPage } from './SearchIndexPage.tsx';
import type { IndexStatus } from '../search-index-state.ts';

/** A fake server whose jobs run in the background: POSTs answer 202 at once, GET status follows. */
let server: IndexStatus;
let statusReads: number;
let onStatusRead: (reads: number) => void;
const posts: string[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const dom = setUpDomTestRoot({
  language: 'en',
  afterUnmount: () => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  },
});
const settle = () => settleRounds(5);
const button = (label: string) => [...dom.container.querySelectorAll('button')].find((element) => element.textContent === label);
const text = () => dom.container.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  posts.length = 0;
  statusReads = 0;
  onStatusRead = () => undefined;
  server = { indexingState: 'idle', removalState: 'idle', processed: 0, total: 0, documents: 3 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://admin.test');
      if (url.pathname === '/api/search/status') {
        statusReads += 1;
        onStatusRead(statusReads);
        return json({ Success: true, Errors: [], data: server });
      }
      if (init?.method === 'POST' && url.pathname === '/api/search/index-all-pages') {
        posts.push(url.pathname);
        server = { ...server, indexingState: 'loading', processed: 0, total: 10 };
        return json({ Success: true, Errors: [], started: true, data: server }, 202);
      }
      return json({ Success: true, Errors: [] });
    }),
  );
});

async function tick(): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(1000);
  });
  await settle();
}

describe('Search index screen', () => {
  it('starts index-all, which answers at once, and follows the status to success', async () => {
    dom.render(<SearchIndexPage />);
    await settle();
    act(() => button('Index all pages')!.click());
    await settle();
    expect(posts).toEqual(['/api/search/index-all-pages']);
    expect(button('Indexing…')?.disabled).toBe(true);

    server = { ...server, processed: 4 };
    await tick();
    expect(text()).toContain('4 of 10 pages');

    server = { ...server, indexingState: 'success', processed: 10, documents: 10 };
    await tick();
    expect(text()).toContain('All published pages have been indexed.');
    expect(button('Index all pages')?.disabled).toBe(false);
    // Polling stops once the job ended.
    const reads = statusReads;
    await tick();
    expect(statusReads).toBe(reads);
  });

  it('opened while a rebuild started elsewhere runs: shows it and follows it to its end (error too)', async () => {
    server = { ...server, indexingState: 'loading', processed: 2, total: 10 };
    dom.render(<SearchIndexPage />);
    await settle();
    expect(button('Indexing…')?.disabled).toBe(true);
    onStatusRead = () => {
      server = { ...server, indexingState: 'error' };
    };
    await tick();
    expect(text()).toContain('Indexing failed.');
    expect(button('Index all pages')?.disabled).toBe(false);
    expect(posts).toEqual([]);
  });
});
