import { ANCHOR_PATTERN, type Block } from '../../../../shared/blocks/block.ts';
import { defaultBlockProps, type BlockType } from '../../../../shared/blocks/definitions.ts';

/** Pure helpers for editing a page's block list: new blocks and keys, moves, media slots, anchors. */

/** A new block of `type`: default props, no anchor, no media. */
export function createBlock(type: BlockType, key: string): Block {
  return { type, key, props: defaultBlockProps(type) as Record<string, unknown>, anchorPoint: '', __images: {}, __files: {} };
}

/** A fresh block key (the server accepts [A-Za-z0-9_-]{1,64}). */
export function newBlockKey(random: () => number = Math.random): string {
  const part = () =>
    Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0');
  return `b${Date.now().toString(36)}${part()}`;
}

/** Moves one element; out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], fromIndex: number, toIndex: number): T[] {
  if (fromIndex === toIndex || fromIndex < 0 || toIndex < 0 || fromIndex >= list.length || toIndex >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(fromIndex, 1);
  next.splice(toIndex, 0, moved as T);
  return next;
}

/** Keeps only media slots the (new) block type offers. */
export function keepSlots<T>(slots: Record<string, T[]>, allowed: Record<string, number>): Record<string, T[]> {
  return Object.fromEntries(Object.entries(slots).filter(([slot]) => Object.hasOwn(allowed, slot)));
}

/**
 * Why an anchor cannot be used: V_12 when it breaks the pattern, V_18 when another block
 * of the page already uses it; null when it is fine (an empty anchor is "none").
 */
export function anchorError(blocks: readonly Pick<Block, 'key' | 'anchorPoint'>[], key: string, anchor: string): 'V_12' | 'V_18' | null {
  if (anchor === '') return null;
  if (!ANCHOR_PATTERN.test(anchor)) return 'V_12';
  return blocks.some((block) => block.key !== key && block.anchorPoint === anchor) ? 'V_18' : null;
}
