import type { z } from 'zod';
import { isErrorCode, type ApiError } from '../../shared/errors.ts';
import { AppError } from './errors.ts';

/** Maps zod issues to SPEC 8 errors: schemas use codes as messages; anything else is V_12. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): ApiError[] {
  const errors: ApiError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const code = isErrorCode(issue.message) ? issue.message : 'V_12';
    const property = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
    // One message per property is what a form can show; the first failing rule wins.
    const key = property ?? `#${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(property ? { code, property } : { code });
  }
  return errors;
}

/**
 * The paths of every string in untrusted input that holds a NUL character. No text a client
 * may send needs one, SQLite would store it and PostgreSQL refuses it in text columns, so it is
 * rejected up front for every route, whatever its schema says.
 */
export function nulCharacterPaths(input: unknown, path: (string | number)[] = [], found: string[] = [], depth = 0): string[] {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) found.push(path.map(String).join('.'));
  } else if (input !== null && typeof input === 'object' && depth < 64) {
    for (const [key, value] of Object.entries(input)) {
      if (key.includes('\u0000')) found.push([...path, key].map(String).join('.'));
      nulCharacterPaths(value, [...path, key], found, depth + 1);
    }
  }
  return found;
}

/** Every string in the input with its NUL characters replaced by spaces (keys are left alone). */
export function nulCharactersAsSpaces(input: unknown, depth = 0): unknown {
  if (typeof input === 'string') return input.replaceAll('\u0000', ' ');
  if (Array.isArray(input)) return depth < 64 ? input.map((value) => nulCharactersAsSpaces(value, depth + 1)) : input;
  if (input !== null && typeof input === 'object' && depth < 64) {
    return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, nulCharactersAsSpaces(value, depth + 1)]));
  }
  return input;
}

export interface ParseOptions {
  /**
   * 'refuse' (default): a NUL anywhere is 400 V_12. 'space': NULs become spaces, for inputs
   * that are only read, never stored, and must never error (a visitor's search words).
   */
  nul?: 'refuse' | 'space';
}

/** Parses untrusted input or throws a 400 with the codes of every failing field. */
export function parseInput<S extends z.ZodType>(schema: S, rawInput: unknown, options: ParseOptions = {}): z.infer<S> {
  const input = options.nul === 'space' ? nulCharactersAsSpaces(rawInput) : rawInput;
  const withNul = nulCharacterPaths(input);
  if (withNul.length > 0)
    throw new AppError(
      400,
      withNul.map((property) => (property ? { code: 'V_12', property } : { code: 'V_12' })),
    );
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError(400, issuesToErrors(result.error.issues));
  return result.data;
}
