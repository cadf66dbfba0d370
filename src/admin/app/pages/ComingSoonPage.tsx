import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/** Placeholder for screens in the menu that are not built yet (menu structure, media library, ...). */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <section className="page">
      <header className="page__header">
        <h1>{t(titleKey)}</h1>
      </header>
      <div className="card page--message">
        <Icon name="pages" size={40} />
        <h2>{t('common.comingSoonTitle')}</h2>
        <p>{t('common.comingSoonText')}</p>
        <Link to="/" className="button button--secondary">
          {t('common.goToDashboard')}
        </Link>
      </div>
    </section>
  );
}
