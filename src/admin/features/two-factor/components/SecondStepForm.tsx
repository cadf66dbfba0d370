import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type { SecondFactorMethod } from '../../../../shared/two-factor/two-factor-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { twoFactorApi } from '../api.ts';
import { loadWebAuthn } from '../webauthn-library.ts';
import { secondStepView, type CodeMode } from '../two-factor-state.ts';
import { useAction } from '../use-action.ts';

/** The second step of the login screen: an app code, a recovery code, or a passkey. */
export function SecondStepForm({
  methods,
  onSignedIn,
  onRestart,
}: {
  methods: SecondFactorMethod[];
  onSignedIn: (user: SessionUser) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const action = useAction();
  const [chosen, setChosen] = useState<CodeMode | null>(null);
  const [code, setCode] = useState('');
  const [passkeyFailed, setPasskeyFailed] = useState(false);
  const view = secondStepView(methods, chosen);
  const expired = action.errors.some((error) => error.code === 'G_04');
  // The passkey calls' refusals name the `response` field, which has no input here: general errors.
  const errors = passkeyFailed ? [] : action.errors.map((error) => (error.property === 'response' ? { code: error.code } : error));
  const offersPasskey = view.passkey;

  useEffect(() => {
    // A failure shows when the button is used (and loading is tried again then); main.tsx does
    // not reload the page for it while this step is open.
    if (offersPasskey) loadWebAuthn().catch(() => undefined);
  }, [offersPasskey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPasskeyFailed(false);
    const user = await action.run(() => (view.mode === 'recovery' ? twoFactorApi.verifyRecovery(code) : twoFactorApi.verifyTotp(code)));
    if (user) onSignedIn(user);
  };

  const usePasskey = async () => {
    setPasskeyFailed(false);
    const user = await action.run(async () => {
      const [options, { startAuthentication }] = await Promise.all([twoFactorApi.passkeyLoginOptions(), loadWebAuthn()]);
      let response: unknown;
      try {
        response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
      } catch (error) {
        // The browser's own refusal (cancelled, no matching passkey): not a server error.
        setPasskeyFailed(true);
        throw error;
      }
      return twoFactorApi.passkeyLogin(response);
    });
    if (user) onSignedIn(user);
  };

  return (
    <div className="two-factor__step">
      {expired ? (
        <Alert kind="info">{t('twoFactor.expired')}</Alert>
      ) : (
        <>
          {passkeyFailed && <Alert kind="warning">{t('twoFactor.passkeyFailed')}</Alert>}
          {view.mode && (
            <form className="form" onSubmit={submit} noValidate>
              <p className="form__hint">{t(view.mode === 'recovery' ? 'twoFactor.recoveryIntro' : 'twoFactor.stepIntro')}</p>
              <FormErrors errors={errors} />
              <TextField
                key={view.mode}
                label={t(view.mode === 'recovery' ? 'twoFactor.recoveryCodeLabel' : 'twoFactor.codeLabel')}
                name="code"
                inputMode={view.mode === 'totp' ? 'numeric' : 'text'}
                autoComplete="one-time-code"
                value={code}
                onChange={setCode}
                errors={errors}
                required
                autoFocus
              />
              <button type="submit" className="button button--primary button--block" disabled={action.busy}>
                {action.busy ? t('twoFactor.verifying') : t('twoFactor.verify')}
              </button>
            </form>
          )}
          {/* With a passkey alone there is no code form to show the passkey call's errors in. */}
          {!view.mode && <FormErrors errors={errors} />}
          <div className="two-factor__alternatives">
            {view.switchTo && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setChosen(view.switchTo);
                  setCode('');
                  action.setErrors([]);
                }}
              >
                {t(view.switchTo === 'recovery' ? 'twoFactor.useRecoveryCode' : 'twoFactor.useAppCode')}
              </button>
            )}
            {view.passkey && (
              <button type="button" className="button button--secondary button--block" onClick={usePasskey} disabled={action.busy}>
                {t('twoFactor.usePasskey')}
              </button>
            )}
          </div>
        </>
      )}
      <p className="auth-card__footer">
        <button type="button" className="button button--ghost" onClick={onRestart}>
          {t('twoFactor.startAgain')}
        </button>
      </p>
    </div>
  );
}
