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
export type EditFileBody = z.output<typeof editFileBody>;
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
const filled = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value), schema);
/**
 * The cropper turns in quarter steps, so a crop is only ever turned by one of these. Any other
 * angle would make the server enlarge the canvas around the picture: it is refused.
 */
export const QUARTER_TURNS = [0, 90, -90, 180, -180, 270, -270] as const;
export function isQuarterTurn(value: number): boolean {
  return (QUARTER_TURNS as readonly number[]).includes(value);
}
const mirror = z.coerce.number({ error: 'V_12' }).refine((value) => value === 1 || value === -1, 'V_12');
/** Crop parameters as the cropper produces them; ranges are checked again against the image. */
export const previewCropQuery = z.object({
  imageID: id,
  x: filled(coordinate.min(0, 'V_12').max(100_000, 'V_12')),
  y: filled(coordinate.min(0, 'V_12').max(100_000, 'V_12')),
  width: filled(coordinate.positive('V_12').max(100_000, 'V_12')),
  height: filled(coordinate.positive('V_12').max(100_000, 'V_12')),
  rotate: filled(coordinate.refine(isQuarterTurn, 'V_12')).default(0),
  scaleX: filled(mirror).default(1),
  scaleY: filled(mirror).default(1),
  w: z.coerce.number({ error: 'V_12' }).int('V_12').min(16, 'V_12').max(2560, 'V_12').optional(),
});
export const previewImageQuery = z.object({
  imageID: id,
  w: z.coerce.number({ error: 'V_12' }).int('V_12').min(16, 'V_12').max(2560, 'V_12').optional(),
});

/**
 * The widths the public site asks get-page-file for (its srcset; src/site/blocks/shared/BlockImg.tsx
 * SRCSET_WIDTHS must stay equal). The route is public and every width is rendered and cached on
 * its own, so it serves these only.
 */
export const PAGE_IMAGE_WIDTHS = [480, 800, 1200, 1600, 2400] as const;

/**
 * A requested width rounded up to the next width the site uses; above the largest, the image
 * at its own size (at most 2560 px), which is what the srcset's last candidate asks for.
 */
export function pageImageWidth(requested: number | undefined): number | undefined {
  if (requested === undefined) return undefined;
  return PAGE_IMAGE_WIDTHS.find((width) => width >= requested);
}

/** `w` of get-page-file: 16..2560 as before, answered with the next width the site uses. */
export const pageFileQuery = z.object({
  w: z.coerce.number({ error: 'V_12' }).int('V_12').min(16, 'V_12').max(2560, 'V_12').optional().transform(pageImageWidth),
});

/**
 * Query of add-file: `downscale=true` asks the server to scale an image larger than the
 * recommended 2560 px (SPEC 9) down to it. Absent (as SPEC clients send it) or `false`: the
 * file is stored as sent.
 */
export const addFileQuery = z.object({
  downscale: z
    .enum(['true', 'false'], { error: 'V_12' })
    .optional()
    .transform((value) => value === 'true'),
});
