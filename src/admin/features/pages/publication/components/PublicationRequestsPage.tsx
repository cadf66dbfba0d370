import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../../shared/errors.ts';
import { FormErrors } from '../../../../components/FormErrors.tsx';
import { Pagination } from '../../../../components/paginated-list/Pagination.tsx';
import { usePaginatedList, type ListFetcher } from '../../../../components/paginated-list/use-paginated-list.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { useAuthStore } from '../../../auth/auth-state.ts';
import { publicationApi, type PublicationRequestItem } from '../api.ts';
import { REVIEW_PARAM } from '../../../../../shared/pages/review-link.ts';
import '../publication.css';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';

/** Requests per page of the list: a screenful to work through, not every outstanding request at once. */
export const REQUESTS_PAGE_SIZE = 50;

/** SPEC 2.1 "publication requests": the outstanding requests, newest first, each opening the editor's review. */
export function PublicationRequestsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('publication.requestsTitle'));
  const userId = useAuthStore((state) => state.user?.ID);
  const canReview = useAuthStore((state) => state.permissions.some((permission) => permission.name === 'review-publication'));
  const [errors, setErrors] = useState<ApiError[]>([]);
  // The shared list hook pages (and falls back from a page that decisions emptied); the screen
  // also says why a load failed, which the hook itself only logs.
  const fetchRequests = useCallback<ListFetcher<PublicationRequestItem>>(
    (pageIndex, pageSize) =>
      publicationApi.pending({ pageIndex, pageSize }).then(
        (answer) => {
          setErrors([]);
          return answer;
        },
        (error: unknown) => {
          setErrors(errorsFromUnknown(error));
          throw error;
        },
      ),
    [],
  );
  const { state, pageSize, goToPage } = usePaginatedList(fetchRequests, REQUESTS_PAGE_SIZE);
  const items = state.loading && state.items.length === 0 ? null : state.items;

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('publication.requestsTitle')}</h1>
          <p className="page__intro">{t('publication.requestsIntro')}</p>
        </div>
      </header>
      {errors.length > 0 && (
        <div className="publication-errors">
          <p className="publication-errors__title">{t('publication.loadFailed')}</p>
          <FormErrors errors={errors} includeFieldErrors />
        </div>
      )}
      <div className="card card--flush">
        {items === null ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <div className="table-wrapper">
            <table className="data-table requests-table" aria-label={t('publication.requestsLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('publication.colPage')}</th>
                  <th scope="col">{t('publication.colLocale')}</th>
                  <th scope="col">{t('publication.colRequester')}</th>
                  <th scope="col">{t('publication.colDate')}</th>
                  <th scope="col">{t('publication.colComment')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.length === 0 && (
                  <tr>
                    <td colSpan={6} className="data-table__empty">
                      {t('publication.noRequests')}
                    </td>
                  </tr>
                )}
                {items.map((item) => {
                  const own = item.requestedBy !== null && item.requestedBy.id === userId;
                  return (
                    <tr key={item.id}>
                      <td data-label={t('publication.colPage')}>
                        <span className="page-cell">
                          <Link to={`/page/${item.pageID}`} className="page-cell__title">
                            {item.title}
                          </Link>
                          <span className="page-cell__slug">
                            {t(`pageTypes.${item.type}`, { defaultValue: item.type })} · /{item.slug}
                          </span>
                        </span>
                      </td>
                      <td data-label={t('publication.colLocale')}>{t(`locales.${item.locale}`, { defaultValue: item.locale })}</td>
                      <td data-label={t('publication.colRequester')}>
                        {item.requestedBy?.name ?? <span className="muted">{t('publication.unknownUser')}</span>}
                      </td>
                      <td data-label={t('publication.colDate')}>
                        <span className="date-cell">
                          {formatDate(item.createdAt, i18n.language, true)}
                          {item.resentAt && (
                            <span className="muted">
                              {t('publication.resent', { date: formatDate(item.resentAt, i18n.language, true) })}
                            </span>
                          )}
                        </span>
                      </td>
                      <td className="requests-table__comment" data-label={t('publication.colComment')}>
                        {item.comment || <span className="muted">{t('publication.noComment')}</span>}
                      </td>
                      <td style={{ textAlign: 'right' }}>
                        {canReview && !own ? (
                          <Link
                            to={`/page/${item.pageID}?${REVIEW_PARAM}=1`}
                            className="button button--primary button--small"
                            aria-label={t('publication.openReviewLabel', { title: item.title })}
                          >
                            {t('publication.openReview')}
                          </Link>
                        ) : (
                          <Link to={`/page/${item.pageID}`} className="button button--ghost button--small">
                            {t('publication.openPage')}
                          </Link>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <Pagination pageIndex={state.pageIndex} totalItems={state.totalItems} pageSize={pageSize} onPageChange={goToPage} />
      </div>
    </section>
  );
}
