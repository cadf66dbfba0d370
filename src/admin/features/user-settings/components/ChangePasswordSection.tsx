import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { changePasswordBody } from '../../../../shared/schemas/users.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { trackRequest, useRequestTracking, useTrackedRequest } from '../../../lib/request-tracking.ts';
import { validateWith } from '../../../lib/validation.ts';
import { usersApi } from '../../users/api.ts';

const REQUEST_ID = 'change-password';
const FORM_FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'];
const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change password with the current password; "cancel password change" closes and clears the form. */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const request = useTrackedRequest(REQUEST_ID);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [clientErrors, setClientErrors] = useState<ApiError[]>([]);
  const [changed, setChanged] = useState(false);
  const errors = clientErrors.length > 0 ? clientErrors : request.errors;

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setClientErrors([]);
    useRequestTracking.getState().reset(REQUEST_ID);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    const checked = validateWith(changePasswordBody, values);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      return;
    }
    setClientErrors([]);
    const result = await trackRequest(REQUEST_ID, () => usersApi.changePassword(checked.data));
    if (result.isSuccessful) {
      close();
      setChanged(true);
    }
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    errors,
    type: 'password',
    required: true,
  });

  return (
    <section className="card settings-section" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('userSettings.changePassword')}</h2>
      {changed && <Alert kind="success">{t('userSettings.passwordChanged')}</Alert>}
      {!open ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
        >
          {t('userSettings.changePassword')}
        </button>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form__hint">{t('userSettings.changePasswordIntro')}</p>
          <FormErrors errors={errors.filter((error) => !error.property || !FORM_FIELDS.includes(error.property))} includeFieldErrors />
          <TextField label={t('fields.currentPassword')} autoComplete="current-password" autoFocus {...field('currentPassword')} />
          <TextField label={t('fields.newPassword')} autoComplete="new-password" hint={t('auth.passwordRules')} {...field('newPassword')} />
          <TextField label={t('fields.confirmNewPassword')} autoComplete="new-password" {...field('confirmNewPassword')} />
          <div className="form__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              {t('userSettings.cancelPasswordChange')}
            </button>
            <button type="submit" className="button button--primary" disabled={request.isLoading}>
              {request.isLoading ? t('common.saving') : t('userSettings.savePassword')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
