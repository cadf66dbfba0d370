// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { createDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { editorDispatch, usePageEditorStore } from '../editor/editor-store.ts';
import { testPage } from '../editor/editor-test-fixtures.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/** SPEC 2.4: leaving the editor with unsaved changes prompts. */
const dom = createDomTestRoot();

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function Editor() {
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  return (
    <>
      <UnsavedChangesGuard when={unsaved} />
      <Link to="/page-overview">Overview</Link>
      <Location />
    </>
  );
}

function render(): void {
  const router = createMemoryRouter(
    [
      { path: '/page/:id', element: <Editor /> },
      { path: '/page-overview', element: <Location /> },
    ],
    { initialEntries: ['/page/5'] },
  );
  dom.render(<RouterProvider router={router} />);
}

const location = () => dom.container.querySelector('[data-testid="location"]')!.textContent;
const dialog = () => dom.container.querySelector('dialog');
const button = (text: string) => [...dom.container.querySelectorAll('button')].find((element) => element.textContent?.trim() === text);
const click = async (element: Element | null | undefined) => {
  expect(element, 'element to click').toBeTruthy();
  await act(async () => {
    (element as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
};
const overviewLink = () => [...dom.container.querySelectorAll('a')].find((element) => element.textContent === 'Overview');
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  void i18n.changeLanguage('en');
  act(() => editorDispatch({ type: 'pageLoaded', page: testPage() }));
  dom.mount();
});

afterEach(() => {
  dom.unmount();
  act(() => editorDispatch({ type: 'closed' }));
});

describe('UnsavedChangesGuard', () => {
  it('without unsaved changes navigation goes ahead and nothing prompts', async () => {
    render();
    expect(beforeUnloadPrevented()).toBe(false);
    await click(overviewLink());
    expect(location()).toBe('/page-overview');
    expect(dialog()).toBeNull();
  });

  it('with unsaved changes navigation prompts: Stay keeps the editor, Leave goes', async () => {
    render();
    act(() => editorDispatch({ type: 'fieldChanged', field: 'title', value: 'Bats at dusk' }));
    expect(usePageEditorStore.getState().editor.unsaved).toBe(true);
    // Closing or reloading the tab gets the browser's prompt.
    expect(beforeUnloadPrevented()).toBe(true);

    await click(overviewLink());
    expect(location()).toBe('/page/5');
    expect(dialog()?.textContent).toContain('Unsaved changes');
    await click(button('Stay'));
    expect(dialog()).toBeNull();
    expect(location()).toBe('/page/5');
    expect(usePageEditorStore.getState().editor.draft.title).toBe('Bats at dusk');

    await click(overviewLink());
    expect(dialog()).not.toBeNull();
    await click(button('Leave'));
    expect(location()).toBe('/page-overview');
  });
});
