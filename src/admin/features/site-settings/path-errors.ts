import type { z } from 'zod';
import type { ApiError, ErrorCode } from '../../../shared/errors.ts';
import { isErrorCode } from '../../../shared/errors.ts';

/** An error with the whole property path ("offices.1.city"), so list rows get their own errors. */
export interface PathError {
  code: ErrorCode;
  path: string;
}

/** Client-side check that keeps whole paths (one error per path). */
export function validatePaths<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; data: z.output<Schema> } | { ok: false; errors: PathError[] } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: PathError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors.some((error) => error.path === path)) continue;
    errors.push({ code: isErrorCode(issue.message) ? issue.message : 'V_12', path });
  }
  return { ok: false, errors };
}

/** The raw `Errors` of a failed call, with whole paths ('' for general errors). */
export function pathErrorsFromBody(body: unknown): PathError[] {
  const raw = (body as { Errors?: unknown } | null)?.Errors;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): PathError[] => {
    const code = (entry as { code?: unknown })?.code;
    if (typeof code !== 'string') return [];
    const property = (entry as { property?: unknown }).property;
    return [{ code: code as ErrorCode, path: typeof property === 'string' ? property : '' }];
  });
}

/** Errors at exactly `path`, as field errors named after the path's last part (what the field components match). */
export function errorsAt(errors: PathError[], path: string): ApiError[] {
  const name = path.split('.').pop() ?? path;
  return errors.filter((error) => error.path === path).map((error) => ({ code: error.code, property: name }));
}

/**
 * Errors of a list field and of its entries ("customSlugLocales" and "customSlugLocales.1"),
 * one per code, shown at the list: a row of checkboxes has no place for an entry's error.
 */
export function errorsWithin(errors: PathError[], path: string): ApiError[] {
  const name = path.split('.').pop() ?? path;
  const codes = new Set(errors.filter((error) => error.path === path || error.path.startsWith(`${path}.`)).map((error) => error.code));
  return [...codes].map((code) => ({ code, property: name }));
}

/** Paths of `errors` at or under one of `fields` (what errorsWithin shows). */
export function pathsWithin(errors: PathError[], fields: string[]): Set<string> {
  return new Set(
    errors.map((error) => error.path).filter((path) => fields.some((field) => path === field || path.startsWith(`${field}.`))),
  );
}

/** Errors no field shows (no path, or a path no field was rendered for). */
export function generalErrors(errors: PathError[], shownPaths: Set<string>): ApiError[] {
  return errors
    .filter((error) => !shownPaths.has(error.path))
    .map((error) => (error.path ? { code: error.code, property: error.path.split('.').pop()! } : { code: error.code }));
}
