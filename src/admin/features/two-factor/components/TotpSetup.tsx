import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { factorAddedAnswer } from '../../../../shared/two-factor/two-factor-schemas.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { twoFactorApi } from '../api.ts';
import { groupKey } from '../two-factor-state.ts';
import { useAction } from '../use-action.ts';

export type FactorAdded = z.output<typeof factorAddedAnswer>['data'];

/** Set up an authenticator app: QR code and manual key, then a code from the app to confirm. */
export function TotpSetup({ onAdded }: { onAdded: (result: FactorAdded) => void }) {
  const { t } = useTranslation();
  const action = useAction();
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState('');

  const start = async () => {
    const started = await action.run(() => twoFactorApi.startTotp());
    if (started) setEnrolment(started);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(() => twoFactorApi.confirmTotp(code));
    if (result) {
      setEnrolment(null);
      setCode('');
      onAdded(result);
    }
  };

  if (!enrolment) {
    return (
      <div>
        <FormErrors errors={action.errors} includeFieldErrors />
        <button type="button" className="button button--secondary" onClick={start} disabled={action.busy}>
          {t('twoFactor.setUpApp')}
        </button>
      </div>
    );
  }
  return (
    <form className="form two-factor__totp" onSubmit={confirm} noValidate>
      <p className="form__hint">{t('twoFactor.scanQr')}</p>
      <img className="two-factor__qr" src={enrolment.qrCode} alt={t('twoFactor.qrAlt')} width={200} height={200} />
      <p>
        {t('twoFactor.manualKey')}: <code data-testid="totp-manual-key">{groupKey(enrolment.secret)}</code>
      </p>
      <FormErrors errors={action.errors} />
      <TextField
        label={t('twoFactor.confirmCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        errors={action.errors}
        required
        autoFocus
      />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => setEnrolment(null)}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={action.busy}>
          {t('twoFactor.turnOn')}
        </button>
      </div>
    </form>
  );
}
