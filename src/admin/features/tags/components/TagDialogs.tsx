import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { TagKind, TagUsageDto } from '../../../../shared/tags/tag-admin-schemas.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { deleteTag, findTagByName, mergeTags, renameTag } from '../api.ts';
import { mergePlan, nameTaken, renameInput } from '../tag-admin-state.ts';

/** Each dialog makes its own call; `onDone` gets the notice to show, `onCancel` closes it. */
interface DialogProps {
  onDone: (notice: string) => void;
  onCancel: () => void;
}

/** Runs one call with a busy flag; its errors stay in the dialog. */
function useDialogCall() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setErrors([]);
    try {
      await call();
    } catch (error) {
      setErrors(errorsFromUnknown(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, run };
}

/** Rename; a name another tag of the kind has is refused (409 V_06), and a merge onto it is offered. */
export function RenameTagDialog({ tag, kind, onDone, onCancel }: DialogProps & { tag: TagUsageDto; kind: TagKind }) {
  const { t } = useTranslation();
  const [name, setName] = useState(tag.name);
  const [taken, setTaken] = useState<TagUsageDto | null>(null);
  const { busy, errors, setErrors, run } = useDialogCall();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = renameInput(tag, name);
    if (input.outcome === 'unchanged') return onCancel();
    if (input.outcome === 'empty') return setErrors([{ code: 'V_01', property: 'name' }]);
    setTaken(null);
    void run(async () => {
      try {
        const renamed = await renameTag(tag.id, input.name);
        onDone(t('tagsAdmin.renamed', { name: renamed.name }));
      } catch (error) {
        const other = nameTaken(errorsFromUnknown(error)) ? await findTagByName(kind, input.name) : undefined;
        if (!other) throw error;
        setTaken(other);
      }
    });
  };
  const mergeIntoTaken = (target: TagUsageDto) =>
    run(async () => {
      const merged = await mergeTags([tag.id], target.id);
      onDone(t('tagsAdmin.merged', { name: merged.name }));
    });

  return (
    <Modal
      title={t('tagsAdmin.renameTitle')}
      onClose={onCancel}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="rename-tag-form" className="button button--primary" disabled={busy}>
            {t('tagsAdmin.rename')}
          </button>
        </>
      }
    >
      <form id="rename-tag-form" className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors} includeFieldErrors />
        <TextField label={t('tagsAdmin.newName')} name="name" value={name} onChange={setName} errors={errors} required autoFocus />
      </form>
      {taken && (
        <div className="alert alert--warning" role="alert">
          <p>{t('tagsAdmin.nameTaken', { name: taken.name })}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void mergeIntoTaken(taken)}>
            {t('tagsAdmin.mergeInto', { from: tag.name, into: taken.name })}
          </button>
        </div>
      )}
    </Modal>
  );
}

/** Merge the ticked tags into the one the editor keeps. */
export function MergeTagsDialog({ selected, onDone, onCancel }: DialogProps & { selected: TagUsageDto[] }) {
  const { t } = useTranslation();
  const [targetId, setTargetId] = useState<number | null>(selected[0]?.id ?? null);
  const { busy, errors, run } = useDialogCall();
  const plan = mergePlan(selected, targetId);

  return (
    <ConfirmModal
      title={t('tagsAdmin.mergeTitle')}
      message={t('tagsAdmin.mergeIntro')}
      confirmLabel={t('tagsAdmin.merge')}
      busy={busy || !plan}
      onCancel={onCancel}
      onConfirm={() => {
        if (!plan) return;
        void run(async () => {
          const merged = await mergeTags(plan.sourceIds, plan.targetId);
          onDone(t('tagsAdmin.merged', { name: merged.name }));
        });
      }}
    >
      <fieldset className="field">
        <legend className="field__label">{t('tagsAdmin.keepTag')}</legend>
        {selected.map((tag) => (
          <label key={tag.id} className="checkbox">
            <input type="radio" name="merge-target" checked={targetId === tag.id} onChange={() => setTargetId(tag.id)} /> {tag.name} (
            {t('tagsAdmin.usedBy', { count: tag.usage })})
          </label>
        ))}
      </fieldset>
      <FormErrors errors={errors} includeFieldErrors />
    </ConfirmModal>
  );
}

/** Delete, asking with how many pages use the tag. */
export function DeleteTagDialog({ tag, onDone, onCancel }: DialogProps & { tag: TagUsageDto }) {
  const { t } = useTranslation();
  const { busy, errors, run } = useDialogCall();
  return (
    <ConfirmModal
      title={t('tagsAdmin.deleteTitle')}
      message={t('tagsAdmin.deleteConfirm', { name: tag.name, count: tag.usage })}
      confirmLabel={t('common.delete')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() =>
        void run(async () => {
          await deleteTag(tag.id);
          onDone(t('tagsAdmin.deleted'));
        })
      }
    >
      <FormErrors errors={errors} includeFieldErrors />
    </ConfirmModal>
  );
}
