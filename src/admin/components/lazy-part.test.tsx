// @vitest-environment happy-dom
import { act, Suspense, useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomTestRoot, settle } from '../test-support/dom-test-root.tsx';
import { lazyPart } from './lazy-part.tsx';

/** A part with state of its own: a remount would set its count back to zero. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A loader the test settles by hand, one fetch after another. */
function manualLoader<P>() {
  const fetches: { resolve: (component: ComponentType<P>) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<P>>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  return { load, fetches };
}

const dom = setUpDomTestRoot({ language: 'en' });

function text(): string {
  return dom.container.textContent ?? '';
}

function click(name: string): void {
  const button = [...dom.container.querySelectorAll('button')].find((candidate) => candidate.textContent?.startsWith(name));
  if (!button) throw new Error(`No button "${name}" in: ${text()}`);
  act(() => button.click());
}

describe('lazyPart', () => {
  beforeEach(() => {
    // React reports what an error boundary caught; the boundary logs it too.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('shows its fallback while the code arrives, then the part', async () => {
    const { load, fetches } = manualLoader<{ label: string }>();
    const Part = lazyPart(load, { fallback: (props) => <p>Loading {props.label}</p> });
    dom.render(<Part label="Body" />);
    expect(text()).toBe('Loading Body');
    await act(async () => fetches[0]!.resolve(Counter));
    await settle();
    expect(text()).toBe('Body 0');
  });

  it('shows a failed load in its place with Try again, keeps the rest of the screen, and loads again', async () => {
    const { load, fetches } = manualLoader<{ label: string }>();
    const Part = lazyPart(load, { fallback: () => <p>Loading</p> });
    dom.render(
      <main>
        <Counter label="Title" />
        <Part label="Body" />
      </main>,
    );
    click('Title');
    await act(async () => fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    await settle();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain('could not be loaded');
    // The state beside the part (an editor's unsaved work) is still on screen.
    expect(text()).toContain('Title 1');

    click('Try again');
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]!.resolve(Counter));
    await settle();
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(text()).toBe('Title 1Body 0');
  });

  it('keeps a part that threw while rendering to its own place, says so, and renders it again on Try again', async () => {
    let broken = true;
    function SometimesBroken() {
      if (broken) throw new Error('the part failed');
      return <p>Mended</p>;
    }
    const Part = lazyPart(async () => SometimesBroken, { fallback: () => <p>Loading</p> });
    dom.render(
      <main>
        <Counter label="Title" />
        <Part />
      </main>,
    );
    await settle();
    expect(text()).toContain('Title 0');
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain('stopped working');
    broken = false;
    click('Try again');
    expect(text()).toBe('Title 0Mended');
  });

  it('loads anew for the next mount after a failed load, without Try again', async () => {
    const { load, fetches } = manualLoader<{ label: string }>();
    const Part = lazyPart(load, { fallback: () => <p>Loading</p> });
    dom.render(<Part label="Picker" />);
    await act(async () => fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    await settle();
    expect(dom.container.querySelector('[role="alert"]')).not.toBeNull();
    // Closed and opened again (a new mount): a new fetch, not the old failure.
    dom.render(null);
    dom.render(<Part label="Picker" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]!.resolve(Counter));
    await settle();
    expect(text()).toBe('Picker 0');
  });

  it('tries again when the address changes under a failed part (the next page in the same editor)', async () => {
    const { load, fetches } = manualLoader<{ label: string }>();
    const Part = lazyPart(load);
    // A screen: the layout's Suspense around it, rendered again on each navigation.
    const renderScreen = () =>
      dom.render(
        <Suspense fallback={<p>Screen loading</p>}>
          <Part label="Editor" />
        </Suspense>,
      );
    window.history.pushState(null, '', '/cmsadmin/page/1');
    renderScreen();
    await act(async () => fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    await settle();
    expect(dom.container.querySelector('[role="alert"]')).not.toBeNull();
    // Rendered again at the same address: no new fetch (no loop of retries).
    renderScreen();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    window.history.pushState(null, '', '/cmsadmin/page/2');
    renderScreen();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]!.resolve(Counter));
    await settle();
    expect(text()).toBe('Editor 0');
  });

  it('uses the failure view it is given, with the props of the part and Try again', async () => {
    const load = vi.fn(async (): Promise<typeof Counter> => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Part = lazyPart(load, {
      fallback: () => <p>Loading</p>,
      failure: (props, retry, chunk) => (
        <p>
          {props.label} {chunk ? 'not loaded' : 'broken'}
          <button type="button" onClick={retry}>
            Again
          </button>
        </p>
      ),
    });
    dom.render(<Part label="Picker" />);
    await settle();
    expect(text()).toBe('Picker not loadedAgain');
    click('Again');
    await settle();
    // Tried again (the loader still fails here): the failure view once more, not a blank part.
    expect(load).toHaveBeenCalledTimes(2);
    expect(text()).toBe('Picker not loadedAgain');
  });

  it('keeps the state of a loaded part when the screen around it renders again', async () => {
    const Part = lazyPart(async () => Counter, { fallback: () => <p>Loading</p> });
    dom.render(<Part label="Body" />);
    await settle();
    click('Body');
    expect(text()).toBe('Body 1');
    dom.render(<Part label="Text" />);
    expect(text()).toBe('Text 1');
  });

  it('renders at once when its code is already there', async () => {
    const load = vi.fn(async () => Counter);
    const Part = lazyPart(load, { fallback: () => <p>Loading</p> });
    await Part.preload();
    dom.render(<Part label="Body" />);
    expect(text()).toBe('Body 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a fallback of its own, leaves the loader to the Suspense boundary around it', async () => {
    const { load, fetches } = manualLoader<{ label: string }>();
    const Part = lazyPart(load);
    dom.render(
      <Suspense fallback={<p>Screen loading</p>}>
        <Part label="Screen" />
      </Suspense>,
    );
    expect(text()).toBe('Screen loading');
    await act(async () => fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    await settle();
    expect(dom.container.querySelector('[role="alert"]')).not.toBeNull();
  });
});
