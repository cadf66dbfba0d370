import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import type { ApiError } from '../../../../shared/errors.ts';
import { markTranslationSyncedBody, type TranslationStatusItem } from '../../../../shared/pages/translation-status.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { GatedButton } from '../../../components/GatedButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { usePermission } from '../../auth/auth-state.ts';
import { pagesApi } from '../api.ts';

const NOTE_MAX = maxLengthOf(markTranslationSyncedBody, 'note');

/**
 * This page as a translation that has fallen behind its source: says since when, and lets an
 * editor mark it up to date without changing it (with a note why).
 */
export function TranslationSyncNotice({
  status,
  sourceName,
  onMarked,
}: {
  status: TranslationStatusItem;
  sourceName: string;
  onMarked: (next: TranslationStatusItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const canEdit = usePermission('create-page');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      onMarked((await pagesApi.markTranslationSynced(status.pageID, note)).translation);
    } catch (error) {
      setErrors(errorsFromUnknown(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert kind="warning">
      <p>
        {t('translationStatus.thisOutOfDate', {
          source: sourceName,
          date: formatDate(status.sourceUpdatedAt ?? '', i18n.language, true),
        })}
      </p>
      <form className="form translation-sync" onSubmit={submit} noValidate>
        <FormErrors errors={errors} includeFieldErrors />
        <TextField
          label={t('translationStatus.noteLabel')}
          name="note"
          value={note}
          onChange={setNote}
          errors={errors}
          hint={t('translationStatus.noteHint')}
          maxLength={NOTE_MAX}
        />
        <GatedButton
          type="submit"
          className="button button--secondary"
          disabled={busy}
          blockedReason={canEdit ? null : t('permissionGate.needPermission', { permission: 'create-page' })}
        >
          {t('translationStatus.markUpToDate')}
        </GatedButton>
      </form>
    </Alert>
  );
}
