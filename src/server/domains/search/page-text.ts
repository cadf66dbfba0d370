import { BLOCK_DEFINITIONS, isBlockType } from '../../../shared/blocks/definitions.ts';
import { SEARCHABLE_PROPS } from '../../../shared/blocks/searchable-props.ts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  middot: '·',
  bull: '•',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff)
    ? String.fromCodePoint(value)
    : ' ';
}

/** Numeric entities and the common named ones; letters with diacritics (&eacute;, &euml;) by name too. */
function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return codePoint(Number.parseInt(name.slice(1), 10));
  const named = NAMED_ENTITIES[name];
  if (named !== undefined) return named;
  const accented = /^([a-zA-Z])(acute|grave|circ|uml|tilde|cedil|ring)$/.exec(name);
  if (accented) {
    const mark = { acute: '\u0301', grave: '\u0300', circ: '\u0302', uml: '\u0308', tilde: '\u0303', cedil: '\u0327', ring: '\u030a' }[
      accented[2] as 'acute'
    ];
    return `${accented[1]}${mark}`.normalize('NFC');
  }
  return entity;
}

export function htmlToText(html: string): string {
  return (
    html
      .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
      .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, ' \n')
      // Inline markup sits inside words ("vleer<em>muis</em>"); other tags separate words.
      .replace(/<\/?(a|abbr|b|bdi|bdo|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (entity, name: string) => decodeEntity(entity, name))
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
  );
}

const own = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/** A prop's declared paths by prop: "cards.title" and "cards.text" become cards → [title, text]. */
const FIELDS_BY_TYPE = new Map(
  Object.entries(SEARCHABLE_PROPS).map(([type, paths]) => {
    const fields = new Map<string, string[]>();
    for (const path of paths as readonly string[]) {
      const [prop, field] = path.split('.') as [string, string | undefined];
      if (!fields.has(prop)) fields.set(prop, []);
      if (field) fields.get(prop)!.push(field);
    }
    return [type, fields] as const;
  }),
);

/**
 * The visible text of one block, in reading order: only the props its type declares as content
 * (SEARCHABLE_PROPS), rich text as its text, the objects of a list (cards) one after the other.
 * Blocks of an unknown type give nothing.
 */
export function blockText(type: unknown, props: unknown): string[] {
  if (typeof type !== 'string' || !isBlockType(type)) return [];
  const richText: readonly string[] = BLOCK_DEFINITIONS[type].richTextProps ?? [];
  const out: string[] = [];
  const add = (value: unknown, html: boolean) => {
    if (typeof value !== 'string') return;
    const text = html ? htmlToText(value) : value.trim();
    if (text) out.push(text);
  };
  for (const [prop, fields] of FIELDS_BY_TYPE.get(type)!) {
    const value = own(props, prop);
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (fields.length === 0) add(item, richText.includes(prop));
      else for (const field of fields) add(own(item, field), false);
    }
  }
  return out;
}

/**
 * The text of each block's content props, in block order. Props of the objects in a list
 * ("cards.title", "cards.text") follow the list's order per declared path.
 */
export function blocksToParts(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  const parts: string[] = [];
  for (const block of blocks as unknown[]) {
    if (block && typeof block === 'object') {
      const { type, props } = block as { type?: unknown; props?: unknown };
      parts.push(...blockText(type, props));
    }
  }
  return parts;
}

/** The readable text of a page's blocks, in order, for the index and its snippets. */
export function blocksToText(blocks: unknown): string {
  return blocksToParts(blocks).join('\n');
}
