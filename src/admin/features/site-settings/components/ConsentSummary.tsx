import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentSummaryRow } from '../../../../shared/consent/consent-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { fetchConsentSummary } from '../api.ts';

/**
 * The recorded cookie consent choices per banner version (issue 17), so an administrator can
 * show that consent was given. Counts only: the records hold no personal data.
 */
export function ConsentSummary() {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<ConsentSummaryRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchConsentSummary().then(
      (data) => live && setRows(data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="consent-summary">
      <h3 id="consent-summary-title">{t('consentSettings.summaryTitle')}</h3>
      <p className="field__hint">{t('consentSettings.summaryIntro')}</p>
      {failed && <Alert kind="warning">{t('consentSettings.summaryLoadFailed')}</Alert>}
      {rows && rows.length === 0 && <p>{t('consentSettings.summaryEmpty')}</p>}
      {rows && rows.length > 0 && (
        <table className="data-table" aria-labelledby="consent-summary-title">
          <thead>
            <tr>
              <th scope="col">{t('consentSettings.version')}</th>
              <th scope="col">{t('consentSettings.choice')}</th>
              <th scope="col">{t('consentSettings.count')}</th>
              <th scope="col">{t('consentSettings.lastAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.bannerVersion}-${row.choice}`}>
                <td>{row.bannerVersion}</td>
                <td>{t(`consentSettings.choice_${row.choice}`)}</td>
                <td>{row.count}</td>
                <td>{formatDate(row.lastAt, i18n.language, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
