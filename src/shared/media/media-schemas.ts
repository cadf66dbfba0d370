import { z } from 'zod';
import { id, listQuery } from '../schemas/common.ts';
import { mediaName, mediaPath } from './media-path.ts';

export const getDirBody = z.object({ path: mediaPath });
export const searchFilesBody = z.object({
  searchTerm: z.string({ error: 'V_01' }).trim().max(200, 'V_14'),
  directory: mediaPath.default('/'),
});
export const createDirBody = z.object({ path: mediaPath, folderName: mediaName });
export const moveFileBody = z.object({ id, newPath: mediaPath, newFileName: mediaName });
export const editFileBody = z.object({
  id,
  newPath: mediaPath,
  newFileName: mediaName,
  defaultAltText: z.string({ error: 'V_12' }).max(500, 'V_14').default(''),
  shared: z.boolean({ error: 'V_12' }).default(false),
});
export const moveDirectoryBody = z.object({ oldPath: mediaPath, newPath: mediaPath });
export const deleteFileBody = z.object({ id, force: z.boolean({ error: 'V_12' }).default(false) });
export const deleteDirectoryBody = z.object({ path: mediaPath, force: z.boolean({ error: 'V_12' }).default(false) });
export const listPagesByFileBody = listQuery.extend({ fileID: id });
export const addVideoBody = z.object({
  path: mediaPath,
  url: z.string({ error: 'V_01' }).trim().min(1, 'V_01').max(500, 'V_14'),
  fileName: mediaName.optional(),
});

const coordinate = z.coerce.number({ error: 'V_12' }).finite('V_12');
/** Number('') is 0, so an empty query value would pass as a zero; it is refused instead. */
const filled = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value), schema);
const mirror = z.coerce.number({ error: 'V_12' }).refine((value) => value === 1 || value === -1, 'V_12');
/** Crop parameters as the cropper produces them; ranges are checked again against the image. */
export const previewCropQuery = z.object({
  imageID: id,
  x: filled(coordinate.min(0, 'V_12').max(100_000, 'V_12')),
  y: filled(coordinate.min(0, 'V_12').max(100_000, 'V_12')),
  width: filled(coordinate.positive('V_12').max(100_000, 'V_12')),
  height: filled(coordinate.positive('V_12').max(100_000, 'V_12')),
  rotate: filled(coordinate.min(-360, 'V_12').max(360, 'V_12')).default(0),
  scaleX: filled(mirror).default(1),
  scaleY: filled(mirror).default(1),
  w: z.coerce.number({ error: 'V_12' }).int('V_12').min(16, 'V_12').max(2560, 'V_12').optional(),
});
export const previewImageQuery = z.object({
  imageID: id,
  w: z.coerce.number({ error: 'V_12' }).int('V_12').min(16, 'V_12').max(2560, 'V_12').optional(),
});
