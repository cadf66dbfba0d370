import type { Block } from '../../../shared/blocks/block.ts';

/** Props that hold settings or addresses rather than words a visitor reads. */
const NON_TEXT_PROPS = new Set(['link', 'variant', 'provider', 'videoId', 'pageType', 'imagePosition', 'professionalNetworkUrl', 'theme', 'service', 'groups', 'limit']);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, ' \n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

function collect(value: unknown, key: string, out: string[]): void {
  if (NON_TEXT_PROPS.has(key)) return;
  if (typeof value === 'string') {
    const text = key === 'html' ? htmlToText(value) : value.trim();
    if (text) out.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out);
  } else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) collect(child, childKey, out);
  }
}

/** The readable text of a page's blocks, in order, for the index and its snippets. */
export function blocksToText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  const parts: string[] = [];
  for (const block of blocks as Block[]) {
    if (block && typeof block === 'object' && block.props) collect(block.props, '', parts);
  }
  return parts.join('\n');
}
