import { describe, expect, it } from 'vitest';
import {
  addItem,
  applyDrop,
  buildTree,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  flattenTree,
  indent,
  moveDown,
  moveUp,
  normalize,
  outdent,
  projectDrop,
  removeSubtree,
  subtreeHeight,
  type FlatMenuItem,
  type MenuItem,
} from './menu-tree.ts';

const item = (key: string, parentKey: string | null = null): MenuItem => ({
  key,
  parentKey,
  label: key.toUpperCase(),
  type: 'external',
  target: `https://example.com/${key}`,
  pageId: null,
  page: null,
  broken: false,
  openInNewTab: false,
});

/** a (b (c)), d, e */
const sample = (): FlatMenuItem[] => normalize([item('a'), item('b', 'a'), item('c', 'b'), item('d'), item('e')]);
const shape = (items: FlatMenuItem[]) => items.map((entry) => `${'-'.repeat(entry.depth)}${entry.key}`).join(' ');

describe('menu tree: flatten and build', () => {
  it('round-trips a flat list through a tree', () => {
    const tree = buildTree(sample());
    expect(tree.map((node) => node.item.key)).toEqual(['a', 'd', 'e']);
    expect(tree[0]!.children[0]!.children[0]!.item.key).toBe('c');
    expect(shape(flattenTree(tree))).toBe('a -b --c d e');
  });

  it('puts children after their parent even when listed before it, and survives loops and orphans', () => {
    expect(shape(normalize([item('b', 'a'), item('a')]))).toBe('a -b');
    expect(shape(normalize([item('x', 'missing')]))).toBe('x');
    const looped = normalize([item('p', 'q'), item('q', 'p')]);
    expect(looped).toHaveLength(2);
  });

  it('measures subtree height', () => {
    expect(subtreeHeight(sample(), 'a')).toBe(2);
    expect(subtreeHeight(sample(), 'd')).toBe(0);
  });
});

describe('menu tree: keyboard moves', () => {
  it('moves an item with its children up and down among its siblings', () => {
    expect(shape(moveDown(sample(), 'a'))).toBe('d a -b --c e');
    expect(shape(moveUp(sample(), 'e'))).toBe('a -b --c e d');
    expect(canMoveUp(sample(), 'a')).toBe(false);
    expect(canMoveDown(sample(), 'e')).toBe(false);
    expect(canMoveUp(sample(), 'b')).toBe(false);
    expect(moveUp(sample(), 'a')).toEqual(sample());
  });

  it('indents under the previous sibling within the depth limit', () => {
    expect(shape(indent(sample(), 'd'))).toBe('a -b --c -d e');
    expect(indent(sample(), 'd').find((entry) => entry.key === 'd')!.parentKey).toBe('a');
    // e under d is fine; a's subtree already spans three levels, so nothing can go below c.
    expect(canIndent(sample(), 'a')).toBe(false);
    const twoLevels = indent(sample(), 'd');
    expect(canIndent(twoLevels, 'd')).toBe(true);
    expect(shape(indent(twoLevels, 'd'))).toBe('a -b --c --d e');
    expect(canIndent(indent(twoLevels, 'd'), 'd')).toBe(false);
  });

  it('refuses to indent a subtree beyond three levels', () => {
    // d (f) indented under a would put f at depth 2: fine; under b it would be depth 3: refused.
    const items = normalize([item('a'), item('b', 'a'), item('d', 'a'), item('f', 'd')]);
    expect(canIndent(items, 'd')).toBe(false);
    expect(indent(items, 'd')).toBe(items);
  });

  it('outdents to right after the parent', () => {
    expect(shape(outdent(sample(), 'c'))).toBe('a -b -c d e');
    expect(shape(outdent(sample(), 'b'))).toBe('a b -c d e');
    expect(canOutdent(sample(), 'a')).toBe(false);
    const withSiblings = normalize([item('a'), item('b', 'a'), item('x', 'a'), item('d')]);
    expect(shape(outdent(withSiblings, 'b'))).toBe('a -x b d');
  });

  it('deletes an item with its children and adds new items', () => {
    expect(shape(removeSubtree(sample(), 'a'))).toBe('d e');
    expect(shape(removeSubtree(sample(), 'b'))).toBe('a d e');
    expect(shape(addItem(sample(), item('n'), 'a'))).toBe('a -b --c -n d e');
    expect(shape(addItem(sample(), item('n')))).toBe('a -b --c d e n');
  });
});

describe('menu tree: drag and drop projection', () => {
  const width = 32;
  it('keeps the depth of the slot when dropped without horizontal offset', () => {
    const projection = projectDrop(sample(), 'e', 'd', 0, width)!;
    expect(projection).toEqual({ depth: 0, parentKey: null });
    expect(shape(applyDrop(sample(), 'e', 'd', projection))).toBe('a -b --c e d');
  });

  it('nests under the item above when dragged to the right', () => {
    const projection = projectDrop(sample(), 'e', 'e', width, width)!;
    expect(projection).toEqual({ depth: 1, parentKey: 'd' });
    expect(shape(applyDrop(sample(), 'e', 'e', projection))).toBe('a -b --c d -e');
  });

  it('clamps to the depth limit and moves the subtree along', () => {
    // Dropping d after c far to the right: at most depth 2 (under b).
    const deep = projectDrop(sample(), 'd', 'd', width * 5, width)!;
    expect(deep).toEqual({ depth: 2, parentKey: 'b' });
    // a has two levels below it, so it can only stay at the top level.
    const a = projectDrop(sample(), 'a', 'd', width * 3, width)!;
    expect(a.depth).toBe(0);
    expect(shape(applyDrop(sample(), 'a', 'd', a))).toBe('d a -b --c e');
  });

  it('never drops an item into its own subtree', () => {
    expect(applyDrop(sample(), 'a', 'a', { depth: 1, parentKey: 'b' })).toEqual(sample());
  });
});
