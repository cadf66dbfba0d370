import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { DirectoryDto, MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { baseName, isWithin, joinMediaPath, parentOf } from '../../../../shared/media/media-path.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { mediaApi, type PageUsingFile } from '../api/media-api.ts';
import { breadcrumbsFor } from '../logic/breadcrumbs.ts';
import { folderOf } from '../logic/file-folder.ts';
import type { MediaMessage, MediaOutcome } from '../store/media-store.ts';
import { MediaIcon } from './MediaIcon.tsx';

/** The SPEC 8 media message and the server's errors, as shown in the screen and the dialogs. */
export function MediaErrors({ message, errors }: { message: MediaMessage | null; errors: ApiError[] }) {
  const { t } = useTranslation();
  if (!message && errors.length === 0) return null;
  return (
    <div className="media-errors">
      {message && (
        <p className="alert alert--error media-errors__message" role="alert">
          {t(`media.${message}`)}
          {message === 'uploadCancelled' && <> {t('media.uploadFailed')}</>}
        </p>
      )}
      <FormErrors errors={errors} includeFieldErrors />
    </div>
  );
}

function useSubmit(action: () => Promise<MediaOutcome>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    if (outcome.ok) onDone();
    else setErrors(outcome.errors);
    return outcome;
  };
  return { busy, errors, submit, setErrors };
}

function DialogFooter({ formId, busy, label, onCancel, danger }: { formId: string; busy: boolean; label: string; onCancel: () => void; danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" form={formId} className={danger ? 'button button--danger' : 'button button--primary'} disabled={busy}>
        {busy ? t('common.saving') : label}
      </button>
    </>
  );
}

export function CreateFolderModal({ onCreate, onClose }: { onCreate: (name: string) => Promise<MediaOutcome>; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState('');
  const { busy, errors, submit } = useSubmit(() => onCreate(name.trim()), onClose);
  return (
    <Modal title={t('media.newFolder')} onClose={onClose} size="small" footer={<DialogFooter formId={formId} busy={busy} label={t('media.createFolder')} onCancel={onClose} />}>
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {errors.length > 0 && <p className="alert alert--error">{t('media.createFolderFailed')}</p>}
        <FormErrors errors={errors.filter((error) => error.property !== 'folderName')} includeFieldErrors />
        <TextField label={t('media.folderName')} name="folderName" value={name} onChange={setName} errors={errors} required autoFocus maxLength={255} />
      </form>
    </Modal>
  );
}

export function AddVideoModal({ onAdd, onClose }: { onAdd: (url: string, name?: string) => Promise<MediaOutcome>; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const { busy, errors, submit } = useSubmit(() => onAdd(url.trim(), name.trim() || undefined), onClose);
  return (
    <Modal title={t('media.addVideo')} onClose={onClose} size="small" footer={<DialogFooter formId={formId} busy={busy} label={t('common.add')} onCancel={onClose} />}>
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors.filter((error) => error.property !== 'url' && error.property !== 'fileName')} includeFieldErrors />
        <TextField label={t('media.videoUrl')} name="url" type="url" value={url} onChange={setUrl} errors={errors} hint={t('media.videoHint')} required autoFocus />
        <TextField label={t('media.videoName')} name="fileName" value={name} onChange={setName} errors={errors} maxLength={255} />
      </form>
    </Modal>
  );
}

/** Browses folders only; the chosen folder is `value`. Folders inside `exclude` cannot be chosen. */
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
  const title = target.kind === 'file' ? t('media.moveFileTitle', { name: currentName }) : t('media.renameFolderTitle', { name: currentName });
  return (
    <Modal title={title} onClose={onClose} footer={<DialogFooter formId={formId} busy={busy} label={t('media.move')} onCancel={onClose} />}>
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {errors.length > 0 && <p className="alert alert--error">{t('media.moveFailed')}</p>}
        <FormErrors errors={errors.filter((error) => error.property !== 'newFileName')} includeFieldErrors />
        <TextField label={t('media.newName')} name="newFileName" value={name} onChange={setName} errors={errors} required maxLength={255} />
        <div className="field">
          <span className="field__label">{t('media.destination')}</span>
          <FolderPicker value={destination} onChange={setDestination} exclude={target.kind === 'folder' ? target.path : undefined} />
        </div>
      </form>
    </Modal>
  );
}

export function EditFileModal({
  file,
  onSave,
  onClose,
}: {
  file: MediaFileDto;
  onSave: (change: { newPath: string; newFileName: string; defaultAltText: string; shared: boolean }) => Promise<MediaOutcome>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(file.fileName);
  const [alt, setAlt] = useState(file.defaultAltText);
  const [shared, setShared] = useState(file.shared);
  const { busy, errors, submit } = useSubmit(() => onSave({ newPath: folderOf(file), newFileName: name.trim(), defaultAltText: alt, shared }), onClose);
  const isImage = file.type === 'image' || file.type === 'gif';
  return (
    <Modal title={t('media.editFile')} onClose={onClose} footer={<DialogFooter formId={formId} busy={busy} label={t('common.save')} onCancel={onClose} />}>
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {errors.length > 0 && <p className="alert alert--error">{t('media.editFailed')}</p>}
        <FormErrors errors={errors.filter((error) => !['newFileName', 'defaultAltText'].includes(error.property ?? ''))} includeFieldErrors />
        <TextField label={t('media.fileName')} name="newFileName" value={name} onChange={setName} errors={errors} required maxLength={255} />
        {isImage && (
          <TextField label={t('media.defaultAltText')} name="defaultAltText" value={alt} onChange={setAlt} errors={errors} hint={t('media.defaultAltTextHint')} maxLength={500} />
        )}
        <label className="checkbox">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
          <span>
            {t('media.shared')}
            <span className="field__hint">{t('media.sharedHint')}</span>
          </span>
        </label>
      </form>
    </Modal>
  );
}

/**
 * Delete a file or folder after confirmation. When the server answers that pages use it
 * (409 V_07 with usedByPages), the count is shown and "Delete anyway" forces it.
 */
export function DeleteDialog({ name, kind, onDelete, onClose }: { name: string; kind: 'file' | 'folder'; onDelete: (force: boolean) => Promise<MediaOutcome>; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [usedBy, setUsedBy] = useState<number | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const run = async () => {
    setBusy(true);
    const outcome = await onDelete(usedBy !== null);
    setBusy(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    if (outcome.usedByPages !== undefined && usedBy === null) {
      setUsedBy(outcome.usedByPages);
      setErrors([]);
    } else setErrors(outcome.errors);
  };
  return (
    <Modal
      title={kind === 'file' ? t('media.deleteFile') : t('media.deleteFolder')}
      onClose={onClose}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={() => void run()} disabled={busy} autoFocus>
            {usedBy !== null ? t('media.deleteAnyway') : t('common.delete')}
          </button>
        </>
      }
    >
      <p className="modal__message">{kind === 'file' ? t('media.confirmDeleteFile', { name }) : t('media.confirmDeleteFolder', { name })}</p>
      {usedBy !== null && (
        <p className="alert alert--warning media-used-warning" role="alert">
          {t('media.usedByPages', { count: usedBy })}
        </p>
      )}
      {errors.length > 0 && <p className="alert alert--error">{t('media.deleteFailed')}</p>}
      <FormErrors errors={errors} includeFieldErrors />
    </Modal>
  );
}

/** "Where used": the pages using a file, on the reusable paged, searchable, sortable list. */
export function WhereUsedModal({ file, onClose }: { file: MediaFileDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const fetchPages = useCallback(
    (pageIndex: number, pageSize: number, searchTerm: string, sortColumn: string, sortOrder: 'asc' | 'desc') =>
      mediaApi.listPagesByFile(file.id, pageIndex, pageSize, searchTerm, sortColumn || 'updatedAt', sortOrder),
    [file.id],
  );
  const columns = useMemo<ListColumn<PageUsingFile>[]>(
    () => [
      {
        id: 'title',
        header: t('media.columnPageTitle'),
        renderValue: (page) => (
          <a
            href={`/cmsadmin/page/${page.id}`}
            title={t('media.openEditor')}
            onClick={(event) => {
              event.preventDefault();
              onClose();
              navigate(`/page/${page.id}`);
            }}
          >
            {page.title}
          </a>
        ),
      },
      // The public address, as the site has it (the default locale without a /{locale} prefix).
      { id: 'slug', header: t('media.columnSlug'), accessor: 'url' },
      { id: 'locale', header: t('media.columnLocale'), accessor: 'locale', formatField: (value) => t(`locales.${String(value)}`, { defaultValue: String(value) }) },
      { id: 'updatedAt', header: t('media.columnUpdated'), accessor: 'updatedAt', formatField: (value) => formatDate(value, i18n.language) },
    ],
    [t, i18n.language, navigate, onClose],
  );
  const sortOptions = [
    { value: 'title', label: t('media.columnPageTitle') },
    { value: 'slug', label: t('media.columnSlug') },
    { value: 'locale', label: t('media.columnLocale') },
    { value: 'updatedAt', label: t('media.columnUpdated') },
  ];
  return (
    <Modal title={t('media.whereUsedTitle', { name: file.fileName })} onClose={onClose} size="large">
      <PaginatedList
        label={t('media.whereUsedTitle', { name: file.fileName })}
        fetchItems={fetchPages}
        columns={columns}
        rowKey={(page) => page.id}
        pageSize={10}
        sortOptions={sortOptions}
        searchable
        noResultsText={t('media.notUsed')}
      />
    </Modal>
  );
}
