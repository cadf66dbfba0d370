import sanitizeHtml from 'sanitize-html';
import { BLOCK_DEFINITIONS, isBlockType } from '../../../shared/blocks/definitions.ts';
import { isSafeLink } from '../../../shared/blocks/block-fields.ts';
import type { Block } from '../../../shared/blocks/block.ts';

/**
 * What the rich-text editor can produce, and nothing more: no scripts, styles, event
 * handlers, iframes or javascript: links can survive a save.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
    'sub',
    'sup',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const safe: Record<string, string> = {};
      if (isSafeLink(href)) safe.href = href;
      if (attribs.target === '_blank') {
        safe.target = '_blank';
        safe.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: safe };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Returns the blocks with every rich-text prop sanitised. */
export function sanitizeBlocks(blocks: Block[]): Block[] {
  return blocks.map((block) => {
    if (!isBlockType(block.type)) return block;
    const richProps = BLOCK_DEFINITIONS[block.type].richTextProps ?? [];
    if (richProps.length === 0) return block;
    const props = { ...block.props };
    for (const prop of richProps) {
      if (typeof props[prop] === 'string') props[prop] = sanitizeRichText(props[prop]);
    }
    return { ...block, props };
  });
}
