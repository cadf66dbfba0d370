import { useTranslation } from 'react-i18next';
import type { DirectoryDto, MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatBytes } from '../format.ts';
import { mediaTypeLabelKey, type MediaDialog, type MediaView } from '../media-browser-state.ts';
import { MediaIcon } from './MediaIcon.tsx';
import { MediaFileActions, MediaFolderActions } from './MediaItemActions.tsx';
import { MediaThumbnail } from './MediaThumbnail.tsx';

export interface MediaListingViewProps {
  view: MediaView;
  folders: DirectoryDto[];
  files: MediaFileDto[];
  searching: boolean;
  selectedId: number | null;
  canManage: boolean;
  /** In a picker: files that cannot be chosen are shown disabled, a double click uses one, rows have no actions. */
  inPicker: boolean;
  usable: (file: MediaFileDto) => boolean;
  onOpenFolder: (path: string) => void;
  onClickFile: (file: MediaFileDto) => void;
  onUseFile: (file: MediaFileDto) => void;
  openDialog: (dialog: MediaDialog) => void;
}

/** The folders and files as a grid of cards or as a table with a row per entry. */
export function MediaListingView(props: MediaListingViewProps) {
  return props.view === 'grid' ? <MediaGrid {...props} /> : <MediaTable {...props} />;
}

function MediaGrid({
  folders,
  files,
  selectedId,
  canManage,
  usable,
  onOpenFolder,
  onClickFile,
  onUseFile,
  openDialog,
}: MediaListingViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {folders.length > 0 && (
        <ul className="media-grid media-grid--folders" aria-label={t('media.folders')}>
          {folders.map((folder) => (
            <li key={folder.path} className="media-folder">
              <button
                type="button"
                className="media-folder__open"
                onClick={() => onOpenFolder(folder.path)}
                aria-label={t('media.openFolder', { name: folder.name })}
              >
                <MediaIcon name="folder" size={22} />
                <span className="media-folder__name">{folder.name}</span>
              </button>
              <MediaFolderActions folder={folder} canManage={canManage} openDialog={openDialog} />
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="media-grid" aria-label={t('media.files')}>
          {files.map((file) => (
            <li
              key={file.id}
              className={['media-card', file.id === selectedId ? 'is-selected' : '', usable(file) ? '' : 'is-disabled'].join(' ')}
            >
              <button
                type="button"
                className="media-card__button"
                aria-pressed={file.id === selectedId}
                onClick={() => onClickFile(file)}
                onDoubleClick={() => onUseFile(file)}
              >
                <span className="media-card__preview">
                  <MediaThumbnail file={file} />
                </span>
                <span className="media-card__name" title={file.fileName}>
                  {file.fileName}
                </span>
                <span className="media-card__meta">
                  {file.dimensions ? `${file.dimensions.width} × ${file.dimensions.height}` : t(mediaTypeLabelKey(file.type))}
                  {file.type !== 'video' && ` · ${formatBytes(file.filesize, i18n.language)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MediaTable({
  folders,
  files,
  searching,
  selectedId,
  canManage,
  inPicker,
  onOpenFolder,
  onClickFile,
  onUseFile,
  openDialog,
}: MediaListingViewProps) {
  const { t, i18n } = useTranslation();
  if (folders.length === 0 && files.length === 0) return null;
  return (
    <table className="data-table media-table">
      <thead>
        <tr>
          <th scope="col">{t('media.columnName')}</th>
          <th scope="col">{t('media.columnType')}</th>
          <th scope="col">{t('media.columnSize')}</th>
          <th scope="col">{t('media.columnUpdated')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {folders.map((folder) => (
          <tr key={folder.path}>
            <td>
              <button type="button" className="media-table__name" onClick={() => onOpenFolder(folder.path)}>
                <MediaIcon name="folder" size={20} />
                {folder.name}
              </button>
            </td>
            <td>{t('media.folders')}</td>
            <td />
            <td />
            <td className="media-table__actions">
              <MediaFolderActions folder={folder} canManage={canManage} openDialog={openDialog} />
            </td>
          </tr>
        ))}
        {files.map((file) => (
          <tr key={file.id} className={file.id === selectedId ? 'is-selected' : undefined}>
            <td>
              <button
                type="button"
                className="media-table__name"
                onClick={() => onClickFile(file)}
                onDoubleClick={() => onUseFile(file)}
                aria-pressed={file.id === selectedId}
              >
                <MediaThumbnail file={file} size="small" />
                {file.fileName}
              </button>
              {searching && <span className="media-table__path">{file.path}</span>}
            </td>
            <td>{t(mediaTypeLabelKey(file.type))}</td>
            <td>{file.type === 'video' ? '' : formatBytes(file.filesize, i18n.language)}</td>
            <td>{formatDate(file.updatedAt, i18n.language)}</td>
            <td className="media-table__actions">
              {inPicker ? null : <MediaFileActions file={file} canManage={canManage} compact openDialog={openDialog} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
