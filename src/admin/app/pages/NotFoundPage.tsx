import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFoundTitle'));
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
