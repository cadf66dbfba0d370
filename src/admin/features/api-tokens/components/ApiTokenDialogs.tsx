import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenSummary } from '../../../../shared/api-tokens/api-token-schemas.ts';
import type { ApiError } from '../../../../shared/errors.ts';
import type { PermissionName } from '../../../../shared/permissions.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { errorsFor, FieldErrors, FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/auth-state.ts';
import { createApiToken, revokeApiToken } from '../api.ts';
import {
  apiTokenRequest,
  dateInputValue,
  EMPTY_API_TOKEN_FORM,
  grantablePermissions,
  SCOPE_CHOICES,
  type ApiTokenForm,
  type ExpiryChoice,
  type ScopeChoice,
} from '../api-tokens-state.ts';

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

const SCOPE_LABELS = {
  read: { label: 'apiTokens.scopeReadOption', hint: 'apiTokens.scopeReadHint' },
  user: { label: 'apiTokens.scopeUserOption', hint: 'apiTokens.scopeUserHint' },
  permissions: { label: 'apiTokens.scopePermissionsOption', hint: 'apiTokens.scopePermissionsHint' },
} as const satisfies Record<ScopeChoice, { label: string; hint: string }>;

/**
 * "Create token": name, expiry (none or a date), and what it may do (read-only content delivery,
 * act as me, or chosen permissions out of those the user holds). The new token goes to `onCreated`.
 */
export function CreateApiTokenDialog({
  onCreated,
  onCancel,
}: {
  onCreated: (created: { name: string; token: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const permissionsErrorsId = useId();
  const held = useAuthStore((state) => state.permissions);
  const [form, setForm] = useState<ApiTokenForm>(EMPTY_API_TOKEN_FORM);
  const { busy, errors, setErrors, run } = useDialogCall();
  const grantable = grantablePermissions(held);
  const permissionErrors = [...errorsFor(errors, 'permissions'), ...errorsFor(errors, 'scope')];

  const change = (changes: Partial<ApiTokenForm>) => setForm((current) => ({ ...current, ...changes }));
  const toggle = (name: PermissionName, on: boolean) =>
    setForm((current) => ({
      ...current,
      permissions: on ? [...current.permissions, name] : current.permissions.filter((held) => held !== name),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = apiTokenRequest(form, held);
    if (!request.ok) return setErrors(request.errors);
    void run(async () => {
      const created = await createApiToken(request.body);
      onCreated({ name: request.body.name, token: created.token });
    });
  };

  return (
    <Modal
      title={t('apiTokens.createTitle')}
      onClose={onCancel}
      size="medium"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {t('apiTokens.create')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors} />
        <TextField
          label={t('fields.name')}
          name="name"
          value={form.name}
          onChange={(name) => change({ name })}
          errors={errors}
          hint={t('apiTokens.nameHint')}
          maxLength={100}
          required
          autoFocus
        />
        <fieldset className="fieldset">
          <legend className="field__label">{t('apiTokens.expiryLegend')}</legend>
          {(['none', 'date'] as ExpiryChoice[]).map((expiry) => (
            <label key={expiry} className="checkbox">
              <input type="radio" name="expiry" checked={form.expiry === expiry} onChange={() => change({ expiry })} />
              <span>{t(expiry === 'none' ? 'apiTokens.expiryNone' : 'apiTokens.expiryDate')}</span>
            </label>
          ))}
          {form.expiry === 'date' && (
            <TextField
              label={t('apiTokens.expiresOn')}
              name="expiresAt"
              type="date"
              min={dateInputValue(new Date())}
              value={form.expiresOn}
              onChange={(expiresOn) => change({ expiresOn })}
              errors={errors}
              required
            />
          )}
        </fieldset>
        <fieldset className="fieldset">
          <legend className="field__label">{t('apiTokens.scopeLegend')}</legend>
          {SCOPE_CHOICES.map((scope) => (
            <label key={scope} className="checkbox">
              <input
                type="radio"
                name="scope"
                value={scope}
                checked={form.scope === scope}
                disabled={scope === 'permissions' && grantable.length === 0}
                onChange={() => change({ scope })}
              />
              <span>
                {t(SCOPE_LABELS[scope].label)}
                <span className="field__hint api-token-option__hint">{t(SCOPE_LABELS[scope].hint)}</span>
              </span>
            </label>
          ))}
          {form.scope === 'permissions' && (
            <fieldset
              className="fieldset api-token-permissions"
              aria-describedby={permissionErrors.length > 0 ? permissionsErrorsId : undefined}
            >
              <legend className="field__label">{t('apiTokens.permissionsLegend')}</legend>
              {grantable.length === 0 ? (
                <p className="muted">{t('apiTokens.noGrantable')}</p>
              ) : (
                <div className="checkbox-grid">
                  {grantable.map((permission) => (
                    <label key={permission} className="checkbox">
                      <input
                        type="checkbox"
                        checked={form.permissions.includes(permission)}
                        onChange={(event) => toggle(permission, event.target.checked)}
                      />
                      <span>
                        {t(`permissions.${permission}`)}
                        <code className="checkbox__code">{permission}</code>
                      </span>
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          )}
          <FieldErrors id={permissionsErrorsId} errors={permissionErrors} />
        </fieldset>
      </form>
    </Modal>
  );
}

/** The new token, shown once: copy it now, it is never shown again. */
export function CreatedTokenPanel({ name, token, onDismiss }: { name: string; token: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="card api-token-created" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('apiTokens.createdTitle', { name })}</h2>
      <div className="alert alert--warning" role="note">
        {t('apiTokens.createdWarning')}
      </div>
      <div className="api-token-created__value">
        <label>
          <span className="visually-hidden">{t('apiTokens.tokenLabel')}</span>
          <input
            className="field__input api-token-created__input"
            readOnly
            value={token}
            spellCheck={false}
            onFocus={(event) => event.target.select()}
          />
        </label>
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          <Icon name="copy" size={18} />
          {copied === 'yes' ? t('apiTokens.copied') : t('apiTokens.copy')}
        </button>
      </div>
      {copied === 'failed' && <Alert kind="warning">{t('apiTokens.copyFailed')}</Alert>}
      <div>
        <button type="button" className="button button--primary" onClick={onDismiss}>
          {t('apiTokens.dismiss')}
        </button>
      </div>
    </section>
  );
}

export function RevokeApiTokenDialog({
  token,
  onDone,
  onCancel,
}: {
  token: ApiTokenSummary;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { busy, errors, run } = useDialogCall();
  return (
    <ConfirmModal
      title={t('apiTokens.revokeTitle')}
      message={t('apiTokens.revokeConfirm', { name: token.name })}
      confirmLabel={t('apiTokens.revoke')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() =>
        void run(async () => {
          await revokeApiToken(token.id);
          onDone(t('apiTokens.revoked', { name: token.name }));
        })
      }
    >
      <FormErrors errors={errors} includeFieldErrors />
    </ConfirmModal>
  );
}
