import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_TYPES } from '../../../../../shared/pages/page-types.ts';
import { Icon } from '../../../../components/Icon.tsx';
import { NotFoundPage } from '../../../../app/pages/NotFoundPage.tsx';
import { usePermission } from '../../../auth/auth-state.ts';
import { pageTypeFromRoute } from '../../list-filters.ts';
import { PagesOverview } from './PagesOverview.tsx';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';

/** SPEC 2.1 /page-overview/{pageTypeId}: the overview limited to one page type. */
export function PageTypeOverviewPage() {
  const { t } = useTranslation();
  const type = pageTypeFromRoute(useParams().pageTypeId);
  const canCreate = usePermission('create-page');
  // A type that does not exist shows NotFoundPage; its own title would be overwritten by this one.
  useDocumentTitle(type ? t('pageList.typeTitle', { type: t(PAGE_TYPES[type].labelKey) }) : t('common.notFoundTitle'));
  if (!type) return <NotFoundPage />;
  const typeName = t(PAGE_TYPES[type].labelKey);
  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('pageList.typeTitle', { type: typeName })}</h1>
          <p className="page__intro">{t('pageList.typeIntro', { type: typeName })}</p>
        </div>
        {canCreate && (
          <Link to={`/new-page?type=${type}`} className="button button--primary">
            <Icon name="plus" size={18} />
            {t('pageList.newPage')}
          </Link>
        )}
      </header>
      <PagesOverview key={type} type={type} />
    </section>
  );
}
