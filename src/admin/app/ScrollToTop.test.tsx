// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

let container: HTMLDivElement;
let root: Root;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  container = document.createElement('div');
  root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={['/users']}>
        <ScrollToTop />
        <NavigateProbe />
      </MemoryRouter>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

describe('ScrollToTop (SPEC 2.1)', () => {
  it('scrolls to the top on every path change', () => {
    scrollTo.mockClear();
    act(() => void navigate('/roles'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    act(() => void navigate('/tags'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('does not scroll when only the query changes (the path stays the same)', () => {
    scrollTo.mockClear();
    act(() => void navigate('/users?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
