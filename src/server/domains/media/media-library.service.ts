import type { Kysely } from 'kysely';
import type { DirectoryContent, MediaFileDto, PageUsingFile } from '../../../shared/media/media-dto.ts';
import { baseName, isValidMediaPath, isWithin, joinMediaPath, MEDIA_PATH_MAX_LENGTH, parentOf } from '../../../shared/media/media-path.ts';
import type { ListQuery, ListResponse } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { nowIso } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { countPagesUsingHashes, listPagesUsingHash } from '../pages/page-media.service.ts';
import { queueEvent } from '../webhooks/webhook-events.ts';
import { removeContentIfUnused } from './media-content.ts';
import { toMediaFileDto } from './media-mapping.ts';
import { fileNameFits } from './media-names.ts';
import { extensionOf, extensionsForType } from './media-types.ts';
import * as media from './media.repository.ts';
import { isDeadlock, isUniqueViolation, isValueTooLong } from '../../db/constraint-errors.ts';

const SEARCH_LIMIT = 200;
/** Hashes per query when looking up image sizes: well inside every dialect's parameter limit. */
const SIZES_CHUNK = 500;

async function requireDirectory(db: Kysely<Database>, path: string, property = 'path'): Promise<void> {
  if (!(await media.directoryExists(db, path))) throw notFound('G_02', property);
}

/** The folder held in place for the transaction (media.holdDirectory), or 404. */
async function holdDirectory(trx: Kysely<Database>, path: string, property: string): Promise<void> {
  if (!(await media.holdDirectory(trx, path))) throw notFound('G_02', property);
}

async function requireFile(db: Kysely<Database>, id: number) {
  const file = await media.findFile(db, id);
  if (!file) throw notFound('G_02', 'id');
  return file;
}

export async function getDirectory(db: Kysely<Database>, path: string): Promise<DirectoryContent> {
  await requireDirectory(db, path);
  const [directories, files] = await Promise.all([media.childDirectories(db, path), media.filesIn(db, path)]);
  return {
    path,
    directories: directories.map((directory) => ({ path: directory, name: baseName(directory) })),
    files: files.map(toMediaFileDto),
  };
}

export async function searchFiles(db: Kysely<Database>, directory: string, term: string): Promise<MediaFileDto[]> {
  await requireDirectory(db, directory, 'directory');
  if (!term) return [];
  return (await media.searchFiles(db, directory, term, SEARCH_LIMIT)).map(toMediaFileDto);
}

export async function createDirectory(db: Kysely<Database>, parent: string, folderName: string): Promise<string> {
  await requireDirectory(db, parent);
  const path = joinMediaPath(parent, folderName);
  // Parent and name each passed the schema; only the two together can be too long.
  if (!isValidMediaPath(path)) throw badRequest('V_14', 'folderName');
  try {
    await db.transaction().execute(async (trx) => {
      // The checks and the write under the name's lock: "Both" and "both" made at once would
      // both pass checks made before either wrote, and the unique index tells them apart.
      await media.lockEntryName(trx, parent, folderName.toLowerCase());
      await holdDirectory(trx, parent, 'path');
      // Names clash regardless of case, as they do for files, and a folder cannot share a file's name.
      if ((await media.siblingDirectoryNamed(trx, parent, folderName)) || (await media.nameTaken(trx, parent, folderName.toLowerCase()))) {
        throw conflict('ML_03', 'folderName');
      }
      await media.insertDirectory(trx, path, nowIso());
    });
  } catch (error) {
    // The path arrived with a folder moved in around it (a rename of a folder above) meanwhile.
    if (isUniqueViolation(error)) throw conflict('ML_03', 'folderName');
    throw error;
  }
  return path;
}

/** Renames or moves a folder with everything in it. A folder cannot move into itself. */
export async function moveDirectory(db: Kysely<Database>, oldPath: string, newPath: string): Promise<void> {
  if (oldPath === '/' || newPath === '/') throw badRequest('V_07');
  await requireDirectory(db, oldPath, 'oldPath');
  if (oldPath === newPath) return;
  if (isWithin(newPath, oldPath)) throw badRequest('V_07', 'newPath');
  const parent = parentOf(newPath);
  const clash = conflict(parent === parentOf(oldPath) ? 'ML_03' : 'ML_02', 'newPath');
  try {
    await db.transaction().execute(async (trx) => {
      // As for a new folder: the checks see every write that took the name before this one.
      await media.lockEntryName(trx, parent, baseName(newPath).toLowerCase());
      // The folders that move and the one they move into: a write in one of them finishes
      // first, and none can move away meanwhile.
      await media.lockTree(trx, oldPath, parent);
      await requireDirectory(trx, oldPath, 'oldPath');
      await holdDirectory(trx, parent, 'newPath');
      // A clash ignores case; the folder itself does not count, so "photos" may become "Photos".
      const existing = await media.siblingDirectoryNamed(trx, parent, baseName(newPath));
      if ((existing !== undefined && existing !== oldPath) || (await media.nameTaken(trx, parent, baseName(newPath).toLowerCase()))) {
        throw clash;
      }
      await requireRoomBelow(trx, oldPath, newPath);
      await media.movePrefix(trx, oldPath, newPath);
    });
  } catch (error) {
    // PostgreSQL: a folder made below the old one after the checks (the lock covers the new
    // path's name only), or a move of the folders around it. The transaction rolled back,
    // nothing moved; the answer is the one the checks would give a moment later.
    if (isUniqueViolation(error)) throw clash;
    if (isValueTooLong(error)) throw badRequest('V_14', 'newPath');
    // Not expected: moves and deletes lock their folders in path order (media.lockTree), so two
    // moves each into the other's folder queue (the second answers 404). Should the database
    // still break a deadlock, the loser moved nothing.
    if (isDeadlock(error)) throw conflict('G_05', 'newPath');
    throw error;
  }
}

/**
 * A move rewrites the start of every path below the folder, and each must stay a valid path.
 * The shared limit counts UTF-16 units; SQL counts characters or bytes, and a UTF-8 byte count
 * is never below the UTF-16 one. So only the paths whose bytes pass the room left can be too
 * long: the database finds those, and the shared rule decides on each.
 */
async function requireRoomBelow(db: Kysely<Database>, oldPath: string, newPath: string): Promise<void> {
  const room = MEDIA_PATH_MAX_LENGTH - newPath.length;
  const candidates = await media.pathsBelowLongerThan(db, oldPath, Buffer.byteLength(oldPath, 'utf8') + room);
  if (candidates.some((path) => !isValidMediaPath(newPath + path.slice(oldPath.length)))) throw badRequest('V_14', 'newPath');
}

/**
 * Moves and/or renames a file; clashes give ML_03 in the same folder and ML_02 elsewhere. The
 * extension must stay one of the file type's own (400 V_12 on newFileName).
 */
export async function moveFile(db: Kysely<Database>, id: number, newPath: string, newFileName: string): Promise<MediaFileDto> {
  return changeFile(db, id, newPath, newFileName, {});
}

/**
 * Name, folder, alt text and shared in one transaction and one write: a refusal or a failure
 * leaves the file exactly as it was (never renamed without its new alt text, or the reverse).
 */
export async function editFile(
  db: Kysely<Database>,
  body: { id: number; newPath: string; newFileName: string; defaultAltText: string; shared: boolean },
): Promise<MediaFileDto> {
  return changeFile(db, body.id, body.newPath, body.newFileName, { default_alt_text: body.defaultAltText, shared: body.shared ? 1 : 0 });
}

async function changeFile(
  db: Kysely<Database>,
  id: number,
  newPath: string,
  newFileName: string,
  details: { default_alt_text?: string; shared?: number },
): Promise<MediaFileDto> {
  // The schema checked the name; its lower-case key can still be longer than a name may be.
  if (!fileNameFits(newFileName)) throw badRequest('V_14', 'newFileName');
  const nameKey = newFileName.toLowerCase();
  let clash: 'ML_02' | 'ML_03' = 'ML_03';
  try {
    await db.transaction().execute(async (trx) => {
      await media.lockEntryName(trx, newPath, nameKey);
      const file = await requireFile(trx, id);
      // The upload checked content and extension together; a rename may not undo that (report.pdf
      // cannot become report.exe). Video links have no bytes, so their names are free.
      if (file.kind !== 'video' && !extensionsForType(file.mime_type).includes(extensionOf(newFileName)))
        throw badRequest('V_12', 'newFileName');
      await holdDirectory(trx, newPath, 'newPath');
      clash = newPath === file.directory ? 'ML_03' : 'ML_02';
      // Another file or a folder of that name (regardless of case) is a clash.
      if ((await media.nameTaken(trx, newPath, nameKey, id)) || (await media.siblingDirectoryNamed(trx, newPath, newFileName))) {
        throw conflict(clash, 'newFileName');
      }
      await media.updateFile(trx, id, { directory: newPath, file_name: newFileName, name_key: nameKey, ...details, updated_at: nowIso() });
      await queueEvent(trx, 'media.changed', { mediaId: id });
    });
  } catch (error) {
    // A concurrent upload or rename took the name between the check and the write.
    if (!(error instanceof AppError) && (await media.nameTaken(db, newPath, nameKey, id))) throw conflict(clash, 'newFileName');
    throw error;
  }
  return toMediaFileDto((await media.findFile(db, id))!);
}

/** The bytes go only when no other library entry shares them (uploads are de-duplicated). */
async function removeOrphanedContent(deps: AppDeps, files: { hash: string; storage_key: string | null }[]): Promise<void> {
  for (const file of files) if (file.storage_key) await removeContentIfUnused(deps, file.hash, file.storage_key);
}

/** Pages still use the file: refuse unless the editor confirmed (force), and say how many. */
function inUse(pageCount: number): AppError {
  return new AppError(409, [{ code: 'V_07' }], { usedByPages: pageCount });
}

/** Returns the content hash of the removed entry (pages showing it change). */
export async function deleteFile(deps: AppDeps, id: number, force: boolean): Promise<string[]> {
  const file = await requireFile(deps.db, id);
  if (!force) {
    const pages = await countPagesUsingHashes(deps.db, [file.hash]);
    if (pages > 0 && !(await sharedHashElsewhere(deps.db, file.hash, id))) throw inUse(pages);
  }
  await deps.db.transaction().execute(async (trx) => {
    // Only the delete that removed the row queues media.deleted (two at once: one event).
    if ((await media.deleteFiles(trx, [id])) > 0) await queueEvent(trx, 'media.deleted', { mediaId: id });
  });
  await removeOrphanedContent(deps, [file]);
  return [file.hash];
}

/** Another library entry with the same bytes keeps page references working. */
async function sharedHashElsewhere(db: Kysely<Database>, hash: string, exceptId: number): Promise<boolean> {
  const other = await media.findFileByHash(db, hash);
  return other !== undefined && other.id !== exceptId;
}

/** Returns the content hashes of the removed entries (pages showing them change). */
export async function deleteDirectory(deps: AppDeps, path: string, force: boolean): Promise<string[]> {
  if (path === '/') throw badRequest('V_07', 'path');
  await requireDirectory(deps.db, path);
  const checked = await media.filesInTree(deps.db, path);
  if (!force) await refuseWhenInUse(deps.db, path, checked);
  const files = await deleteTree(deps, path, force, checked);
  await removeOrphanedContent(deps, files);
  return [...new Set(files.map((file) => file.hash))];
}

/**
 * The tree held, then read again: a file moved or uploaded into it meanwhile goes with it (or,
 * used by pages and not forced, stops the delete), never stays behind in a folder that is gone.
 */
async function deleteTree(deps: AppDeps, path: string, force: boolean, checked: { id: number }[]) {
  const checkedIds = new Set(checked.map((file) => file.id));
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await media.lockTree(trx, path);
      await requireDirectory(trx, path);
      const inTree = await media.filesInTree(trx, path);
      const arrived = inTree.filter((file) => !checkedIds.has(file.id));
      if (!force) await refuseWhenInUse(trx, path, arrived);
      // One by one: each file that went is one media.deleted, queued last (the queue's ordering lock).
      const deleted: number[] = [];
      for (const file of inTree) if ((await media.deleteFiles(trx, [file.id])) > 0) deleted.push(file.id);
      await media.deleteDirectories(trx, await media.directoryTree(trx, path));
      for (const mediaId of deleted) await queueEvent(trx, 'media.deleted', { mediaId });
      return inTree;
    });
  } catch (error) {
    // Not expected (moves and deletes lock their folders in path order); should the database
    // still break a deadlock with another write, nothing was deleted.
    if (isDeadlock(error)) throw conflict('G_05', 'path');
    throw error;
  }
}

/** As for a single file: bytes an entry outside the folder shares keep serving the pages. */
async function refuseWhenInUse(db: Kysely<Database>, path: string, files: { hash: string }[]): Promise<void> {
  if (files.length === 0) return;
  const hashes = new Set(files.map((file) => file.hash));
  for (const kept of await media.hashesOutsideTree(db, [...hashes], path)) hashes.delete(kept);
  const pages = await countPagesUsingHashes(db, [...hashes]);
  if (pages > 0) throw inUse(pages);
}

export async function listPagesByFile(
  db: Kysely<Database>,
  fileId: number,
  query: ListQuery,
  defaultLocale: string,
): Promise<ListResponse<PageUsingFile>> {
  const file = await requireFile(db, fileId);
  return listPagesUsingHash(db, file.hash, query, defaultLocale);
}

/**
 * The intrinsic size of library images by content hash: the public site writes it into each
 * image's width/height, so the browser reserves the space before the image loads (issue 17: no
 * layout shift). Hashes the library does not know, or files without dimensions, are left out.
 */
export async function imageSizesByHash(
  db: Kysely<Database>,
  hashes: readonly string[],
): Promise<Map<string, { width: number; height: number }>> {
  const unique = [...new Set(hashes)];
  const sizes = new Map<string, { width: number; height: number }>();
  for (let start = 0; start < unique.length; start += SIZES_CHUNK) {
    for (const row of await media.imageSizesByHash(db, unique.slice(start, start + SIZES_CHUNK))) {
      if (row.width && row.height) sizes.set(row.hash, { width: row.width, height: row.height });
    }
  }
  return sizes;
}
