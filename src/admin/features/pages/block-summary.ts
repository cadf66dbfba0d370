import type { Block } from '../../../shared/blocks/block.ts';

/** A short text to recognise a block by in the list: its title, name or first text. */
export function blockSummary(block: Block): string {
  const props = block.props ?? {};
  for (const key of ['title', 'name', 'text', 'caption', 'html']) {
    const value = props[key];
    if (typeof value === 'string' && value.trim() !== '') {
      const text = value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) return text.length > 80 ? `${text.slice(0, 77)}…` : text;
    }
  }
  return '';
}
