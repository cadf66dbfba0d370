import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notAuthorizedTitle'));
  return (
    <section className="page page--message" data-testid="not-authorized">
      <Icon name="shield" size={40} />
      <h1>{t('common.notAuthorizedTitle')}</h1>
      <p>{t('common.notAuthorizedText')}</p>
      <Link to="/" className="button button--secondary">
        {t('common.goToDashboard')}
      </Link>
    </section>
  );
}
