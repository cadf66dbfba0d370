import type { z } from 'zod';
import type { ApiError, ErrorCode } from '../../shared/errors.ts';
import { isErrorCode } from '../../shared/errors.ts';

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: ApiError[] };

/**
 * Checks form input with the same zod schema the server uses. The schemas' messages are
 * SPEC 8 codes, so an issue maps straight to `{code, property}`; one error per field is
 * enough for a form (the first is the most basic, e.g. "required" before "too short").
 */
export function validateWith<Schema extends z.ZodType>(schema: Schema, input: unknown): ValidationResult<z.output<Schema>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: ApiError[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const property = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : undefined;
    const key = property ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'V_12';
    errors.push(property ? { code, property } : { code });
  }
  return { ok: false, errors };
}
