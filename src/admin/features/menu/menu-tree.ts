import type { MenuItemDto } from '../../../shared/menu/menu-dto.ts';
import { MENU_MAX_DEPTH } from '../../../shared/menu/menu-schemas.ts';

/**
 * The menu editor keeps one menu as a flat, depth-first list (what the API sends and takes,
 * and what a sortable tree works with). Nesting is `parentKey`; `depth` is derived from it.
 * Every operation here is pure and returns a new, normalised list.
 */
export type MenuItem = MenuItemDto;
export interface FlatMenuItem extends MenuItem {
  depth: number;
}
export interface MenuTreeNode {
  item: MenuItem;
  children: MenuTreeNode[];
}

/** The deepest depth index an item may have (0 = top level). */
export const MAX_DEPTH_INDEX = MENU_MAX_DEPTH - 1;

/** Nested tree from the flat list; siblings keep list order, orphans become top-level items. */
export function buildTree(items: MenuItem[]): MenuTreeNode[] {
  const nodes = new Map<string, MenuTreeNode>();
  for (const item of items) nodes.set(item.key, { item, children: [] });
  const roots: MenuTreeNode[] = [];
  for (const item of items) {
    const node = nodes.get(item.key)!;
    const parent = item.parentKey !== null ? nodes.get(item.parentKey) : undefined;
    if (parent && parent !== node && !isAncestor(nodes, item.key, item.parentKey!)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** True when `key` is (transitively) a parent of `candidate`: a loop guard for broken input. */
function isAncestor(nodes: Map<string, MenuTreeNode>, key: string, candidate: string): boolean {
  let current: string | null = candidate;
  const seen = new Set<string>();
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const parentKey: string | null = nodes.get(current)?.item.parentKey ?? null;
    if (parentKey === key) return true;
    current = parentKey;
  }
  return false;
}

/** Depth-first flat list with parentKey and depth set from the tree. */
export function flattenTree(tree: MenuTreeNode[]): FlatMenuItem[] {
  const result: FlatMenuItem[] = [];
  const walk = (nodes: MenuTreeNode[], parentKey: string | null, depth: number) => {
    for (const node of nodes) {
      result.push({ ...node.item, parentKey, depth });
      walk(node.children, node.item.key, depth + 1);
    }
  };
  walk(tree, null, 0);
  return result;
}

/** Any list (flat or with stale depths) in canonical depth-first order with depths. */
export function normalize(items: MenuItem[]): FlatMenuItem[] {
  return flattenTree(buildTree(items));
}

/** Strips the derived depth; what PUT /api/menu takes (in this order). */
export function toMenuItems(items: FlatMenuItem[]): MenuItem[] {
  return items.map(({ depth: _depth, ...item }) => item);
}

function indexOfKey(items: FlatMenuItem[], key: string): number {
  return items.findIndex((item) => item.key === key);
}

/** End (exclusive) of the subtree starting at `index`. */
function subtreeEnd(items: FlatMenuItem[], index: number): number {
  let end = index + 1;
  while (end < items.length && items[end]!.depth > items[index]!.depth) end += 1;
  return end;
}

/** Keys of an item and all its descendants. */
export function subtreeKeys(items: FlatMenuItem[], key: string): string[] {
  const index = indexOfKey(items, key);
  if (index < 0) return [];
  return items.slice(index, subtreeEnd(items, index)).map((item) => item.key);
}

/** How many levels hang below an item (0 for a leaf). */
export function subtreeHeight(items: FlatMenuItem[], key: string): number {
  const index = indexOfKey(items, key);
  if (index < 0) return 0;
  const base = items[index]!.depth;
  return Math.max(0, ...items.slice(index, subtreeEnd(items, index)).map((item) => item.depth - base));
}

function siblings(items: FlatMenuItem[], parentKey: string | null): FlatMenuItem[] {
  return items.filter((item) => item.parentKey === parentKey);
}

function previousSibling(items: FlatMenuItem[], key: string): FlatMenuItem | undefined {
  const item = items[indexOfKey(items, key)];
  if (!item) return undefined;
  const list = siblings(items, item.parentKey);
  return list[list.findIndex((sibling) => sibling.key === key) - 1];
}

function nextSibling(items: FlatMenuItem[], key: string): FlatMenuItem | undefined {
  const item = items[indexOfKey(items, key)];
  if (!item) return undefined;
  const list = siblings(items, item.parentKey);
  return list[list.findIndex((sibling) => sibling.key === key) + 1];
}

/** Swaps an item (with its children) and a sibling (with theirs). */
function swapWithSibling(items: FlatMenuItem[], key: string, other: FlatMenuItem | undefined): FlatMenuItem[] {
  if (!other) return items;
  const tree = buildTree(items);
  const swapIn = (nodes: MenuTreeNode[]): boolean => {
    const a = nodes.findIndex((node) => node.item.key === key);
    const b = nodes.findIndex((node) => node.item.key === other.key);
    if (a >= 0 && b >= 0) {
      [nodes[a], nodes[b]] = [nodes[b]!, nodes[a]!];
      return true;
    }
    return nodes.some((node) => swapIn(node.children));
  };
  swapIn(tree);
  return flattenTree(tree);
}

export const canMoveUp = (items: FlatMenuItem[], key: string) => previousSibling(items, key) !== undefined;
export const canMoveDown = (items: FlatMenuItem[], key: string) => nextSibling(items, key) !== undefined;

export function moveUp(items: FlatMenuItem[], key: string): FlatMenuItem[] {
  return swapWithSibling(items, key, previousSibling(items, key));
}

export function moveDown(items: FlatMenuItem[], key: string): FlatMenuItem[] {
  return swapWithSibling(items, key, nextSibling(items, key));
}

/** Indent: becomes the last child of its previous sibling, if the result stays within the depth limit. */
export function canIndent(items: FlatMenuItem[], key: string): boolean {
  const item = items[indexOfKey(items, key)];
  if (!item || !previousSibling(items, key)) return false;
  return item.depth + 1 + subtreeHeight(items, key) <= MAX_DEPTH_INDEX;
}

export function indent(items: FlatMenuItem[], key: string): FlatMenuItem[] {
  if (!canIndent(items, key)) return items;
  const parent = previousSibling(items, key)!;
  // The previous sibling's subtree directly precedes the item, so appending keeps list order.
  return normalize(items.map((item) => (item.key === key ? { ...item, parentKey: parent.key } : item)));
}

/** Outdent: becomes the sibling right after its parent. */
export const canOutdent = (items: FlatMenuItem[], key: string) => (items[indexOfKey(items, key)]?.parentKey ?? null) !== null;

export function outdent(items: FlatMenuItem[], key: string): FlatMenuItem[] {
  const index = indexOfKey(items, key);
  const item = items[index];
  if (!item || item.parentKey === null) return items;
  const parentIndex = indexOfKey(items, item.parentKey);
  const parent = items[parentIndex]!;
  const moving = items.slice(index, subtreeEnd(items, index));
  const rest = [...items.slice(0, index), ...items.slice(subtreeEnd(items, index))];
  const parentEnd = subtreeEnd(
    rest,
    rest.findIndex((entry) => entry.key === parent.key),
  );
  const moved = moving.map((entry, position) => (position === 0 ? { ...entry, parentKey: parent.parentKey } : entry));
  return normalize([...rest.slice(0, parentEnd), ...moved, ...rest.slice(parentEnd)]);
}

/** Removes an item and all its descendants. */
export function removeSubtree(items: FlatMenuItem[], key: string): FlatMenuItem[] {
  const removed = new Set(subtreeKeys(items, key));
  return items.filter((item) => !removed.has(item.key));
}

/** Adds an item as the last child of `parentKey` (or at the end of the top level). */
export function addItem(items: FlatMenuItem[], item: MenuItem, parentKey: string | null = null): FlatMenuItem[] {
  return normalize([...items, { ...item, parentKey }]);
}

export function replaceItem(items: FlatMenuItem[], item: MenuItem): FlatMenuItem[] {
  return items.map((entry) => (entry.key === item.key ? { ...item, parentKey: entry.parentKey, depth: entry.depth } : entry));
}

/** A fresh key in the format the API accepts (letters, digits, _ and -). */
export function newMenuKey(existing: Iterable<string> = []): string {
  const taken = new Set(existing);
  for (;;) {
    const key = `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.has(key)) return key;
  }
}

// ---- Drag and drop (dnd-kit sortable tree: a flat list where the horizontal offset sets depth) ----

/** While dragging, the dragged item's descendants travel with it and are hidden from the list. */
export function withoutDescendantsOf(items: FlatMenuItem[], key: string): FlatMenuItem[] {
  const hidden = new Set(subtreeKeys(items, key).slice(1));
  return items.filter((item) => !hidden.has(item.key));
}

export interface DropProjection {
  depth: number;
  parentKey: string | null;
}

function arrayMove<T>(list: T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}

/**
 * Where the dragged item would land: at the position of `overKey`, at the depth the pointer's
 * horizontal offset asks for, clamped so the tree stays valid and within MENU_MAX_DEPTH
 * (the dragged item's own children count). `items` is the full list.
 */
export function projectDrop(
  items: FlatMenuItem[],
  activeKey: string,
  overKey: string,
  offsetX: number,
  indentWidth: number,
): DropProjection | null {
  const height = subtreeHeight(items, activeKey);
  const visible = withoutDescendantsOf(items, activeKey);
  const activeIndex = visible.findIndex((item) => item.key === activeKey);
  const overIndex = visible.findIndex((item) => item.key === overKey);
  if (activeIndex < 0 || overIndex < 0) return null;
  const active = visible[activeIndex]!;
  const moved = arrayMove(visible, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const wanted = active.depth + Math.round(offsetX / indentWidth);
  const maxDepth = Math.min(previous ? previous.depth + 1 : 0, MAX_DEPTH_INDEX - height);
  const minDepth = Math.min(next ? next.depth : 0, Math.max(0, maxDepth));
  const depth = Math.max(0, Math.min(Math.max(wanted, minDepth), maxDepth));
  if (depth === 0 || !previous) return { depth: 0, parentKey: null };
  if (depth === previous.depth) return { depth, parentKey: previous.parentKey };
  if (depth > previous.depth) return { depth, parentKey: previous.key };
  const ancestor = moved
    .slice(0, overIndex)
    .reverse()
    .find((item) => item.depth === depth);
  return { depth, parentKey: ancestor?.parentKey ?? null };
}

/** Applies a drop: the dragged item (with its subtree) moves to `overKey`'s position under the projected parent. */
export function applyDrop(items: FlatMenuItem[], activeKey: string, overKey: string, projection: DropProjection): FlatMenuItem[] {
  const keys = subtreeKeys(items, activeKey);
  if (keys.length === 0) return items;
  if (projection.parentKey !== null && keys.includes(projection.parentKey)) return items;
  const descendants = items.filter((item) => keys.slice(1).includes(item.key));
  const visible = withoutDescendantsOf(items, activeKey);
  const activeIndex = visible.findIndex((item) => item.key === activeKey);
  const overIndex = visible.findIndex((item) => item.key === overKey);
  if (activeIndex < 0 || overIndex < 0) return items;
  const moved = arrayMove(visible, activeIndex, overIndex).map((item) =>
    item.key === activeKey ? { ...item, parentKey: projection.parentKey } : item,
  );
  const at = moved.findIndex((item) => item.key === activeKey);
  return normalize([...moved.slice(0, at + 1), ...descendants, ...moved.slice(at + 1)]);
}
