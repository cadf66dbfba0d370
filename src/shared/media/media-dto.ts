export type MediaKind = 'image' | 'gif' | 'document' | 'video';
export type VideoProvider = 'youtube' | 'vimeo';

/** SPEC 3 Media file. */
export interface MediaFileDto {
  id: number;
  path: string;
  fileName: string;
  type: MediaKind;
  mimeType: string;
  hash: string;
  defaultAltText: string;
  shared: boolean;
  filesize: number;
  dimensions: { width: number; height: number } | null;
  video: { provider: VideoProvider; id: string; link: string } | null;
  previewUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DirectoryDto {
  path: string;
  name: string;
}

export interface DirectoryContent {
  path: string;
  directories: DirectoryDto[];
  files: MediaFileDto[];
}

export type UploadWarning = 'large-dimensions' | 'large-file';

export const RECOMMENDED_IMAGE_DIMENSION = 2560;
export const RECOMMENDED_IMAGE_BYTES = 1024 * 1024;
export const MEDIA_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
