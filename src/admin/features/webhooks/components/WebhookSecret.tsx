import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The signing secret in full, read-only and selectable: shown once, after creation or a new secret. */
export function SecretField({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('webhooks.secret')}
      </label>
      <input
        id={id}
        className="field__input webhook-secret"
        readOnly
        value={secret}
        spellCheck={false}
        onFocus={(event) => event.target.select()}
      />
      <p className="field__hint">{t('webhooks.secretHint')}</p>
      <p className="field__hint">{t('webhooks.secretOnce')}</p>
    </div>
  );
}

/**
 * An existing endpoint's secret, masked (the server answers it only at creation), with a button
 * that replaces it by a new one after a confirmation, since the old one stops working at once.
 * The rotation saves the stored URL and events, so it waits while the form has unsaved changes
 * (`dirty`): they would be lost, or saved without the Save button.
 */
export function MaskedSecret({ hint, busy, dirty, onRotate }: { hint: string; busy: boolean; dirty: boolean; onRotate: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('webhooks.secret')}
      </label>
      <div className="webhook-secret-row">
        <input id={id} className="field__input webhook-secret-hint" readOnly value={hint} spellCheck={false} />
        {!confirming && (
          <button type="button" className="button button--secondary" disabled={busy || dirty} onClick={() => setConfirming(true)}>
            {t('webhooks.rotateSecret')}
          </button>
        )}
      </div>
      {confirming && !dirty ? (
        <div className="webhook-rotate-confirm" role="group" aria-label={t('webhooks.rotateSecret')}>
          <p className="field__hint">{t('webhooks.rotateSecretConfirm')}</p>
          <button type="button" className="button button--danger" disabled={busy} onClick={onRotate}>
            {t('webhooks.rotateSecretConfirmButton')}
          </button>{' '}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <p className="field__hint">{t(dirty ? 'webhooks.rotateSecretDirty' : 'webhooks.rotateSecretHint')}</p>
      )}
    </div>
  );
}
