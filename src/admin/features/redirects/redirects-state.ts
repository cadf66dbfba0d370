import type { ApiError } from '../../../shared/errors.ts';
import {
  REDIRECT_IMPORT_MAX_CHARS,
  REDIRECT_SORT_COLUMNS,
  REDIRECT_STATUSES,
  redirectBody,
  type RedirectDto,
  type RedirectImportReport,
  type RedirectInput,
  type RedirectSortColumn,
  type RedirectStatus,
} from '../../../shared/redirects/redirect-schemas.ts';
import { validateWith } from '../../lib/validation.ts';

/** The redirect form as typed: the status as the select's value. */
export interface RedirectForm {
  from: string;
  to: string;
  status: `${RedirectStatus}`;
}

export const EMPTY_REDIRECT_FORM: RedirectForm = { from: '', to: '', status: '301' };

export const STATUS_OPTIONS = REDIRECT_STATUSES.map((status) => `${status}` as const);

export function formFromRedirect(redirect: RedirectDto): RedirectForm {
  return { from: redirect.from, to: redirect.to ?? '', status: `${redirect.status}` };
}

/** A 410 needs no target: the field is not shown and nothing is sent for it. */
export const needsTarget = (form: Pick<RedirectForm, 'status'>) => form.status !== '410';

/**
 * The request body for the form, checked with the server's own schema first (same codes on the
 * same fields); the server normalises the addresses itself.
 */
export function redirectRequest(form: RedirectForm): { ok: true; body: RedirectInput } | { ok: false; errors: ApiError[] } {
  const body: RedirectInput = {
    from: form.from.trim(),
    to: needsTarget(form) ? form.to.trim() : null,
    status: Number(form.status) as RedirectStatus,
  };
  const checked = validateWith(redirectBody, body);
  return checked.ok ? { ok: true, body } : { ok: false, errors: checked.errors };
}

/** The sort choices of the list, with their label keys. */
export const SORT_OPTIONS: { value: RedirectSortColumn; labelKey: `redirects.sort${Capitalize<RedirectSortColumn>}` }[] =
  REDIRECT_SORT_COLUMNS.map((value) => ({
    value,
    labelKey: `redirects.sort${(value.charAt(0).toUpperCase() + value.slice(1)) as Capitalize<RedirectSortColumn>}`,
  }));

/** A file is read only when it fits the import's limit (in bytes: a character is at least one). */
export function importFileProblem(file: { size: number } | null): 'importNoFile' | 'importTooLarge' | null {
  if (!file) return 'importNoFile';
  if (file.size === 0) return 'importNoFile';
  if (file.size > REDIRECT_IMPORT_MAX_CHARS) return 'importTooLarge';
  return null;
}

/** The refused rows of an import as errors to format, each with its line, in file order. */
export function refusedRows(report: RedirectImportReport): { line: number; error: ApiError }[] {
  return [...report.refused]
    .sort((a, b) => a.line - b.line)
    .map((row) => ({
      line: row.line,
      error: { code: row.code as ApiError['code'], ...(row.property ? { property: row.property } : {}) },
    }));
}
