import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorStatus } from '../../../../shared/two-factor/two-factor-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { twoFactorApi } from '../api.ts';
import { useAction } from '../use-action.ts';
import { PasskeyAdd } from './PasskeyAdd.tsx';
import { PasskeyList } from './PasskeyList.tsx';
import { PasswordConfirmForm } from './PasswordConfirmForm.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import { TotpSetup, type FactorAdded } from './TotpSetup.tsx';
import './two-factor.css';

/**
 * User settings, "Two-factor sign-in": set up an authenticator app, add, rename and remove
 * passkeys, new recovery codes and turning it off (both with the password). Also the body of
 * the setup a role requires (`setupOnly`), where only adding a factor is offered.
 */
export function TwoFactorSection({ onFactorAdded }: { onFactorAdded?: (result: FactorAdded) => void } = {}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'disable' | null>(null);
  const load = useAction();
  const change = useAction();
  const { run } = load;

  const reload = useCallback(async () => {
    const loaded = await run(() => twoFactorApi.status());
    if (loaded) setStatus(loaded);
  }, [run]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const added = (result: FactorAdded) => {
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    onFactorAdded?.(result);
    void reload();
  };
  const regenerate = async (password: string) => {
    const fresh = await change.run(() => twoFactorApi.regenerateRecoveryCodes(password));
    if (fresh) {
      setAsking(null);
      setCodes(fresh);
      void reload();
    }
  };
  const disable = async (password: string) => {
    if ((await change.run(() => twoFactorApi.disable(password))) !== null) {
      setAsking(null);
      void reload();
    }
  };

  const on = status !== null && (status.totp || status.passkeys.length > 0);
  return (
    <section className="card settings-section two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('twoFactor.sectionTitle')}</h2>
      <p className="form__hint">{t('twoFactor.sectionIntro')}</p>
      <FormErrors errors={load.errors} />
      {status && (
        <>
          <p data-testid="two-factor-state">{on ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}</p>
          {status.required && <Alert kind="info">{t('twoFactor.requiredByRole')}</Alert>}
          {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
          <h3>{t('twoFactor.authenticatorApp')}</h3>
          {status.totp ? <p>{t('twoFactor.appOn')}</p> : <TotpSetup onAdded={added} />}
          <h3>{t('twoFactor.passkeys')}</h3>
          <PasskeyList passkeys={status.passkeys} onChanged={() => void reload()} />
          <PasskeyAdd onAdded={added} />
          {on && !status.setupOnly && (
            <div className="two-factor__block">
              <p>{t('twoFactor.recoveryLeft', { count: status.recoveryCodesLeft })}</p>
              {asking === null && (
                <div className="form__actions">
                  <button type="button" className="button button--secondary" onClick={() => setAsking('regenerate')}>
                    {t('twoFactor.regenerate')}
                  </button>
                  {!status.required && (
                    <button type="button" className="button button--danger" onClick={() => setAsking('disable')}>
                      {t('twoFactor.turnOff')}
                    </button>
                  )}
                </div>
              )}
              {asking !== null && (
                <PasswordConfirmForm
                  intro={t(asking === 'regenerate' ? 'twoFactor.regenerateIntro' : 'twoFactor.turnOffIntro')}
                  confirmLabel={t(asking === 'regenerate' ? 'twoFactor.regenerate' : 'twoFactor.turnOff')}
                  danger={asking === 'disable'}
                  errors={change.errors}
                  busy={change.busy}
                  onConfirm={(password) => void (asking === 'regenerate' ? regenerate(password) : disable(password))}
                  onCancel={() => {
                    setAsking(null);
                    change.setErrors([]);
                  }}
                />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
