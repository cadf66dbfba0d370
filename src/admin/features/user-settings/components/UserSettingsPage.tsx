import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../components/Spinner.tsx';
import { useAuthStore } from '../../auth/auth-state.ts';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import { reloadCurrentUser } from '../user-settings-actions.ts';

/** SPEC 2.6: personal data (with profile image), change password and interface language. */
export function UserSettingsPage() {
  const { t } = useTranslation();
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
      <LanguageSection />
    </section>
  );
}
