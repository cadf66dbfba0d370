import type { MediaFileDto, MediaKind, VideoProvider } from '../../../shared/media/media-dto.ts';
import { joinMediaPath } from '../../../shared/media/media-path.ts';
import { videoLink } from '../../../shared/media/video-link.ts';
import type { MediaFileRow } from '../../db/schema.ts';

export function toMediaFileDto(row: MediaFileRow): MediaFileDto {
  const kind = row.kind as MediaKind;
  const provider = row.video_provider as VideoProvider | null;
  return {
    id: row.id,
    path: joinMediaPath(row.directory, row.file_name),
    fileName: row.file_name,
    type: kind,
    mimeType: row.mime_type,
    hash: row.hash,
    defaultAltText: row.default_alt_text,
    shared: row.shared === 1,
    filesize: row.size,
    dimensions: row.width && row.height ? { width: row.width, height: row.height } : null,
    video: provider && row.video_id ? { provider, id: row.video_id, link: videoLink(provider, row.video_id) } : null,
    previewUrl: kind === 'image' || kind === 'gif' ? `/api/medialib/preview-image?imageID=${row.id}&w=480` : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
