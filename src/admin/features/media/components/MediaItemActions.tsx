import { useTranslation } from 'react-i18next';
import type { DirectoryDto, MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { Icon } from '../../../components/Icon.tsx';
import type { MediaDialog } from '../media-browser-state.ts';
import { MediaIcon } from './MediaIcon.tsx';

interface FileActionsProps {
  file: MediaFileDto;
  canManage: boolean;
  /** Icon buttons for a table row; labelled buttons in the details panel. */
  compact?: boolean;
  openDialog: (dialog: MediaDialog) => void;
}

/** A file's actions: edit, move or rename and delete (manage-media), and "where used". */
export function MediaFileActions({ file, canManage, compact = false, openDialog }: FileActionsProps) {
  const { t } = useTranslation();
  return (
    <span className={compact ? 'row-actions' : 'media-details__actions'}>
      {canManage && (
        <>
          <button
            type="button"
            className={compact ? 'icon-button' : 'button button--secondary button--small'}
            title={t('media.editFile')}
            aria-label={compact ? `${t('media.editFile')} ${file.fileName}` : undefined}
            onClick={() => openDialog({ kind: 'edit', file })}
          >
            <Icon name="edit" size={16} />
            {!compact && t('media.editFile')}
          </button>
          <button
            type="button"
            className={compact ? 'icon-button' : 'button button--secondary button--small'}
            title={t('media.moveOrRename')}
            aria-label={compact ? `${t('media.moveOrRename')} ${file.fileName}` : undefined}
            onClick={() => openDialog({ kind: 'move-file', file })}
          >
            <MediaIcon name="move" size={16} />
            {!compact && t('media.moveOrRename')}
          </button>
        </>
      )}
      <button
        type="button"
        className={compact ? 'icon-button' : 'button button--secondary button--small'}
        title={t('media.whereUsed')}
        aria-label={compact ? `${t('media.whereUsed')} ${file.fileName}` : undefined}
        onClick={() => openDialog({ kind: 'where-used', file })}
      >
        <MediaIcon name="link" size={16} />
        {!compact && t('media.whereUsed')}
      </button>
      {canManage && (
        <button
          type="button"
          className={compact ? 'icon-button icon-button--danger' : 'button button--danger button--small'}
          title={t('media.deleteFile')}
          aria-label={compact ? `${t('media.deleteFile')} ${file.fileName}` : undefined}
          onClick={() => openDialog({ kind: 'delete-file', file })}
        >
          <Icon name="trash" size={16} />
          {!compact && t('media.deleteFile')}
        </button>
      )}
    </span>
  );
}

/** A folder's actions (manage-media only): move or rename, delete. */
export function MediaFolderActions({
  folder,
  canManage,
  openDialog,
}: {
  folder: DirectoryDto;
  canManage: boolean;
  openDialog: (dialog: MediaDialog) => void;
}) {
  const { t } = useTranslation();
  if (!canManage) return null;
  return (
    <span className="media-folder__actions">
      <button
        type="button"
        className="icon-button"
        aria-label={`${t('media.moveOrRename')} ${folder.name}`}
        title={t('media.moveOrRename')}
        onClick={() => openDialog({ kind: 'move-folder', path: folder.path })}
      >
        <Icon name="edit" size={16} />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={`${t('media.deleteFolder')} ${folder.name}`}
        title={t('media.deleteFolder')}
        onClick={() => openDialog({ kind: 'delete-folder', folder })}
      >
        <Icon name="trash" size={16} />
      </button>
    </span>
  );
}
