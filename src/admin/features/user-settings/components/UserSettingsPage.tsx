import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../components/Spinner.tsx';
import { useAuthStore } from '../../auth/auth-state.ts';
import { ActiveSessionsSection } from './ActiveSessionsSection.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { TwoFactorSection } from '../../two-factor/components/TwoFactorSection.tsx';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import { reloadCurrentUser } from '../user-settings-actions.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** SPEC 2.6: personal data (with profile image), change password, interface language and active sessions. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('userSettings.title'));
  const user = useAuthStore((state) => state.user);

  useEffect(() => {
    void reloadCurrentUser();
  }, []);

  if (!user) return <FullPageLoader label={t('common.loading')} />;
  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1>{t('userSettings.title')}</h1>
      </header>
      <PersonalDataForm user={user} />
      <ChangePasswordSection />
      <TwoFactorSection />
      <LanguageSection />
      <ActiveSessionsSection />
    </section>
  );
}
