import type { z } from 'zod';
import { BLOCK_DEFINITIONS, defaultBlockProps, type BlockProps, type BlockType } from './definitions.ts';

export interface NormaliseOptions {
  /**
   * For the editor's form: a field that no longer fits its schema (a text over a lowered limit,
   * an option that was renamed) is kept as stored when it still has its field's kind (text,
   * number, list, …), so the editor sees it and the form's validation asks to fix it, instead of
   * an edit elsewhere in the block silently replacing it with the default. Only a value of the
   * wrong kind, which a form could not show, takes the default.
   */
  keepMisfits?: boolean;
}

const kindOf = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/**
 * A block's props as its type's schema reads them, for the editor's form and the public site
 * alike. Props that pass come back parsed (defaults filled in, unknown keys dropped). Props
 * that do not (an older version, a hand-edited row) keep every field that still parses on its
 * own and take the default for the others, so one bad field costs that field only, never the
 * form or the page (see {@link NormaliseOptions.keepMisfits} for the editor's variant).
 */
export function normaliseProps<T extends BlockType>(type: T, raw: unknown, options: NormaliseOptions = {}): BlockProps<T> {
  const schema = BLOCK_DEFINITIONS[type].props;
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data as BlockProps<T>;
  const defaults = defaultBlockProps(type) as Record<string, unknown>;
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...defaults };
  let keptMisfit = false;
  for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (!Object.hasOwn(input, field)) continue;
    const fieldResult = fieldSchema.safeParse(input[field]);
    if (fieldResult.success) {
      merged[field] = fieldResult.data;
    } else if (options.keepMisfits && kindOf(input[field]) === kindOf(defaults[field])) {
      merged[field] = input[field];
      keptMisfit = true;
    }
  }
  if (keptMisfit) return merged as BlockProps<T>;
  const reparsed = schema.safeParse(merged);
  return (reparsed.success ? reparsed.data : defaults) as BlockProps<T>;
}
