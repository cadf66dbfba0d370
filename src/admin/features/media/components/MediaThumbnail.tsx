import type { MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { extensionOf } from '../format.ts';
import { MediaIcon, type MediaIconName } from './MediaIcon.tsx';

const TYPE_ICONS: Record<MediaFileDto['type'], MediaIconName> = { image: 'image', gif: 'image', document: 'file', video: 'video' };

/** The file's preview image, or its type icon (documents with their extension) when it has none. */
export function MediaThumbnail({ file, size = 'large' }: { file: MediaFileDto; size?: 'large' | 'small' }) {
  if (file.previewUrl)
    return <img src={file.previewUrl} alt="" loading="lazy" className={`media-thumb media-thumb--${size}`} draggable={false} />;
  return (
    <span className={`media-thumb media-thumb--${size} media-thumb--icon media-thumb--${file.type}`}>
      <MediaIcon name={TYPE_ICONS[file.type]} size={size === 'large' ? 36 : 20} />
      {file.type === 'document' && size === 'large' && <span className="media-thumb__ext">{extensionOf(file.fileName)}</span>}
    </span>
  );
}
