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

/** Parses untrusted input or throws a 400 with the codes of every failing field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError(400, issuesToErrors(result.error.issues));
  return result.data;
}
