import { z } from 'zod';

/**
 * The media library's answers (SPEC 3, SPEC 7 medialib), written once as zod schemas: the
 * server builds the DTO types, the admin checks the answers against the schemas where they
 * enter it (`checkedApi`).
 */
export const MEDIA_KINDS = ['image', 'gif', 'document', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** SPEC 3 Media file. */
export const mediaFileDto = z.object({
  id: z.number(),
  path: z.string(),
  fileName: z.string(),
  type: z.enum(MEDIA_KINDS),
  mimeType: z.string(),
  hash: z.string(),
  defaultAltText: z.string(),
  shared: z.boolean(),
  filesize: z.number(),
  dimensions: z.object({ width: z.number(), height: z.number() }).nullable(),
  video: z.object({ provider: z.enum(VIDEO_PROVIDERS), id: z.string(), link: z.string() }).nullable(),
  previewUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaFileDto = z.output<typeof mediaFileDto>;

export const directoryDto = z.object({ path: z.string(), name: z.string() });
export type DirectoryDto = z.output<typeof directoryDto>;

export const directoryContent = z.object({ path: z.string(), directories: z.array(directoryDto), files: z.array(mediaFileDto) });
export type DirectoryContent = z.output<typeof directoryContent>;

/** A page one of whose versions uses a file (SPEC 7 list-pages-by-file). */
export const pageUsingFile = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  locale: z.string(),
  type: z.string(),
  url: z.string(),
  updatedAt: z.string(),
});
export type PageUsingFile = z.output<typeof pageUsingFile>;

export const UPLOAD_WARNINGS = ['large-dimensions', 'large-file'] as const;
export type UploadWarning = (typeof UPLOAD_WARNINGS)[number];

/** POST /medialib/get-dir. */
export const directoryAnswer = z.object({ data: directoryContent });
/** POST /medialib/search-files. */
export const searchFilesAnswer = z.object({ data: z.object({ items: z.array(mediaFileDto) }) });
/** POST /medialib/move-file, edit-file, add-video. */
export const mediaFileAnswer = z.object({ file: mediaFileDto });
/** POST /medialib/add-file: the stored file and what the uploader should hear about it. */
export const uploadedFileAnswer = mediaFileAnswer.extend({ warnings: z.array(z.enum(UPLOAD_WARNINGS)) });
export type UploadedFileAnswer = z.output<typeof uploadedFileAnswer>;
/** POST /medialib/create-dir. */
export const createDirectoryAnswer = z.object({ path: z.string() });

export const RECOMMENDED_IMAGE_DIMENSION = 2560;
export const RECOMMENDED_IMAGE_BYTES = 1024 * 1024;
export const MEDIA_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/**
 * The most pixels (width x height) an image may have: larger ones are refused at upload (UM_07),
 * as decoding them for previews would hold too much memory. A 79-megapixel photo still fits.
 */
export const MAX_IMAGE_PIXELS = 80_000_000;
