import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../shared/errors.ts';
import { AppError, badRequest, tooLarge } from '../errors.ts';

export interface UploadOptions {
  /** The multipart field the file must arrive in. */
  field: string;
  maxBytes: number;
  /** The SPEC 8 code for a file over maxBytes (UM_05 for profile images, ML_01 for media). */
  tooLargeCode: ErrorCode;
}

/**
 * Reads the one file of a multipart request into memory. A request that is not multipart,
 * lacks the file or is malformed (no boundary, cut off mid-part) is the client's mistake:
 * V_17 with the field as property, never a 500.
 */
export async function readUploadedFile(request: FastifyRequest, options: UploadOptions): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!file || file.fieldname !== options.field) throw badRequest('V_17', options.field);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.tooLargeCode, options.field);
    // Fastify's limit errors (parts, files, fields) keep their own mapping in the error handler.
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw error;
    request.log.info({ err: error }, 'malformed upload');
    throw badRequest('V_17', options.field);
  }
}
