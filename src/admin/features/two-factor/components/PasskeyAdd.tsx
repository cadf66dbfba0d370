import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { twoFactorApi } from '../api.ts';
import { defaultPasskeyName, PASSKEY_NAME_MAX } from '../two-factor-state.ts';
import { useAction } from '../use-action.ts';
import type { FactorAdded } from './TotpSetup.tsx';

/** Adds a passkey: the browser asks the authenticator, the server checks its answer. */
export function PasskeyAdd({ onAdded }: { onAdded: (result: FactorAdded) => void }) {
  const { t } = useTranslation();
  const action = useAction();
  const [name, setName] = useState(() => defaultPasskeyName(navigator.userAgent));

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const result = await action.run(async () => {
      const options = await twoFactorApi.passkeyRegisterOptions();
      const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
      return twoFactorApi.registerPasskey(name, response);
    });
    if (result) onAdded(result);
  };

  return (
    <form className="form two-factor__passkey-add" onSubmit={add} noValidate>
      <FormErrors errors={action.errors.filter((error) => error.property !== 'name')} includeFieldErrors />
      <TextField
        label={t('twoFactor.passkeyName')}
        name="name"
        value={name}
        onChange={setName}
        errors={action.errors}
        maxLength={PASSKEY_NAME_MAX}
        required
      />
      <button type="submit" className="button button--secondary" disabled={action.busy || name.trim() === ''}>
        {t('twoFactor.addPasskey')}
      </button>
    </form>
  );
}
