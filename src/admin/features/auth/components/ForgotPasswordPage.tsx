import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { clearCollectionErrors, useCollectionErrors } from '../../../lib/error-collections.ts';
import { requestPasswordReset } from '../auth-actions.ts';
import { useAuthStore } from '../auth-state.ts';
import { AuthLayout } from './AuthLayout.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errors = useCollectionErrors('forgot-password');
  const sent = useAuthStore((state) => state.forgotPasswordSuccess);
  const clearAuthMessages = useAuthStore((state) => state.clearAuthMessages);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    clearAuthMessages();
    return () => clearCollectionErrors('forgot-password');
  }, [clearAuthMessages]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await requestPasswordReset({ email });
    setBusy(false);
  };

  return (
    <AuthLayout title={t('auth.forgotPasswordTitle')} intro={sent ? undefined : t('auth.forgotPasswordIntro')}>
      {sent ? (
        <Alert kind="success">{t('auth.forgotPasswordSuccess')}</Alert>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormErrors errors={errors} />
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            errors={errors}
            required
            autoFocus
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('auth.forgotPasswordButton')}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
