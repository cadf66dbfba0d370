import { useTranslation } from 'react-i18next';
import { apiDocsToSave } from '../site-settings-state.ts';
import { SettingToggleForm } from './SettingToggleForm.tsx';

/** Whether the API reference (/api/docs, /api/openapi.json) is open to everyone or only to signed-in users (issue 19). */
export function ApiDocsSettingsForm() {
  const { t } = useTranslation();
  return (
    <SettingToggleForm
      field="apiDocsPublic"
      fallback={false}
      ids={{ title: 'api-docs-settings-title', hint: 'api-docs-public-hint' }}
      toSave={apiDocsToSave}
      texts={{
        title: t('apiDocsSettings.title'),
        label: t('apiDocsSettings.public'),
        hint: t('apiDocsSettings.publicHint'),
        save: t('apiDocsSettings.save'),
        saved: t('apiDocsSettings.saved'),
      }}
    />
  );
}
