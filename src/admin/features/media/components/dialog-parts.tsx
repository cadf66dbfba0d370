import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { MediaOutcome } from '../media-library-state.ts';

/** Runs a dialog's action: busy while it runs, closes on success, keeps the errors otherwise. */
export function useSubmit(action: () => Promise<MediaOutcome>, onDone: () => void) {
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

export function DialogFooter({
  formId,
  busy,
  label,
  onCancel,
  danger,
}: {
  formId: string;
  busy: boolean;
  label: string;
  onCancel: () => void;
  danger?: boolean;
}) {
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
