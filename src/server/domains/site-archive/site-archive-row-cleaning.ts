import type { Block } from '../../../shared/blocks/block.ts';
import { sanitizeBlocks } from '../pages/rich-text-sanitizer.ts';
import type { Row } from './site-archive.repository.ts';

/**
 * The site renders rich-text props as stored (dangerouslySetInnerHTML), trusting that the save
 * path sanitised them; an imported row never went through that save, and a hand-edited archive
 * can recompute its checksums. So each version's blocks are cleaned here as the save path cleans
 * them (its own sanitizeBlocks, then JSON, as serializeBlocks stores them). They are cleaned
 * rather than refused because sanitize-html is not idempotent on all of its own output: tag soup
 * an API client once saved can be stored as HTML that a second pass still changes (nested empty
 * paragraphs split), and refusing that would make a site Verdant itself exported impossible to move.
 */

export interface CleanedRows {
  rows: Row[];
  /** Rows whose rich text the sanitiser changed. */
  cleaned: number;
}

/** A block as the archive holds it: the row checks passed its shape, whose default fills absent props only on parsing. */
interface ArchivedBlock extends Omit<Block, 'props'> {
  props?: Block['props'];
}

/** Whether the sanitiser changed any text prop of any block (other props are never touched by it). */
function htmlChanged(before: readonly ArchivedBlock[], after: readonly Block[]): boolean {
  return before.some((block, index) => {
    const cleaned = after[index]?.props ?? {};
    return Object.entries(block.props ?? {}).some(([prop, value]) => typeof value === 'string' && cleaned[prop] !== value);
  });
}

/**
 * The version's blocks, cleaned, when cleaning changes any HTML; undefined when it changes nothing,
 * so an untouched row keeps its exported bytes (JSON text is not rewritten for its own sake).
 * Runs after checkArchiveRows, so blocks is a JSON array of block shapes.
 */
function cleanedBlocks(blocks: string): string | undefined {
  const parsed = JSON.parse(blocks) as ArchivedBlock[];
  // sanitizeBlocks copies props with a spread, which takes an absent one as empty.
  const sanitised = sanitizeBlocks(parsed as Block[]);
  return htmlChanged(parsed, sanitised) ? JSON.stringify(sanitised) : undefined;
}

/** The rows of one checked chunk as import inserts them: page versions' rich text cleaned, every other table as it came. */
export function cleanArchiveRows(table: string, rows: readonly Row[]): CleanedRows {
  if (table !== 'page_versions') return { rows: [...rows], cleaned: 0 };
  let cleaned = 0;
  const result = rows.map((row) => {
    const blocks = typeof row.blocks === 'string' ? cleanedBlocks(row.blocks) : undefined;
    if (blocks === undefined) return row;
    cleaned += 1;
    return { ...row, blocks };
  });
  return { rows: result, cleaned };
}
