import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { mediaPath } from '../../../shared/media/media-path.ts';
import type { UploadedFileAnswer } from '../../../shared/media/media-dto.ts';
import {
  addFileQuery,
  addVideoBody,
  createDirBody,
  deleteDirectoryBody,
  deleteFileBody,
  editFileBody,
  getDirBody,
  listPagesByFileBody,
  moveDirectoryBody,
  moveFileBody,
  pageFileQuery,
  previewCropQuery,
  previewImageQuery,
  searchFilesBody,
} from '../../../shared/media/media-schemas.ts';
import { AppError, badRequest, notFound, tooLarge } from '../../lib/errors.ts';
import { ok } from '../../lib/http/responses.ts';
import { DOCUMENT_CSP } from '../../lib/http/security-headers.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, currentUser, permission, requireUser } from '../auth/auth.guard.ts';
import { findPageMediaReference } from '../pages/page-media.service.ts';
import { shareLinkOpensPage } from '../pages/share-links/share-links.service.ts';
import { SHARE_PREVIEW_COOKIE } from '../../../shared/pages/share-links.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { etagMatches, negotiateFormat, renderImage, type RenderedImage } from './media-images.service.ts';
import * as library from './media-library.service.ts';
import * as repository from './media.repository.ts';
import { startStaleUploadSweep } from './media-sweep.ts';
import { addUploadedFile, addVideoLink } from './media-upload.service.ts';

export const pageFileParams = z.object({
  pageID: z.coerce.number({ error: 'V_12' }).int().positive().max(2_147_483_647),
  group: z.string().regex(/^(block_(images|files)_[A-Za-z0-9_-]{1,64}|seo_image)$/, 'V_12'),
  hash: z.string().regex(/^[a-f0-9]{16,128}$/, 'V_12'),
  fileName: z.string().min(1).max(255),
});

/** encodeURIComponent leaves ' ( ) * alone, but RFC 5987 values may not contain them. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

async function sendImage(request: FastifyRequest, reply: FastifyReply, image: RenderedImage, cacheControl: string) {
  reply
    .header('ETag', image.etag)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept')
    .header('X-Content-Type-Options', 'nosniff');
  if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  const { body, size } = await image.open();
  return reply.type(image.contentType).header('Content-Length', size).send(body);
}

/** SPEC 7 Media library calls (under /api/medialib). Reading needs a login; changes need manage-media. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  const reader = { preHandler: authenticated };
  const manager = { preHandler: permission('manage-media') };
  /** After every successful change: the public site's render cache (and search) must not show stale media. */
  const mediaChanged = (mediaHashes?: readonly string[]) =>
    deps.events.changed({ reason: 'media', ...(mediaHashes ? { mediaHashes } : {}) });
  // Half-written uploads a crash left behind: cleaned up in the background.
  void startStaleUploadSweep(deps);

  app.post('/medialib/get-dir', reader, async (request) => {
    const { path } = parseInput(getDirBody, request.body);
    return ok({ data: await library.getDirectory(db, path) });
  });

  app.post('/medialib/search-files', reader, async (request) => {
    const body = parseInput(searchFilesBody, request.body);
    return ok({ data: { items: await library.searchFiles(db, body.directory, body.searchTerm) } });
  });

  app.post('/medialib/create-dir', manager, async (request) => {
    const body = parseInput(createDirBody, request.body);
    const path = await library.createDirectory(db, body.path, body.folderName);
    await mediaChanged([]);
    return ok({ path });
  });

  app.post('/medialib/move-directory', manager, async (request) => {
    const body = parseInput(moveDirectoryBody, request.body);
    await library.moveDirectory(db, body.oldPath, body.newPath);
    await mediaChanged();
    return ok();
  });

  app.post('/medialib/delete-directory', manager, async (request) => {
    const body = parseInput(deleteDirectoryBody, request.body);
    await mediaChanged(await library.deleteDirectory(deps, body.path, body.force));
    return ok();
  });

  app.post('/medialib/move-file', manager, async (request) => {
    const body = parseInput(moveFileBody, request.body);
    const file = await library.moveFile(db, body.id, body.newPath, body.newFileName);
    await mediaChanged([file.hash]);
    return ok({ file });
  });

  app.post('/medialib/edit-file', manager, async (request) => {
    const file = await library.editFile(db, parseInput(editFileBody, request.body));
    await mediaChanged([file.hash]);
    return ok({ file });
  });

  app.post('/medialib/delete-file', manager, async (request) => {
    const body = parseInput(deleteFileBody, request.body);
    await mediaChanged(await library.deleteFile(deps, body.id, body.force));
    return ok();
  });

  app.post('/medialib/list-pages-by-file', reader, async (request) => {
    const body = parseInput(listPagesByFileBody, request.body);
    return library.listPagesByFile(db, body.fileID, body, (await getSiteSettings(db)).defaultLocale);
  });

  app.post('/medialib/add-video', manager, async (request) => {
    const body = parseInput(addVideoBody, request.body);
    const user = await requireUser(request);
    const file = await addVideoLink(deps, { directory: body.path, url: body.url, fileName: body.fileName, userId: user.ID });
    await mediaChanged([]);
    return ok({ file });
  });

  /**
   * Multipart (SPEC 7: path, f): the `path` field, then the file in field `f`. Streamed to disk,
   * never buffered. The folder comes from the field only, never from the query string.
   */
  app.post('/medialib/add-file', manager, async (request) => {
    const user = await requireUser(request);
    const { downscale } = parseInput(addFileQuery, request.query);
    if (!request.isMultipart()) throw badRequest('V_17', 'f');
    let directory: string | undefined;
    let result: UploadedFileAnswer | undefined;
    // Errors from our own work (database, disk) are 500s, not malformed uploads.
    let inService = false;
    try {
      for await (const part of request.parts({ limits: { fileSize: deps.config.mediaMaxUploadBytes, files: 1 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'path' && typeof part.value === 'string') directory = part.value;
          continue;
        }
        if (part.fieldname !== 'f' || result) {
          part.file.resume();
          continue;
        }
        const path = parseInput(z.object({ path: mediaPath }), { path: directory }).path;
        inService = true;
        result = await addUploadedFile(deps, { directory: path, fileName: part.filename, stream: part.file, userId: user.ID, downscale });
        inService = false;
      }
    } catch (error) {
      if (error instanceof AppError || inService) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('ML_01', 'f');
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw error;
      request.log.info({ err: error }, 'malformed upload');
      throw badRequest('V_17', 'f');
    }
    if (!result) throw badRequest('V_17', 'f');
    // A new file is on no page yet.
    await mediaChanged([]);
    return ok(result);
  });

  app.get('/medialib/preview-image', reader, async (request, reply) => {
    const query = parseInput(previewImageQuery, request.query);
    const file = await repository.findFile(db, query.imageID);
    if (!file) throw notFound('G_02', 'imageID');
    const image = await renderImage(deps, file, { width: query.w, format: negotiateFormat(request.headers.accept, file.mime_type) });
    return sendImage(request, reply, image, 'private, max-age=86400');
  });

  app.get('/medialib/preview-crop', reader, async (request, reply) => {
    const query = parseInput(previewCropQuery, request.query);
    const file = await repository.findFile(db, query.imageID);
    if (!file) throw notFound('G_02', 'imageID');
    const crop = {
      x: query.x,
      y: query.y,
      width: query.width,
      height: query.height,
      rotate: query.rotate,
      scaleX: query.scaleX as 1 | -1,
      scaleY: query.scaleY as 1 | -1,
    };
    const image = await renderImage(deps, file, { crop, width: query.w, format: negotiateFormat(request.headers.accept, file.mime_type) });
    return sendImage(request, reply, image, 'private, max-age=86400');
  });

  /**
   * The exact image or file a page references, cropped as its block says. Public for published
   * pages; logged-in users also reach concept content (for previews), and so does someone with a
   * working share link to this page (its cookie, issue 16). A visitor without a
   * session gets neither a session nor a CSRF token here (publicCacheable).
   */
  app.get('/medialib/get-page-file/:pageID/:group/:hash/:fileName', { config: { publicCacheable: true } }, async (request, reply) => {
    const params = parseInput(pageFileParams, request.params);
    const { w } = parseInput(pageFileQuery, request.query);
    const includeConcept =
      (await currentUser(request)) !== null || (await shareLinkOpensPage(db, request.cookies[SHARE_PREVIEW_COOKIE], params.pageID));
    const reference = await findPageMediaReference(db, {
      pageId: params.pageID,
      group: params.group,
      hash: params.hash,
      fileName: params.fileName,
      includeConcept,
    });
    if (!reference) throw notFound();
    const file = await repository.findFileByHash(db, params.hash);
    if (!file || !file.storage_key) throw notFound();
    const cacheControl = includeConcept ? 'private, no-cache' : 'public, max-age=3600';
    if (
      reference.kind === 'image' &&
      (file.kind === 'image' || file.kind === 'gif') &&
      !(file.kind === 'gif' && !reference.image.cropParams && !w)
    ) {
      const image = await renderImage(deps, file, {
        crop: reference.image.cropParams,
        width: w,
        format: negotiateFormat(request.headers.accept, file.mime_type),
      });
      return sendImage(request, reply, image, cacheControl);
    }
    const etag = `"${file.hash.slice(0, 32)}"`;
    reply.header('ETag', etag).header('Cache-Control', cacheControl).header('X-Content-Type-Options', 'nosniff');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    // Only images open in the browser. Anything else (PDFs too) is downloaded, and sandboxed in
    // case a browser shows it anyway: a crafted document must not run on the site's origin.
    const isImage = file.kind === 'gif' || file.kind === 'image';
    reply.header('Content-Disposition', `${isImage ? 'inline' : 'attachment'}; filename*=UTF-8''${rfc5987(params.fileName)}`);
    if (!isImage) reply.header('Content-Security-Policy', DOCUMENT_CSP);
    // From the local disk or the bucket alike, streamed with its length.
    const { body, size } = await deps.storage.open(file.storage_key);
    return reply.type(file.mime_type).header('Content-Length', size).send(body);
  });
}
