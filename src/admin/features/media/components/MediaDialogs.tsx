import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import type { ApiError } from '../../../../shared/errors.ts';
import type { MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { addVideoBody, createDirBody, editFileBody } from '../../../../shared/media/media-schemas.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { folderOf } from '../file-folder.ts';
import type { MediaOutcome } from '../media-library-state.ts';
import { DialogFooter, useSubmit } from './dialog-parts.tsx';

const FOLDER_NAME_MAX_LENGTH = maxLengthOf(createDirBody, 'folderName');
const VIDEO_NAME_MAX_LENGTH = maxLengthOf(addVideoBody, 'fileName');
const FILE_NAME_MAX_LENGTH = maxLengthOf(editFileBody, 'newFileName');
const ALT_TEXT_MAX_LENGTH = maxLengthOf(editFileBody, 'defaultAltText');

export function CreateFolderModal({ onCreate, onClose }: { onCreate: (name: string) => Promise<MediaOutcome>; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState('');
  const { busy, errors, submit } = useSubmit(() => onCreate(name.trim()), onClose);
  return (
    <Modal
      title={t('media.newFolder')}
      onClose={onClose}
      size="small"
      footer={<DialogFooter formId={formId} busy={busy} label={t('media.createFolder')} onCancel={onClose} />}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {errors.length > 0 && <p className="alert alert--error">{t('media.createFolderFailed')}</p>}
        <FormErrors errors={errors.filter((error) => error.property !== 'folderName')} includeFieldErrors />
        <TextField
          label={t('media.folderName')}
          name="folderName"
          value={name}
          onChange={setName}
          errors={errors}
          required
          autoFocus
          maxLength={FOLDER_NAME_MAX_LENGTH}
        />
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
    <Modal
      title={t('media.addVideo')}
      onClose={onClose}
      size="small"
      footer={<DialogFooter formId={formId} busy={busy} label={t('common.add')} onCancel={onClose} />}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors.filter((error) => error.property !== 'url' && error.property !== 'fileName')} includeFieldErrors />
        <TextField
          label={t('media.videoUrl')}
          name="url"
          type="url"
          value={url}
          onChange={setUrl}
          errors={errors}
          hint={t('media.videoHint')}
          required
          autoFocus
        />
        <TextField
          label={t('media.videoName')}
          name="fileName"
          value={name}
          onChange={setName}
          errors={errors}
          maxLength={VIDEO_NAME_MAX_LENGTH}
        />
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
  const { busy, errors, submit } = useSubmit(
    () => onSave({ newPath: folderOf(file), newFileName: name.trim(), defaultAltText: alt, shared }),
    onClose,
  );
  const isImage = file.type === 'image' || file.type === 'gif';
  return (
    <Modal
      title={t('media.editFile')}
      onClose={onClose}
      footer={<DialogFooter formId={formId} busy={busy} label={t('common.save')} onCancel={onClose} />}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {errors.length > 0 && <p className="alert alert--error">{t('media.editFailed')}</p>}
        <FormErrors
          errors={errors.filter((error) => !['newFileName', 'defaultAltText'].includes(error.property ?? ''))}
          includeFieldErrors
        />
        <TextField
          label={t('media.fileName')}
          name="newFileName"
          value={name}
          onChange={setName}
          errors={errors}
          required
          maxLength={FILE_NAME_MAX_LENGTH}
        />
        {isImage && (
          <TextField
            label={t('media.defaultAltText')}
            name="defaultAltText"
            value={alt}
            onChange={setAlt}
            errors={errors}
            hint={t('media.defaultAltTextHint')}
            maxLength={ALT_TEXT_MAX_LENGTH}
          />
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
export function DeleteDialog({
  name,
  kind,
  onDelete,
  onClose,
}: {
  name: string;
  kind: 'file' | 'folder';
  onDelete: (force: boolean) => Promise<MediaOutcome>;
  onClose: () => void;
}) {
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
      <p className="modal__message">
        {kind === 'file' ? t('media.confirmDeleteFile', { name }) : t('media.confirmDeleteFolder', { name })}
      </p>
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
