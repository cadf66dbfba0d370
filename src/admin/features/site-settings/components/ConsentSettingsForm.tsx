import { useTranslation } from 'react-i18next';
import { consentToSave } from '../site-settings-state.ts';
import { ConsentSummary } from './ConsentSummary.tsx';
import { SettingToggleForm } from './SettingToggleForm.tsx';

/**
 * Whether continuing to browse counts as cookie consent (SPEC 4; issue 17: a site can turn it
 * off, as Dutch law reads consent), with the summary of the anonymous consent records.
 */
export function ConsentSettingsForm() {
  const { t } = useTranslation();
  return (
    <SettingToggleForm
      field="consentByBrowsing"
      fallback={true}
      ids={{ title: 'consent-settings-title', hint: 'consent-by-browsing-hint' }}
      toSave={consentToSave}
      texts={{
        title: t('consentSettings.title'),
        label: t('consentSettings.byBrowsing'),
        hint: t('consentSettings.byBrowsingHint'),
        save: t('consentSettings.save'),
        saved: t('consentSettings.saved'),
      }}
    >
      <ConsentSummary />
    </SettingToggleForm>
  );
}
