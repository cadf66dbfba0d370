import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--message">
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundText')}</p>
      <Link to="/" className="button button--secondary">
        {t('common.goToDashboard')}
      </Link>
    </section>
  );
}
