import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './LanguagePicker.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

interface AuthLayoutProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Show the "Back to login" link under the card (all auth screens except login). */
  backToLogin?: boolean;
}

/** The centred card shared by login, forgot-password, reset and activation screens. */
export function AuthLayout({ title, intro, children, backToLogin = true }: AuthLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="auth-screen">
      <main className="auth-card">
        <div className="auth-card__brand">
          <span className="brand__mark" aria-hidden="true">
            V
          </span>
          <span>{t('common.appName')}</span>
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
        {backToLogin && (
          <p className="auth-card__footer">
            <Link to="/login">{t('common.backToLogin')}</Link>
          </p>
        )}
      </main>
      <LanguagePicker />
    </div>
  );
}
