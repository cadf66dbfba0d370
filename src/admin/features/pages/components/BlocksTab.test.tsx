// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../../shared/blocks/block.ts';
import { i18n } from '../../../i18n/index.ts';
import { createDomTestRoot, typeInto } from '../../../test-support/dom-test-root.tsx';
import { editorDispatch, editorState } from '../editor/editor-store.ts';
import { quoteBlock, testPage } from '../editor/editor-test-fixtures.ts';
import { BlocksTab } from './BlocksTab.tsx';

/** SPEC 2.4 Overview tab: add through the picker, replace, delete, anchors (V_18), unknown block types. */
const dom = createDomTestRoot();

function load(blocks: Block[]): void {
  act(() => editorDispatch({ type: 'pageLoaded', page: testPage({}, { blocks }) }));
}

function render(): void {
  dom.render(<BlocksTab />, { route: true });
}

const buttons = (scope: ParentNode = dom.container) => [...scope.querySelectorAll('button')];
const byText = (text: string, scope: ParentNode = dom.container) => buttons(scope).find((button) => button.textContent?.trim() === text);
const byLabel = (label: string, scope: ParentNode = dom.container) =>
  buttons(scope).find((button) => button.getAttribute('aria-label') === label);
const dialog = () => dom.container.querySelector('dialog');
const click = (element: Element | undefined) => {
  expect(element, 'element to click').toBeDefined();
  act(() => (element as HTMLElement).click());
};
const types = () => editorState().draft.blocks.map((block) => `${block.key}:${block.type}`);

beforeEach(() => {
  void i18n.changeLanguage('en');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  dom.mount();
});

afterEach(() => {
  dom.unmount();
  act(() => editorDispatch({ type: 'closed' }));
  vi.restoreAllMocks();
});

describe('BlocksTab', () => {
  it('adds a block through the picker, at the end, and opens its form', () => {
    load([quoteBlock('q1', 'Nature first')]);
    render();
    expect(dialog()).toBeNull();
    click(byText('Add block'));
    expect(dialog()?.textContent).toContain('Add a block');
    click(byText('Rich text', dialog()!));
    expect(dialog()).toBeNull();
    expect(editorState().draft.blocks.map((block) => block.type)).toEqual(['quote', 'richText']);
    expect(editorState().unsaved).toBe(true);
    // The new block is shown and its form is open.
    const cards = dom.container.querySelectorAll('li.block-card');
    expect(cards).toHaveLength(2);
    expect(cards[1]!.classList.contains('is-expanded')).toBe(true);
  });

  it('adds a block after a given block', () => {
    load([quoteBlock('q1', 'One'), quoteBlock('q2', 'Two')]);
    render();
    click(byLabel('Add block after Quote'));
    click(byText('Rich text', dialog()!));
    expect(
      editorState()
        .draft.blocks.map((block) => block.key)
        .indexOf('q1'),
    ).toBe(0);
    expect(editorState().draft.blocks[1]!.type).toBe('richText');
    expect(editorState().draft.blocks[2]!.key).toBe('q2');
  });

  it('replaces a block through the picker: same key and anchor, the new type; the current type cannot be picked', () => {
    load([{ ...quoteBlock('q1', 'Nature first'), anchorPoint: 'intro' }]);
    render();
    click(byLabel('Replace Quote'));
    expect(dialog()?.textContent).toContain('Replace block');
    expect(byText('Quote', dialog()!)?.disabled).toBe(true);
    click(byText('Rich text', dialog()!));
    expect(types()).toEqual(['q1:richText']);
    expect(editorState().draft.blocks[0]).toMatchObject({ anchorPoint: 'intro', props: { html: '' } });
  });

  it('deletes a block only after confirming', () => {
    load([quoteBlock('q1', 'One'), { ...quoteBlock('q2', 'Two'), type: 'richText', props: { html: '<p>x</p>' } }]);
    render();
    click(byLabel('Delete Quote'));
    expect(dialog()?.textContent).toContain('Quote');
    click(byText('Cancel', dialog()!));
    expect(types()).toEqual(['q1:quote', 'q2:richText']);
    click(byLabel('Delete Quote'));
    click(byText('Delete', dialog()!));
    expect(types()).toEqual(['q2:richText']);
    expect(dom.container.querySelectorAll('li.block-card')).toHaveLength(1);
  });

  it('an anchor another block already uses shows the V_18 message', () => {
    load([{ ...quoteBlock('q1', 'One'), anchorPoint: 'team' }, quoteBlock('q2', 'Two')]);
    render();
    const edit = buttons().filter((button) => button.getAttribute('aria-label') === 'Edit Quote');
    click(edit[1]);
    const input = dom.container.querySelector<HTMLInputElement>('li.block-card.is-expanded input.field__input[maxlength="80"]')!;
    expect(input).not.toBeNull();
    typeInto(input, 'team');
    expect(editorState().draft.blocks[1]!.anchorPoint).toBe('team');
    const card = dom.container.querySelector('li.block-card.is-expanded')!;
    expect(card.textContent).toContain('The anchor already exists on this page.');
    expect(card.querySelector('.has-error')).not.toBeNull();
    typeInto(input, 'team-2');
    expect(dom.container.querySelector('li.block-card.is-expanded')!.textContent).not.toContain('already exists on this page');
  });

  it('shows a block of an unknown type as a read-only card that is kept until deleted explicitly', () => {
    const retired: Block = { type: 'marquee', key: 'm1', props: { speed: 3 }, anchorPoint: '', __images: {}, __files: {} };
    load([quoteBlock('q1', 'One'), retired]);
    render();
    const card = dom.container.querySelector('li.block-card--unknown')!;
    expect(card.textContent).toContain('Unknown block type marquee');
    // Read-only: no edit or replace.
    expect(byLabel('Edit Unknown block type marquee', card)).toBeUndefined();
    expect(byLabel('Replace Unknown block type marquee', card)).toBeUndefined();
    expect(editorState().draft.blocks[1]).toBe(retired);
    click(byLabel('Delete Unknown block type marquee', card));
    click(byText('Delete', dialog()!));
    expect(types()).toEqual(['q1:quote']);
  });
});
