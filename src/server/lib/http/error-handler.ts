import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError, ErrorCode } from '../../../shared/errors.ts';
import { AppError } from '../errors.ts';

function failure(reply: FastifyReply, status: number, errors: ApiError[], details?: Record<string, unknown>) {
  return reply
    .status(status)
    .type('application/json')
    .send({ ...details, Success: false, Errors: errors });
}

/** Fastify's own errors for malformed requests, mapped to 4xx answers with SPEC 8 codes. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'V_12' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'V_12' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'V_12' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'V_12' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'V_14' },
  FST_ERR_VALIDATION: { status: 400, code: 'V_12' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, code: 'V_17' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'ML_01' },
  FST_FILES_LIMIT: { status: 413, code: 'V_12' },
  FST_PARTS_LIMIT: { status: 413, code: 'V_12' },
  FST_FIELDS_LIMIT: { status: 413, code: 'V_12' },
  FST_CSRF_INVALID_TOKEN: { status: 403, code: 'G_03' },
  FST_CSRF_MISSING_SECRET: { status: 403, code: 'G_03' },
  FST_ERR_BAD_URL: { status: 400, code: 'V_12' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'V_12' },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return failure(reply, error.status, error.errors, error.details);
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      request.log.info({ code: error.code, message: error.message }, 'request rejected');
      return failure(reply, known.status, [{ code: known.code }]);
    }
    if (error.statusCode === 429) return failure(reply, 429, [{ code: 'G_06' }]);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code, message: error.message }, 'client error');
      return failure(reply, error.statusCode, [{ code: 'V_12' }]);
    }
    request.log.error({ err: error }, 'unexpected error');
    return failure(reply, 500, [{ code: 'G_01' }]);
  });
}

export function apiNotFound(reply: FastifyReply) {
  return failure(reply, 404, [{ code: 'G_02' }]);
}

export function apiBadRequest(reply: FastifyReply) {
  return failure(reply, 400, [{ code: 'V_12' }]);
}
