// @vitest-environment happy-dom
import { act } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDomTestRoot } from '../test-support/dom-test-root.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

const dom = createDomTestRoot({ attach: false });
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  dom.mount();
  dom.render(
    <>
      <ScrollToTop />
      <NavigateProbe />
    </>,
    { route: '/users', i18n: false },
  );
});

afterEach(() => {
  dom.unmount();
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
