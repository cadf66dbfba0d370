import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import {
  RECOMMENDED_IMAGE_BYTES,
  RECOMMENDED_IMAGE_DIMENSION,
  type MediaFileDto,
  type UploadedFileAnswer,
  type UploadWarning,
} from '../../../shared/media/media-dto.ts';
import { baseName, isValidMediaName } from '../../../shared/media/media-path.ts';
import { parseVideoLink } from '../../../shared/media/video-link.ts';
import type { Executor } from '../../db/executor.ts';
import type { AppDeps } from '../../deps.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound, tooLarge } from '../../lib/errors.ts';
import { removeContentIfUnused, withContentLock } from './media-content.ts';
import { checkImageDecodes } from './media-decode-check.ts';
import { downscaleImage } from './media-downscale.ts';
import { SOURCE_OPTIONS } from './media-image-pipeline.ts';
import { toMediaFileDto } from './media-mapping.ts';
import { stagingDir } from './media-staging.ts';
import { detectAllowedType } from './media-types.ts';
import { fileNameFits, fittingStem, splitExtension } from './media-names.ts';
import * as media from './media.repository.ts';
import { queueEvent } from '../webhooks/webhook-events.ts';

interface StagedFile {
  tempPath: string;
  size: number;
  hash: string;
}

/**
 * Streams an upload to a temporary file while hashing it, so memory use stays flat
 * whatever the size. Over the limit, the partial file is removed and ML_01 answered.
 */
async function stage(deps: AppDeps, stream: Readable & { truncated?: boolean }): Promise<StagedFile> {
  await fsp.mkdir(stagingDir(deps), { recursive: true });
  const tempPath = path.join(stagingDir(deps), `${randomUUID()}.part`);
  const hasher = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hasher.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, fs.createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    await fsp.rm(tempPath, { force: true });
    // The client's side of the stream failing is the client's problem (too big, cut off);
    // anything else, such as a full disk, is ours and stays a 500.
    if (stream.errored && error === stream.errored) {
      throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge('ML_01', 'f') : badRequest('V_17', 'f');
    }
    throw error;
  }
  if (stream.truncated || size > deps.config.mediaMaxUploadBytes) {
    await fsp.rm(tempPath, { force: true });
    throw tooLarge('ML_01', 'f');
  }
  return { tempPath, size, hash: hasher.digest('hex') };
}

/** The name a browser sent, reduced to a safe single name (browsers on Windows may send a full path). */
export function cleanUploadName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  // Control characters are exactly what this removes.
  // eslint-disable-next-line no-control-regex
  let name = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '' || name === '.' || name === '..') name = 'file';
  if (!fileNameFits(name)) {
    // Too long (as a name or as its lower-case key): the stem gives way, the extension stays for the type check.
    const { stem, ending } = splitExtension(name);
    const kept = fittingStem(stem, ending);
    name = kept ? `${kept}${ending}` : fittingStem(name, '');
  }
  return name;
}

/** Numbers tried before a name counts as taken for good. */
const MAX_COUNTER = 10_000;

/**
 * "photo.jpg" becomes "photo (2).jpg" when the folder already has a photo.jpg (a file or a
 * folder). A name at the limit gives up the end of its stem for the number, so the result is
 * still a name the library can store.
 */
async function uniqueName(db: Executor, directory: string, name: string, nameProperty: string): Promise<string> {
  const folders = new Set((await media.childDirectories(db, directory)).map((path) => baseName(path).toLowerCase()));
  if (!folders.has(name.toLowerCase()) && !(await media.nameTaken(db, directory, name.toLowerCase()))) return name;
  const longestNumber = ` (${MAX_COUNTER - 1})`;
  let { stem, ending } = splitExtension(name);
  // An "extension" that leaves no room for a stem (only a video link's free name can have one) is numbered as part of the name.
  if (!fittingStem(stem, `${longestNumber}${ending}`)) ({ stem, ending } = { stem: name, ending: '' });
  // Every stem a number leaves starts with the one the longest number leaves: one lookup covers them all.
  const taken = await media.namesStartingWith(db, directory, fittingStem(stem, `${longestNumber}${ending}`).toLowerCase());
  for (const folder of folders) taken.add(folder);
  for (let counter = 2; counter < MAX_COUNTER; counter += 1) {
    const tail = ` (${counter})${ending}`;
    const candidate = `${fittingStem(stem, tail)}${tail}`;
    if (taken.has(candidate.toLowerCase()) || !fileNameFits(candidate)) continue;
    // A cut stem can lower-case differently from a longer one (a Greek final sigma at the cut), so
    // the prefix lookup may miss a name: the insert would then fail on every retry. Asked once more.
    if (await media.nameTaken(db, directory, candidate.toLowerCase())) continue;
    return candidate;
  }
  throw badRequest('ML_03', nameProperty);
}

export async function addUploadedFile(
  deps: AppDeps,
  input: {
    directory: string;
    fileName: string;
    stream: Readable & { truncated?: boolean };
    userId: number;
    /** Scale an image larger than the recommended 2560 px down to it (add-file `downscale=true`). */
    downscale?: boolean;
  },
): Promise<UploadedFileAnswer> {
  if (!(await media.directoryExists(deps.db, input.directory))) {
    input.stream.resume();
    throw notFound('G_02', 'path');
  }
  const requestedName = cleanUploadName(input.fileName);
  if (!isValidMediaName(requestedName)) {
    input.stream.resume();
    throw badRequest('V_12', 'f');
  }
  let staged = await stage(deps, input.stream);
  try {
    if (staged.size === 0) throw badRequest('V_17', 'f');
    const type = await detectAllowedType(staged.tempPath, requestedName);
    if (!type) throw badRequest('V_12', 'f');
    // Before anything else reads the pixels: a file previews cannot be made of is not stored.
    if (type.kind === 'image' || type.kind === 'gif') await checkImageDecodes(staged.tempPath);
    if (input.downscale && type.kind === 'image') {
      const scaled = await downscaleImage(staged.tempPath, type.mimeType);
      if (scaled) {
        await fsp.rm(staged.tempPath, { force: true });
        staged = scaled;
      }
    }
    const warnings: UploadWarning[] = [];
    let dimensions: { width: number | null; height: number | null } = { width: null, height: null };
    if (type.kind === 'image' || type.kind === 'gif') {
      dimensions = await readDimensions(staged.tempPath);
      if ((dimensions.width ?? 0) > RECOMMENDED_IMAGE_DIMENSION || (dimensions.height ?? 0) > RECOMMENDED_IMAGE_DIMENSION)
        warnings.push('large-dimensions');
      if (staged.size > RECOMMENDED_IMAGE_BYTES) warnings.push('large-file');
    }
    const storageKey = `media/${staged.hash.slice(0, 2)}/${staged.hash}`;
    const now = nowIso();
    const row = {
      directory: input.directory,
      kind: type.kind,
      mime_type: type.mimeType,
      size: staged.size,
      width: dimensions.width,
      height: dimensions.height,
      hash: staged.hash,
      storage_key: storageKey,
      default_alt_text: '',
      shared: 0,
      video_provider: null,
      video_id: null,
      created_by: input.userId,
      created_at: now,
      updated_at: now,
    };
    let id: number;
    try {
      // Bytes first, row second: a row must never point at content that is not there yet.
      id = await withContentLock(deps, staged.hash, async (db) => {
        if (await deps.storage.exists(storageKey)) await fsp.rm(staged.tempPath, { force: true });
        else await deps.storage.importFile(storageKey, staged.tempPath);
        return insertWithFreeName(deps, db, row, requestedName, 'f');
      });
    } catch (error) {
      // Without a row the bytes are an orphan; remove them unless another entry shares them.
      await removeContentIfUnused(deps, staged.hash, storageKey);
      throw error;
    }
    return { file: toMediaFileDto((await media.findFile(deps.db, id))!), warnings };
  } finally {
    await fsp.rm(staged.tempPath, { force: true });
  }
}

/**
 * Inserts under the requested name or its first free "(n)" variant. Two uploads of the same
 * name at once both see it free; the loser hits the unique index and takes the next number.
 * Inside a PostgreSQL transaction (the content lock's) each attempt is a savepoint, since a
 * failed statement would otherwise end the whole transaction.
 */
async function insertWithFreeName(
  deps: AppDeps,
  db: Executor,
  row: Omit<media.NewMediaFile, 'file_name' | 'name_key'>,
  requestedName: string,
  /** The request's property the name came from, named when no free name is left. */
  nameProperty: string,
): Promise<number> {
  const savepoints = deps.dialect === 'postgres' && db !== deps.db;
  // The row and its media.uploaded event commit together (in the caller's transaction, or one of their own).
  const insert = async (executor: Executor, fileName: string) => {
    // A folder of the name made since uniqueName looked (no index spans files and folders).
    await media.lockEntryName(executor, row.directory, fileName.toLowerCase());
    // The folder, checked before the upload was read, may have moved or gone since.
    if (!(await media.holdDirectory(executor, row.directory))) throw notFound('G_02', 'path');
    if (await media.siblingDirectoryNamed(executor, row.directory, fileName)) throw new NameTakenMeanwhile();
    const id = await media.insertFile(executor, { ...row, file_name: fileName, name_key: fileName.toLowerCase() });
    await queueEvent(executor, 'media.uploaded', { mediaId: id });
    return id;
  };
  for (let attempt = 0; ; attempt += 1) {
    const fileName = await uniqueName(db, row.directory, requestedName, nameProperty);
    try {
      if (savepoints) await media.markInsertSavepoint(db);
      const id = db === deps.db ? await deps.db.transaction().execute((trx) => insert(trx, fileName)) : await insert(db, fileName);
      if (savepoints) await media.releaseInsertSavepoint(db);
      return id;
    } catch (error) {
      if (savepoints) await media.rollbackInsertSavepoint(db);
      // Each lost race means one more upload took a name; ten tries cover any real burst.
      const lostRace = error instanceof NameTakenMeanwhile || (await media.nameTaken(db, row.directory, fileName.toLowerCase()));
      if (!lostRace) throw error;
      if (attempt >= 9) throw badRequest('ML_03', nameProperty);
    }
  }
}

class NameTakenMeanwhile extends Error {}

async function readDimensions(localPath: string): Promise<{ width: number; height: number }> {
  try {
    // The same limit as rendering: an image the previews cannot decode is not accepted at all.
    const metadata = await sharp(localPath, SOURCE_OPTIONS).metadata();
    if (!metadata.width || !metadata.height) throw new Error('no dimensions');
    // EXIF orientations 5-8 swap width and height as a viewer shows them.
    const swapped = (metadata.orientation ?? 1) >= 5;
    return swapped ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  } catch {
    throw badRequest('UM_07', 'f');
  }
}

/** Stores a link of one of the two video services, validated and reduced to provider and id. */
export async function addVideoLink(
  deps: AppDeps,
  input: { directory: string; url: string; fileName?: string; userId: number },
): Promise<MediaFileDto> {
  if (!(await media.directoryExists(deps.db, input.directory))) throw notFound('G_02', 'path');
  // The schema checked the name; its lower-case key can still be longer than a name may be.
  if (input.fileName !== undefined && !fileNameFits(input.fileName)) throw badRequest('V_14', 'fileName');
  const video = parseVideoLink(input.url);
  if (!video) throw badRequest('V_13', 'url');
  const hash = createHash('sha256').update(`video:${video.provider}:${video.id}`).digest('hex');
  const now = nowIso();
  const row = {
    directory: input.directory,
    kind: 'video',
    mime_type: `video/x-${video.provider}`,
    size: 0,
    width: null,
    height: null,
    hash,
    storage_key: null,
    default_alt_text: '',
    shared: 0,
    video_provider: video.provider,
    video_id: video.id,
    created_by: input.userId,
    created_at: now,
    updated_at: now,
  };
  const named = input.fileName !== undefined;
  const id = await insertWithFreeName(deps, deps.db, row, input.fileName ?? `${video.provider}-${video.id}`, named ? 'fileName' : 'url');
  return toMediaFileDto((await media.findFile(deps.db, id))!);
}
