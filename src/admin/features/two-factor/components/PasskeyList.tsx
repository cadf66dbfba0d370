import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyDto } from '../../../../shared/two-factor/two-factor-schemas.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { twoFactorApi } from '../api.ts';
import { PASSKEY_NAME_MAX } from '../two-factor-state.ts';
import { useAction } from '../use-action.ts';

/** The user's passkeys, each with rename and remove. */
export function PasskeyList({ passkeys, onChanged }: { passkeys: PasskeyDto[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const action = useAction();
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  const rename = async () => {
    if (!editing) return;
    if ((await action.run(() => twoFactorApi.renamePasskey(editing.id, editing.name))) !== null) {
      setEditing(null);
      onChanged();
    }
  };
  const remove = async (id: number) => {
    if ((await action.run(() => twoFactorApi.removePasskey(id))) !== null) onChanged();
  };

  if (passkeys.length === 0) return <p className="form__hint">{t('twoFactor.noPasskeys')}</p>;
  return (
    <>
      <FormErrors errors={action.errors} includeFieldErrors />
      <ul className="two-factor__passkeys" aria-label={t('twoFactor.passkeys')}>
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="two-factor__passkey">
            {editing?.id === passkey.id ? (
              <>
                <input
                  className="field__input"
                  aria-label={t('twoFactor.passkeyName')}
                  value={editing.name}
                  maxLength={PASSKEY_NAME_MAX}
                  onChange={(event) => setEditing({ id: passkey.id, name: event.target.value })}
                />
                <button type="button" className="button button--primary button--small" onClick={rename} disabled={action.busy}>
                  {t('common.save')}
                </button>
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing(null)}>
                  {t('common.cancel')}
                </button>
              </>
            ) : (
              <>
                <span className="two-factor__passkey-name">{passkey.name}</span>
                <span className="form__hint">
                  {passkey.lastUsedAt ? t('twoFactor.lastUsed', { date: date(passkey.lastUsedAt) }) : t('twoFactor.neverUsed')}
                </span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setEditing({ id: passkey.id, name: passkey.name })}
                >
                  {t('twoFactor.rename')}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  onClick={() => remove(passkey.id)}
                  disabled={action.busy}
                >
                  {t('twoFactor.remove')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
