import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { clearCollectionErrors, useCollectionErrors } from '../../../lib/error-collections.ts';
import { login } from '../auth-actions.ts';
import { destinationAfterLogin } from '../destination-after-login.ts';
import { useAuthStore } from '../auth-state.ts';
import { SecondStepForm } from '../../two-factor/components/SecondStepForm.tsx';
import { finishSignIn } from '../../two-factor/two-factor-actions.ts';
import { useSecondStep } from '../../two-factor/two-factor-state.ts';
import { AuthLayout } from './AuthLayout.tsx';

interface LoginPageProps {
  /** Called as the form is sent, with the screen it leads to: its code can load meanwhile. */
  prepareDestination?: (pathname: string) => void;
}

export function LoginPage({ prepareDestination }: LoginPageProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const errors = useCollectionErrors('login');
  const logoutReason = useAuthStore((state) => state.logoutReason);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const secondStep = useSecondStep((state) => state.pending);

  useEffect(() => () => clearCollectionErrors('login'), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    prepareDestination?.(destinationAfterLogin(location).split(/[?#]/)[0]!);
    const loggedIn = await login({ email, password });
    setBusy(false);
    if (loggedIn) navigate(destinationAfterLogin(location), { replace: true });
    // A role that requires a second factor, and none is set up yet: only the setup is open.
    else if (useSecondStep.getState().pending?.kind === 'setup') navigate('/two-factor-setup', { replace: true });
  };

  if (secondStep?.kind === 'verify') {
    return (
      <AuthLayout title={t('twoFactor.stepTitle')} backToLogin={false}>
        <SecondStepForm
          methods={secondStep.methods}
          onSignedIn={(user) => {
            finishSignIn(user);
            navigate(destinationAfterLogin(location), { replace: true });
          }}
          onRestart={() => {
            useSecondStep.getState().set(null);
            setPassword('');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.loginTitle')} intro={t('auth.loginIntro')} backToLogin={false}>
      {logoutReason === 'inactive' && <Alert kind="info">{t('auth.loggedOutInactive')}</Alert>}
      {logoutReason === 'expired' && <Alert kind="info">{t('auth.sessionExpired')}</Alert>}
      <form className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors} />
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          errors={errors}
          required
          autoFocus
        />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errors={errors}
          required
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('auth.loggingIn') : t('auth.loginButton')}
        </button>
      </form>
      <p className="auth-card__footer">
        <Link to="/forgot-password">{t('auth.forgotPasswordLink')}</Link>
      </p>
    </AuthLayout>
  );
}
