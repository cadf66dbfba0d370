// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../../shared/blocks/block.ts';
import { i18n } from '../../../i18n/index.ts';
import { createDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { editorDispatch } from '../editor/editor-store.ts';
import { quoteBlock, testPage } from '../editor/editor-test-fixtures.ts';
import type * as CardBar from './BlockCardBar.tsx';
import { BlocksTab } from './BlocksTab.tsx';

/**
 * Issue 20: the page editor renders again for its presence, schedule, notices and messages; the
 * block cards (about fifteen translated labels each) render only when their own block changed.
 * Each card renders its bar once per render of the card, so the bar's renders count the cards'.
 */
const bars = vi.hoisted(() => ({ renders: [] as string[] }));
vi.mock('./BlockCardBar.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof CardBar>();
  return {
    BlockCardBar(props: Parameters<typeof actual.BlockCardBar>[0]) {
      bars.renders.push(props.summary ?? '');
      return actual.BlockCardBar(props);
    },
  };
});

const dom = createDomTestRoot();
let renderEditorAgain: () => void = () => undefined;

/** The editor around the tab: renders again on its own state, as presence or a message does. */
function Editor() {
  const [, setCount] = useState(0);
  renderEditorAgain = () => setCount((count) => count + 1);
  return <BlocksTab />;
}

beforeEach(() => {
  void i18n.changeLanguage('en');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  dom.mount();
  const blocks: Block[] = [quoteBlock('q1', 'One'), quoteBlock('q2', 'Two'), quoteBlock('q3', 'Three')];
  act(() => editorDispatch({ type: 'pageLoaded', page: testPage({}, { blocks }) }));
  dom.render(<Editor />, { route: true });
});

afterEach(() => {
  dom.unmount();
  act(() => editorDispatch({ type: 'closed' }));
  vi.restoreAllMocks();
  bars.renders = [];
});

describe('BlocksTab renders', () => {
  it('does not render the cards again when the editor around it renders again', () => {
    expect(dom.container.querySelectorAll('li.block-card')).toHaveLength(3);
    const before = bars.renders.length;
    act(() => renderEditorAgain());
    act(() => renderEditorAgain());
    expect(bars.renders.slice(before)).toEqual([]);
  });

  it('renders only the card whose block changed when one is edited', () => {
    const edit = [...dom.container.querySelectorAll('button')].filter((button) => button.getAttribute('aria-label') === 'Edit Quote');
    act(() => (edit[1] as HTMLElement).click());
    const input = dom.container.querySelector<HTMLInputElement>('li.block-card.is-expanded input.field__input[maxlength="80"]')!;
    const before = bars.renders.length;
    typeInto(input, 'team');
    expect(bars.renders.slice(before)).toEqual(['Two']);
  });

  it("clears the open card's anchor message when the other block's anchor changes, without rendering closed cards", () => {
    act(() => editorDispatch({ type: 'anchorChanged', key: 'q1', anchorPoint: 'team' }));
    act(() => editorDispatch({ type: 'anchorChanged', key: 'q3', anchorPoint: 'board' }));
    const edit = [...dom.container.querySelectorAll('button')].filter((button) => button.getAttribute('aria-label') === 'Edit Quote');
    act(() => (edit[1] as HTMLElement).click());
    const input = dom.container.querySelector<HTMLInputElement>('li.block-card.is-expanded input.field__input[maxlength="80"]')!;
    typeInto(input, 'team');
    const open = () => dom.container.querySelector('li.block-card.is-expanded')!.textContent;
    expect(open()).toContain('The anchor already exists on this page.');
    const before = bars.renders.length;
    act(() => editorDispatch({ type: 'anchorChanged', key: 'q1', anchorPoint: 'board' }));
    expect(open()).not.toContain('already exists on this page');
    // The changed block's card and the open card whose message went; not the closed third card,
    // whose anchor the change now duplicates (it shows no message while closed).
    expect(bars.renders.slice(before).sort()).toEqual(['One', 'Two']);
  });
});
