import { z } from 'zod';
import { isMailtoLink } from '../http/mailto-link.ts';

/** Reusable prop schemas, so every block validates text, links and HTML the same way. */
export const plainText = (max = 300) => z.string({ error: 'V_12' }).max(max, 'V_14').default('');
export const requiredPlainText = (max = 300) => z.string({ error: 'V_01' }).trim().min(1, 'V_16').max(max, 'V_14');

/**
 * A link an editor typed: an internal path (/…), an anchor (#…), mailto:, tel:, or an
 * absolute http(s) URL. Anything else (javascript:, data:) is refused with V_13.
 */
export const link = z
  .string({ error: 'V_13' })
  .max(2000, 'V_14')
  .refine((value) => value === '' || isSafeLink(value), 'V_13')
  .default('');

/** A button of a block (hero, text with image, buttons, call to action). */
export const blockButton = z.object({
  label: plainText(80),
  link,
  variant: z.enum(['primary', 'secondary']).default('primary'),
});
export type BlockButton = z.output<typeof blockButton>;

/** A card of the three-cards block. */
export const blockCard = z.object({
  title: plainText(120),
  text: plainText(600),
  linkLabel: plainText(80),
  link,
});
export type BlockCard = z.output<typeof blockCard>;

export function isSafeLink(value: string): boolean {
  // Not "//host" nor "/\host": browsers treat both as protocol-relative links to another site.
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  if (/^#[A-Za-z0-9_-]+$/.test(value)) return true;
  // The menu's rule (one address, encoded header fields): no quote or angle bracket gets through.
  if (value.startsWith('mailto:')) return isMailtoLink(value);
  if (/^tel:\+?[0-9 ()-]{3,30}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Rich text arrives as HTML; the server sanitises it before storing (see the pages domain).
 * What the sanitiser would only tidy (unknown tags, unclosed elements) is accepted; HTML that
 * cannot be read as markup, or that carries script (see isAcceptableRichHtml), is refused with V_15.
 */
export const richHtml = (max = 100_000) => z.string({ error: 'V_15' }).max(max, 'V_14').refine(isAcceptableRichHtml, 'V_15').default('');

/** Elements that are attacks or page-wide styling, never formatting of a text. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'style']);

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/', amp: '&' };

/** An attribute value as a browser reads it as a URL: entities decoded, whitespace and controls dropped, lower case. */
function urlLike(value: string): string {
  return (
    value
      .replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_match, code: string) => {
        const point = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number.parseInt(code, 10);
        return Number.isFinite(point) && point >= 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
      })
      .replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match)
      // Browsers skip control characters inside a URL scheme ("java\x00script:"), so they are dropped before the check.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0020\u007f-\u009f]+/g, '')
      .toLowerCase()
  );
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

/**
 * True when the text reads as HTML markup (every tag, comment and declaration is closed, quoted
 * attribute values end) and holds no <script>, <iframe>, <object>, <embed> or <style> element,
 * no on* event-handler attribute and no javascript:/vbscript: URL. A lone "<" that starts no tag
 * ("a < b") is text, as in a browser. Runs in the browser and on the server alike (no DOM).
 */
export function isAcceptableRichHtml(html: string): boolean {
  const length = html.length;
  let index = 0;
  for (;;) {
    const open = html.indexOf('<', index);
    if (open === -1) return true;
    const next = html[open + 1];
    if (next === '!' || next === '?') {
      // Comment, doctype, CDATA or processing instruction: must end.
      const comment = html.startsWith('<!--', open);
      const end = comment ? html.indexOf('-->', open + 4) : html.indexOf('>', open + 2);
      if (end === -1) return false;
      index = end + (comment ? 3 : 1);
      continue;
    }
    const nameStart = next === '/' ? open + 2 : open + 1;
    if (!/[A-Za-z]/.test(html[nameStart] ?? '')) {
      index = open + 1;
      continue;
    }
    let cursor = nameStart;
    while (cursor < length && !isSpace(html[cursor]) && html[cursor] !== '/' && html[cursor] !== '>') cursor += 1;
    if (FORBIDDEN_ELEMENTS.has(html.slice(nameStart, cursor).toLowerCase())) return false;
    // Attributes, up to the tag's ">".
    for (;;) {
      while (cursor < length && (isSpace(html[cursor]) || html[cursor] === '/')) cursor += 1;
      if (cursor >= length) return false;
      if (html[cursor] === '>') {
        cursor += 1;
        break;
      }
      const attributeStart = cursor;
      cursor += 1; // the first character belongs to the name, even "=" (as browsers read it)
      while (cursor < length && !isSpace(html[cursor]) && html[cursor] !== '/' && html[cursor] !== '>' && html[cursor] !== '=') cursor += 1;
      const attribute = html.slice(attributeStart, cursor).toLowerCase();
      if (attribute.startsWith('on')) return false;
      while (cursor < length && isSpace(html[cursor])) cursor += 1;
      if (html[cursor] !== '=') continue;
      cursor += 1;
      while (cursor < length && isSpace(html[cursor])) cursor += 1;
      let value: string;
      const quote = html[cursor];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, cursor + 1);
        if (close === -1) return false;
        value = html.slice(cursor + 1, close);
        cursor = close + 1;
      } else {
        const valueStart = cursor;
        while (cursor < length && !isSpace(html[cursor]) && html[cursor] !== '>') cursor += 1;
        value = html.slice(valueStart, cursor);
      }
      const url = urlLike(value);
      if (url.startsWith('javascript:') || url.startsWith('vbscript:')) return false;
    }
    index = cursor;
  }
}
