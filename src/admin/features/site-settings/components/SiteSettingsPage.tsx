import { useTranslation } from 'react-i18next';
import { ApiDocsSettingsForm } from './ApiDocsSettingsForm.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { ConsentSettingsForm } from './ConsentSettingsForm.tsx';
import { LanguagesForm } from './LanguagesForm.tsx';
import '../../../styles/site-admin.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** Site settings (languages) and company details; Administrator only (manage-settings). */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('siteSettings.title'));
  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('siteSettings.title')}</h1>
          <p className="page__intro">{t('siteSettings.intro')}</p>
        </div>
      </header>
      <LanguagesForm />
      <ConsentSettingsForm />
      <ApiDocsSettingsForm />
      <CompanyForm />
    </section>
  );
}
