import { renderToString } from 'react-dom/server';
import type { FooterVariant, HeaderVariant } from '../../shared/pages/page-types.ts';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { SiteHeader } from '../layout/SiteHeader.tsx';
import type { LayoutModel } from '../layout/types.ts';
import { blockSlotPieces } from './block-fragments.tsx';
import { EncodedText, type DocumentPiece } from './document-pieces.ts';
import { hasIsland, islandTags, type IslandAssets } from './island-assets.ts';
import { LruMap } from './lru-map.ts';
import { ObjectNumbers } from './object-memo.ts';

/** Rendered headers and footers kept at most (a few per locale, page type and translation set). */
export const FRAGMENTS_KEPT = 200;

/** Where SiteDocument leaves the header and the footer for the renderer to fill in (an element React never renders otherwise). */
export const HEADER_SLOT = '<template id="cms-slot-header"></template>';
export const FOOTER_SLOT = '<template id="cms-slot-footer"></template>';
/** What the renderer puts in the head's `<style>` instead of the stylesheet (35 KB, the same on every page). */
export const STYLESHEET_SLOT = '/*cms-slot-stylesheet*/';

const STYLE_START = '<style>';
const STYLESHEET_ELEMENT = `${STYLE_START}${STYLESHEET_SLOT}</style>`;

let keptStylesheet: EncodedText | undefined;

/** The stylesheet as a kept piece: encoded once for as long as it stays the same text. */
export function stylesheetPiece(css: string): EncodedText {
  if (keptStylesheet?.text !== css) keptStylesheet = new EncodedText(css);
  return keptStylesheet;
}

/**
 * Issue 20: the header and the footer are about half the elements of a page and the same on
 * most pages, so each is rendered once per distinct input and reused. The key is everything the
 * component reads from the layout (SiteHeader with HeaderTools, SiteFooter; their translator
 * follows the locale), so a stored fragment is exactly what rendering it again would give:
 * nothing to invalidate, and a content change simply makes new keys. Neither component uses
 * hooks or context, so rendering it alone gives the same markup as inside the document.
 */
export class FrameFragments {
  private readonly entries: LruMap<EncodedText>;
  private readonly menus = new ObjectNumbers();

  constructor(maxEntries = FRAGMENTS_KEPT) {
    this.entries = new LruMap<EncodedText>(maxEntries);
  }

  header(layout: LayoutModel, variant: HeaderVariant): EncodedText {
    const key = JSON.stringify([
      'header',
      variant,
      layout.locale,
      layout.companyName,
      layout.homeHref,
      // The menu by identity (the content memo's object): its JSON was most of the key's cost.
      this.menus.of(layout.headerMenu),
      layout.languages,
      layout.headerTools,
    ]);
    return this.fragment(key, () => renderToString(<SiteHeader layout={layout} variant={variant} />));
  }

  footer(layout: LayoutModel, variant: FooterVariant): EncodedText {
    const key = JSON.stringify([
      'footer',
      variant,
      layout.locale,
      layout.companyName,
      layout.mainOffice,
      layout.companyFacts,
      layout.officesHref,
      layout.footerMenu,
      layout.legalLinks,
      layout.social,
      // The footer only asks whether there is a banner (its "Cookie settings" link).
      layout.consentBanner !== null,
    ]);
    return this.fragment(key, () => renderToString(<SiteFooter layout={layout} variant={variant} />));
  }

  private fragment(key: string, render: () => string): EncodedText {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const fragment = new EncodedText(render());
    this.entries.set(key, fragment);
    return fragment;
  }
}

/** What fills a rendered document: its header and footer fragments and the islands' tags (null: not built). */
export interface DocumentParts {
  /** The inline stylesheet, when the document was rendered with STYLESHEET_SLOT in its place. */
  stylesheet?: EncodedText;
  header: EncodedText;
  footer: EncodedText;
  islands: IslandAssets | null;
  /** Kept blocks by slot number (block-fragments.tsx), and whether one holds an island. */
  blocks?: { pieces: readonly EncodedText[]; island: boolean };
}

/**
 * The page in pieces (document-pieces.ts), made in one pass over the rendered document (issue
 * 20: each of the slot filling, the islands' two insertions and the doctype copied the whole
 * page again): the slots SiteDocument left filled in (the header's is the first slot, the
 * footer's the last), the blocks' slots with the kept blocks and, when something on the page is
 * an island, the islands' stylesheet before `</head>` and script before `</body>`.
 */
export function assembleDocument(document: string, parts: DocumentParts): DocumentPiece[] {
  const headerAt = document.indexOf(HEADER_SLOT);
  const footerAt = document.lastIndexOf(FOOTER_SLOT);
  if (headerAt === -1 || footerAt === -1 || footerAt < headerAt) throw new Error('the document lacks its header or footer slot');
  const headEnd = document.lastIndexOf('</head>', headerAt);
  const bodyEnd = document.indexOf('</body>', footerAt);
  // Islands live in the body: the head's inline stylesheet (most of the document) is not searched.
  const withIsland = () =>
    parts.blocks?.island || [parts.header.text, parts.footer.text].some(hasIsland) || hasIsland(document.slice(headEnd));
  const islands = parts.islands && headEnd !== -1 && bodyEnd !== -1 && withIsland() ? islandTags(parts.islands) : null;
  const main = blockSlotPieces(document.slice(headerAt + HEADER_SLOT.length, footerAt), parts.blocks?.pieces ?? []);
  const afterFooter = footerAt + FOOTER_SLOT.length;
  const beforeHeader = islands
    ? DOCTYPE + document.slice(0, headEnd) + islands.styles + document.slice(headEnd, headerAt)
    : DOCTYPE + document.slice(0, headerAt);
  const tail = islands ? document.slice(afterFooter, bodyEnd) + islands.scripts + document.slice(bodyEnd) : document.slice(afterFooter);
  return [...withStylesheet(beforeHeader, parts.stylesheet), parts.header, ...main, parts.footer, tail];
}

/** The document's start with the stylesheet's slot replaced by the kept stylesheet. */
function withStylesheet(start: string, stylesheet: EncodedText | undefined): DocumentPiece[] {
  if (!stylesheet) return [start];
  // Searched with its element: a title or description may hold the slot's text, never a "<".
  const at = start.indexOf(STYLESHEET_ELEMENT);
  if (at === -1) throw new Error('the document lacks its stylesheet slot');
  return [start.slice(0, at + STYLE_START.length), stylesheet, start.slice(at + STYLE_START.length + STYLESHEET_SLOT.length)];
}

const DOCTYPE = '<!doctype html>';
