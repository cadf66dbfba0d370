import type { ApiError, ErrorCode } from '../../shared/errors.ts';

/**
 * A failure the client should see: an HTTP status plus SPEC 8 codes. Services throw it;
 * the error handler turns it into `{ Success: false, Errors }`.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors: ApiError[];
  /** Extra fields for the response body, e.g. how many pages still use a file. */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, errors: ApiError[], details?: Record<string, unknown>) {
    super(errors.map((error) => (error.property ? `${error.code}:${error.property}` : error.code)).join(', '));
    this.status = status;
    this.errors = errors;
    this.details = details;
  }
}

function single(code: ErrorCode, property?: string): ApiError[] {
  return [property ? { code, property } : { code }];
}

export const badRequest = (code: ErrorCode, property?: string) => new AppError(400, single(code, property));
export const unauthenticated = () => new AppError(401, single('G_04'));
export const forbidden = (code: ErrorCode = 'UM_01') => new AppError(403, single(code));
export const notFound = (code: ErrorCode = 'G_02', property?: string) => new AppError(404, single(code, property));
export const conflict = (code: ErrorCode, property?: string) => new AppError(409, single(code, property));
export const tooLarge = (code: ErrorCode, property?: string) => new AppError(413, single(code, property));
export const tooManyRequests = (code: ErrorCode = 'G_06') => new AppError(429, single(code));
