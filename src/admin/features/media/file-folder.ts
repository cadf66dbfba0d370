import type { MediaFileDto } from '../../../shared/media/media-dto.ts';
import { parentOf } from '../../../shared/media/media-path.ts';

/**
 * The folder a file is in. A file's `path` is its full path ("/Photos/dusk.png"); move-file and
 * edit-file take the folder ("/Photos") and the name separately.
 */
export function folderOf(file: Pick<MediaFileDto, 'path'>): string {
  return parentOf(file.path);
}
