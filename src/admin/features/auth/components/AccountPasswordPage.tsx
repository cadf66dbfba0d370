import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { clearCollectionErrors, useCollectionErrors } from '../../../lib/error-collections.ts';
import { authApi } from '../api.ts';
import { resetAccount, type AccountTokenPurpose } from '../auth-actions.ts';
import { useAuthStore } from '../auth-state.ts';
import { resetLinkProblem, type ResetLinkCheck } from '../reset-link-state.ts';
import { AuthLayout } from './AuthLayout.tsx';

const TEXT = {
  'reset-password': {
    title: 'auth.resetPasswordTitle',
    intro: 'auth.resetPasswordIntro',
    button: 'auth.resetPasswordButton',
    success: 'auth.resetPasswordSuccess',
  },
  'activate-account': {
    title: 'auth.activateTitle',
    intro: 'auth.activateIntro',
    button: 'auth.activateButton',
    success: 'auth.activateSuccess',
  },
} as const;

const FORM_FIELDS = ['password', 'confirm'];

/**
 * Reset password and Activate your account: the same form and call (SPEC 2.2) with the
 * token from the e-mailed link; only the wording and the error collection differ. The link is
 * checked when the screen opens, so a used or expired one says so at once, not only on submit.
 */
export function AccountPasswordPage({ purpose }: { purpose: AccountTokenPurpose }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const errors = useCollectionErrors(purpose);
  const succeeded = useAuthStore((state) => (purpose === 'reset-password' ? state.resetPasswordSuccess : state.activateAccountSuccess));
  const clearAuthMessages = useAuthStore((state) => state.clearAuthMessages);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const text = TEXT[purpose];
  const [linkCheck, setLinkCheck] = useState<ResetLinkCheck>('checking');
  const linkProblem = resetLinkProblem(linkCheck);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setLinkCheck('checking');
    authApi
      .checkResetToken(token)
      .then((state) => current && setLinkCheck(state))
      .catch(() => current && setLinkCheck('unknown'));
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    clearAuthMessages();
    return () => clearCollectionErrors(purpose);
  }, [clearAuthMessages, purpose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await resetAccount(purpose, { password, confirm, token });
    setBusy(false);
  };

  // Errors about the token have no field of their own, so they join the general list.
  const generalErrors = errors.filter((error) => !error.property || !FORM_FIELDS.includes(error.property));

  return (
    <AuthLayout title={t(text.title)} intro={succeeded || !token || linkProblem ? undefined : t(text.intro)}>
      {succeeded ? (
        <>
          <Alert kind="success">{t(text.success)}</Alert>
          <Link to="/login" className="button button--primary button--block">
            {t('auth.loginButton')}
          </Link>
        </>
      ) : !token ? (
        <Alert kind="warning">{t('auth.missingToken')}</Alert>
      ) : linkProblem ? (
        <>
          <Alert kind="warning">{t(linkProblem)}</Alert>
          <Link to="/forgot-password" className="button button--primary button--block">
            {t('auth.requestNewLink')}
          </Link>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormErrors errors={generalErrors} includeFieldErrors />
          <TextField
            label={t('fields.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            errors={errors}
            hint={t('auth.passwordRules')}
            required
            autoFocus
          />
          <TextField
            label={t('fields.confirm')}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            errors={errors}
            required
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t(text.button)}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
