import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';

/** The ten recovery codes, shown once right after they were made. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="two-factor__recovery" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">{t('twoFactor.recoveryTitle')}</h3>
      <Alert kind="info">{t('twoFactor.recoveryShownOnce')}</Alert>
      <ol className="two-factor__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('twoFactor.recoverySaved')}
      </button>
    </div>
  );
}
