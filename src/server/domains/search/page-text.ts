import type { Block } from '../../../shared/blocks/block.ts';

/** Props that hold settings or addresses rather than words a visitor reads. */
const NON_TEXT_PROPS = new Set(['link', 'variant', 'provider', 'videoId', 'pageType', 'imagePosition', 'professionalNetworkUrl', 'theme', 'service', 'groups', 'limit']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '', hellip: '…', ndash: '–', mdash: '—',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', euro: '€', copy: '©', reg: '®', deg: '°', middot: '·', bull: '•',
};

function codePoint(value: number): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff) ? String.fromCodePoint(value) : ' ';
}

/** Numeric entities and the common named ones; letters with diacritics (&eacute;, &euml;) by name too. */
function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return codePoint(Number.parseInt(name.slice(1), 10));
  const named = NAMED_ENTITIES[name];
  if (named !== undefined) return named;
  const accented = /^([a-zA-Z])(acute|grave|circ|uml|tilde|cedil|ring)$/.exec(name);
  if (accented) {
    const mark = { acute: '\u0301', grave: '\u0300', circ: '\u0302', uml: '\u0308', tilde: '\u0303', cedil: '\u0327', ring: '\u030a' }[accented[2] as 'acute'];
    return `${accented[1]}${mark}`.normalize('NFC');
  }
  return entity;
}

export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, ' \n')
    // Inline markup sits inside words ("vleer<em>muis</em>"); other tags separate words.
    .replace(/<\/?(a|abbr|b|bdi|bdo|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (entity, name: string) => decodeEntity(entity, name))
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
