import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryDto, MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import { baseName, isWithin, joinMediaPath, parentOf } from '../../../../shared/media/media-path.ts';
import { moveFileBody } from '../../../../shared/media/media-schemas.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { mediaApi } from '../api.ts';
import { breadcrumbsFor } from '../breadcrumbs.ts';
import { folderOf } from '../file-folder.ts';
import type { MediaOutcome } from '../media-library-state.ts';
import { DialogFooter, useSubmit } from './dialog-parts.tsx';
import { MediaIcon } from './MediaIcon.tsx';

/** Browses folders only; the chosen folder is `value`. Folders inside `exclude` cannot be chosen. */
const FILE_NAME_MAX_LENGTH = maxLengthOf(moveFileBody, 'newFileName');

export function FolderPicker({ value, onChange, exclude }: { value: string; onChange: (path: string) => void; exclude?: string }) {
  const { t } = useTranslation();
  const [browsing, setBrowsing] = useState(value);
  const [folders, setFolders] = useState<DirectoryDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFolders(null);
    setFailed(false);
    mediaApi
      .getDir(browsing)
      .then((content) => live && setFolders(content.directories))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [browsing]);
  const open = (path: string) => {
    setBrowsing(path);
    onChange(path);
  };
  return (
    <div className="folder-picker">
      <nav aria-label={t('media.breadcrumbLabel')} className="media-breadcrumbs media-breadcrumbs--small">
        <ol>
          {breadcrumbsFor(browsing).map((crumb) => (
            <li key={crumb.path}>
              <button type="button" className="media-breadcrumbs__link" onClick={() => open(crumb.path)}>
                {crumb.name || t('media.root')}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <ul className="folder-picker__list" aria-label={t('media.chooseDestination')}>
        {folders === null && !failed && (
          <li>
            <Spinner label={t('common.loading')} inline />
          </li>
        )}
        {failed && <li className="alert alert--error">{t('media.loadFailed')}</li>}
        {folders?.map((folder) => {
          const blocked = exclude !== undefined && isWithin(folder.path, exclude);
          return (
            <li key={folder.path}>
              <button type="button" className="folder-picker__item" disabled={blocked} onClick={() => open(folder.path)}>
                <MediaIcon name="folder" size={18} />
                {folder.name}
              </button>
            </li>
          );
        })}
        {folders?.length === 0 && <li className="muted folder-picker__empty">{t('media.emptyFolder')}</li>}
      </ul>
      <p className="folder-picker__selected">{t('media.selectedFolder', { path: value })}</p>
    </div>
  );
}

/** Move or rename a file or a folder: a new name and a destination folder. */
export function MoveDialog({
  target,
  onMoveFile,
  onMoveDirectory,
  onClose,
}: {
  target: { kind: 'file'; file: MediaFileDto } | { kind: 'folder'; path: string };
  onMoveFile: (file: MediaFileDto, newPath: string, newName: string) => Promise<MediaOutcome>;
  onMoveDirectory: (oldPath: string, newPath: string) => Promise<MediaOutcome>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const currentName = target.kind === 'file' ? target.file.fileName : baseName(target.path);
  const currentFolder = target.kind === 'file' ? folderOf(target.file) : parentOf(target.path);
  const [name, setName] = useState(currentName);
  const [destination, setDestination] = useState(currentFolder);
  const { busy, errors, submit } = useSubmit(
    () =>
      target.kind === 'file'
        ? onMoveFile(target.file, destination, name.trim())
        : onMoveDirectory(target.path, joinMediaPath(destination, name.trim())),
    onClose,
  );
  const title =
    target.kind === 'file' ? t('media.moveFileTitle', { name: currentName }) : t('media.renameFolderTitle', { name: currentName });
  return (
    <Modal title={title} onClose={onClose} footer={<DialogFooter formId={formId} busy={busy} label={t('media.move')} onCancel={onClose} />}>
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {errors.length > 0 && <p className="alert alert--error">{t('media.moveFailed')}</p>}
        <FormErrors errors={errors.filter((error) => error.property !== 'newFileName')} includeFieldErrors />
        <TextField
          label={t('media.newName')}
          name="newFileName"
          value={name}
          onChange={setName}
          errors={errors}
          required
          maxLength={FILE_NAME_MAX_LENGTH}
        />
        <div className="field">
          <span className="field__label">{t('media.destination')}</span>
          <FolderPicker value={destination} onChange={setDestination} exclude={target.kind === 'folder' ? target.path : undefined} />
        </div>
      </form>
    </Modal>
  );
}
