import { diffArrays, diffWords } from 'diff';
import type { BlockComparison, ValueChange, WordChange } from '../../../shared/pages/version-compare.ts';
import type { Block } from '../../../shared/blocks/block.ts';
import { parseJson, storedBlocks } from './page-mapping.ts';
import type { VersionContent } from './version-summary.ts';

// What changed between two versions, for people: every differing value by its path, and within
// texts the words added and removed (jsdiff's word diff; rich text compared as the words a
// reader sees, so a moved <strong> is not a change of words).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The visible words of rich text: tags dropped (block ends become line breaks), the usual entities decoded. */
export function visibleText(html: string): string {
  if (!/<[a-z/][^>]*>/i.test(html)) return html;
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** Scalars as text; objects and arrays open into one entry per leaf (`items.2.text`). */
export function flattenValues(value: unknown, prefix: string, into = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) return into;
  if (Array.isArray(value)) value.forEach((item, index) => flattenValues(item, `${prefix}.${index}`, into));
  else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flattenValues(item, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, typeof value === 'string' ? visibleText(value) : String(value));
  return into;
}

const WORD_DIFF_MAX_EDITS = 2000;

export function wordChanges(before: string | null, after: string | null): WordChange[] {
  if (before === null || after === null) return [];
  // Bounded: two long, very different texts would otherwise hold the event loop for seconds;
  // past the bound the value is shown as replaced as a whole.
  const parts = diffWords(before, after, { maxEditLength: WORD_DIFF_MAX_EDITS });
  if (!parts) return [];
  return parts.map((part) => ({ value: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
}

/** The values whose text differs between two flattened sides, in the later side's order. */
export function valueChanges(before: Map<string, string>, after: Map<string, string>): ValueChange[] {
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => {
      const old = before.get(path) ?? null;
      const now = after.get(path) ?? null;
      return { path, before: old, after: now, words: wordChanges(old, now) };
    });
}

function pageFields(version: VersionContent): Map<string, string> {
  const fields = new Map<string, string>([
    ['title', version.title],
    ['seoTitle', version.seo_title],
    ['seoDescription', version.seo_description],
  ]);
  const keywords = parseJson<unknown>(version.seo_keywords, []);
  if (Array.isArray(keywords)) fields.set('seoKeywords', keywords.filter((word) => typeof word === 'string').join(', '));
  flattenValues(parseJson<unknown>(version.seo_image, null), 'seoImage', fields);
  flattenValues(parseJson<unknown>(version.type_data, {}), 'typeData', fields);
  return fields;
}

function blockValues(block: Block): Map<string, string> {
  const values = flattenValues(block.props, 'props');
  if (block.anchorPoint) values.set('anchorPoint', block.anchorPoint);
  flattenValues(block.__images, 'images', values);
  flattenValues(block.__files, 'files', values);
  return values;
}

/**
 * The kept blocks that moved: those outside the longest run of kept blocks whose order stayed
 * (moving one block up moves that block, not every block it passed).
 */
function movedKeys(keptBefore: string[], keptAfter: string[]): Set<string> {
  return new Set(diffArrays(keptBefore, keptAfter).flatMap((part) => (part.added ? part.value : [])));
}

/**
 * Blocks of both versions matched by key, with what changed in each and which kept blocks
 * moved (adding a block before another does not move it). Removed blocks are listed after the
 * block that preceded them in the earlier version.
 */
export function compareBlocks(fromBlocks: Block[], toBlocks: Block[]): BlockComparison[] {
  const toKeys = new Set(toBlocks.map((block) => block.key));
  const fromByKey = new Map(fromBlocks.map((block, index) => [block.key, { block, index }]));
  const keptBefore = fromBlocks.filter((block) => toKeys.has(block.key)).map((block) => block.key);
  const keptAfter = toBlocks.filter((block) => fromByKey.has(block.key)).map((block) => block.key);
  const moved = movedKeys(keptBefore, keptAfter);

  const result: BlockComparison[] = toBlocks.map((block, toIndex) => {
    const earlier = fromByKey.get(block.key);
    if (!earlier) {
      return {
        key: block.key,
        type: block.type,
        change: 'added',
        moved: false,
        fromIndex: null,
        toIndex,
        values: valueChanges(new Map(), blockValues(block)),
      };
    }
    const values = valueChanges(blockValues(earlier.block), blockValues(block));
    const typeChanged = earlier.block.type !== block.type;
    return {
      key: block.key,
      type: block.type,
      change: values.length > 0 || typeChanged ? 'changed' : 'unchanged',
      moved: moved.has(block.key),
      fromIndex: earlier.index,
      toIndex,
      values,
    };
  });

  fromBlocks.forEach((block, fromIndex) => {
    if (toKeys.has(block.key)) return;
    const removed: BlockComparison = {
      key: block.key,
      type: block.type,
      change: 'removed',
      moved: false,
      fromIndex,
      toIndex: null,
      values: valueChanges(blockValues(block), new Map()),
    };
    const previousKey = fromBlocks[fromIndex - 1]?.key;
    const after = previousKey === undefined ? -1 : result.findIndex((entry) => entry.key === previousKey);
    result.splice(after + 1, 0, removed);
  });
  return result;
}

/** Page fields and blocks that differ from one version's content to another's. */
export function compareContent(from: VersionContent, to: VersionContent): { fields: ValueChange[]; blocks: BlockComparison[] } {
  return {
    fields: valueChanges(pageFields(from), pageFields(to)),
    blocks: compareBlocks(storedBlocks(from.blocks), storedBlocks(to.blocks)),
  };
}
