import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { RedirectDto, RedirectImportReport } from '../../../../shared/redirects/redirect-schemas.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { formatApiError } from '../../../lib/format-error.ts';
import { createRedirect, deleteRedirect, importRedirects, updateRedirect } from '../api.ts';
import {
  EMPTY_REDIRECT_FORM,
  formFromRedirect,
  importFileProblem,
  needsTarget,
  redirectRequest,
  refusedRows,
  STATUS_OPTIONS,
  type RedirectForm,
} from '../redirects-state.ts';

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

/** Add (no `redirect`) or edit one redirect: old address, type, and the new address unless 410. */
export function RedirectFormDialog({ redirect, onDone, onCancel }: DialogProps & { redirect?: RedirectDto }) {
  const { t } = useTranslation();
  const formId = useId();
  const [form, setForm] = useState<RedirectForm>(redirect ? formFromRedirect(redirect) : EMPTY_REDIRECT_FORM);
  const { busy, errors, setErrors, run } = useDialogCall();
  const set = (field: keyof RedirectForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = redirectRequest(form);
    if (!request.ok) return setErrors(request.errors);
    void run(async () => {
      const saved = redirect ? await updateRedirect(redirect.id, request.body) : await createRedirect(request.body);
      onDone(t(redirect ? 'redirects.saved' : 'redirects.created', { from: saved.from }));
    });
  };

  return (
    <Modal
      title={t(redirect ? 'redirects.editTitle' : 'redirects.addTitle')}
      onClose={onCancel}
      size="medium"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {t('common.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors} />
        <TextField
          label={t('redirects.from')}
          name="from"
          value={form.from}
          onChange={set('from')}
          errors={errors}
          hint={t('redirects.fromHint')}
          required
          autoFocus
        />
        <SelectField
          label={t('redirects.status')}
          name="status"
          value={form.status}
          onChange={set('status')}
          options={STATUS_OPTIONS.map((status) => ({ value: status, label: t(`redirects.status${status}`) }))}
          errors={errors}
          required
        />
        {needsTarget(form) && (
          <TextField
            label={t('redirects.to')}
            name="to"
            value={form.to}
            onChange={set('to')}
            errors={errors}
            hint={t('redirects.toHint')}
            required
          />
        )}
      </form>
    </Modal>
  );
}

export function DeleteRedirectDialog({ redirect, onDone, onCancel }: DialogProps & { redirect: RedirectDto }) {
  const { t } = useTranslation();
  const { busy, errors, run } = useDialogCall();
  return (
    <ConfirmModal
      title={t('redirects.deleteTitle')}
      message={t('redirects.deleteConfirm', { from: redirect.from })}
      confirmLabel={t('common.delete')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() =>
        void run(async () => {
          await deleteRedirect(redirect.id);
          onDone(t('redirects.deleted', { from: redirect.from }));
        })
      }
    >
      <FormErrors errors={errors} includeFieldErrors />
    </ConfirmModal>
  );
}

/** CSV import: choose a file, import, then the report (how many were added, and each refused line with its reason). */
export function ImportRedirectsDialog({ onImported, onCancel }: { onImported: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'importNoFile' | 'importTooLarge' | null>(null);
  const [report, setReport] = useState<RedirectImportReport | null>(null);
  const { busy, errors, run } = useDialogCall();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = importFileProblem(file);
    setProblem(found);
    if (found || !file) return;
    void run(async () => {
      const result = await importRedirects(await file.text());
      setReport(result);
      onImported();
    });
  };

  return (
    <Modal
      title={t('redirects.importTitle')}
      onClose={onCancel}
      size="medium"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.close')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {t('redirects.importStart')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <p>{t('redirects.importIntro')}</p>
        <FormErrors errors={errors} includeFieldErrors />
        <div className={problem ? 'field has-error' : 'field'}>
          <label htmlFor={fileId} className="field__label">
            {t('redirects.importFile')}
          </label>
          <input
            id={fileId}
            type="file"
            name="csv"
            accept=".csv,text/csv"
            className="field__input"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              setReport(null);
            }}
          />
          {problem && (
            <div className="field__errors" role="alert">
              <p>{t(`redirects.${problem}`)}</p>
            </div>
          )}
        </div>
      </form>
      {report && (
        <div className="redirect-import-report" role="status">
          <p>{t('redirects.imported', { created: report.created, refused: report.refused.length })}</p>
          {report.refused.length > 0 && (
            <>
              <h3>{t('redirects.refusedTitle')}</h3>
              <ul>
                {refusedRows(report).map(({ line, error }) => (
                  <li key={`${line}-${error.code}`}>{t('redirects.refusedLine', { line, message: formatApiError(i18n, error) })}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
