import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../i18n/index.ts';

/**
 * Shared set-up for the admin's happy-dom component tests: a React root in a fresh container per
 * test, a render that wraps the admin's providers, and settle() to let pending fetches finish.
 * Importing this module also tells React that the tests drive it through act().
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface ProviderOptions {
  /** Wraps the node in a MemoryRouter: `true` starts at '/', a string at that path. */
  route?: string | boolean;
  /** Wraps the node in the I18nextProvider of the admin's i18n instance (the default). */
  i18n?: boolean;
}

export interface DomTestRootOptions {
  /** Appends the container to document.body (the default); hook-only tests may leave it detached. */
  attach?: boolean;
}

export interface DomTestRoot {
  /** The current test's container (valid from mount() on). */
  readonly container: HTMLDivElement;
  /** The current test's React root (valid from mount() on). */
  readonly root: Root;
  /** Creates a fresh container and a React root on it. */
  mount(): void;
  /** Unmounts the root and removes the container. */
  unmount(): void;
  /** Unmounts the root and starts a new one on the same container (a fresh render, state and all). */
  remount(): void;
  /** Renders the node, wrapped in the providers asked for, inside act(). */
  render(node: ReactNode, options?: ProviderOptions): void;
}

/** Wraps a node in the admin's providers: the i18n provider (unless i18n: false) around an optional MemoryRouter. */
export function withProviders(node: ReactNode, { route, i18n: translated = true }: ProviderOptions = {}): ReactNode {
  let tree = node;
  if (route !== undefined && route !== false)
    tree = <MemoryRouter initialEntries={typeof route === 'string' ? [route] : undefined}>{tree}</MemoryRouter>;
  if (translated) tree = <I18nextProvider i18n={i18n}>{tree}</I18nextProvider>;
  return tree;
}

/**
 * A root whose mount() and unmount() the test calls from its own beforeEach and afterEach, for
 * tests whose other set-up or clean-up has to run in a given order around them.
 */
export function createDomTestRoot({ attach = true }: DomTestRootOptions = {}): DomTestRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  const mounted = () => {
    if (!container || !root) throw new Error('The test root is not mounted: call mount() in a beforeEach first.');
    return { container, root };
  };
  return {
    get container() {
      return mounted().container;
    },
    get root() {
      return mounted().root;
    },
    mount() {
      container = document.createElement('div');
      if (attach) document.body.append(container);
      root = createRoot(container);
    },
    unmount() {
      const current = mounted();
      act(() => current.root.unmount());
      current.container.remove();
    },
    remount() {
      const current = mounted();
      act(() => current.root.unmount());
      root = createRoot(current.container);
    },
    render(node, options) {
      const { root: current } = mounted();
      act(() => current.render(withProviders(node, options)));
    },
  };
}

export interface SetUpDomTestRootOptions extends DomTestRootOptions {
  /** The interface language to switch to before each test. */
  language?: string;
  /** Clean-up to run right after the root is unmounted (restoring stubbed globals, timers). */
  afterUnmount?: () => void;
}

/**
 * A root mounted before and unmounted after every test (hooks registered here, so a beforeEach
 * the test file registers later runs with the root mounted). With `language`, the interface
 * language is set first, so every test starts in the same language.
 */
export function setUpDomTestRoot({ language, afterUnmount, ...options }: SetUpDomTestRootOptions = {}): DomTestRoot {
  const dom = createDomTestRoot(options);
  beforeEach(async () => {
    if (language !== undefined) await i18n.changeLanguage(language);
    dom.mount();
  });
  afterEach(() => {
    dom.unmount();
    afterUnmount?.();
  });
  return dom;
}

/** Lets pending promises and zero-delay timers (fetches, effects) run, in the given number of rounds. */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Types into a React-controlled input the way a user does (the native setter, then an input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
