import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactSubmissionDto } from '../../../../shared/contact/contact-schemas.ts';
import type { ApiError } from '../../../../shared/errors.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { fetchSubmission, fetchSubmissions } from '../api.ts';
import '../../../styles/site-admin.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

const fullName = (item: ContactSubmissionDto) => `${item.firstName} ${item.lastName}`.trim();

/** Messages from the website's contact form (manage-settings): list plus the message in a panel. */
export function ContactSubmissionsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('contactSubmissions.title'));
  const [openId, setOpenId] = useState<number | null>(null);

  const columns = useMemo<ListColumn<ContactSubmissionDto>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('contactSubmissions.date'),
        accessor: 'createdAt',
        formatField: (value) => formatDate(value, i18n.language, true),
        width: '12rem',
      },
      {
        id: 'name',
        header: t('contactSubmissions.name'),
        renderValue: (item) => (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('contactSubmissions.open', { name: fullName(item) })}
            onClick={() => setOpenId(item.id)}
          >
            {fullName(item)}
          </button>
        ),
      },
      { id: 'email', header: t('contactSubmissions.email'), accessor: 'email' },
      { id: 'subject', header: t('contactSubmissions.subject'), accessor: 'subject' },
    ],
    [t, i18n.language],
  );

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('contactSubmissions.title')}</h1>
          <p className="page__intro">{t('contactSubmissions.intro')}</p>
        </div>
      </header>
      <div className="card card--flush">
        <PaginatedList
          label={t('contactSubmissions.title')}
          fetchItems={fetchSubmissions}
          columns={columns}
          rowKey={(item) => item.id}
          searchable
          noResultsText={t('contactSubmissions.noSubmissions')}
          onRowClick={(item) => setOpenId(item.id)}
        />
      </div>
      {openId !== null && <SubmissionDetail id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}

function SubmissionDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [item, setItem] = useState<ContactSubmissionDto | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  useEffect(() => {
    let current = true;
    fetchSubmission(id)
      .then((found) => current && setItem(found))
      .catch((error: unknown) => current && setErrors(errorsFromUnknown(error)));
    return () => {
      current = false;
    };
  }, [id]);
  return (
    <Modal title={item?.subject || t('contactSubmissions.detailTitle')} onClose={onClose} size="medium">
      {errors.length > 0 && (
        <>
          <p>{t('contactSubmissions.loadFailed')}</p>
          <FormErrors errors={errors} includeFieldErrors />
        </>
      )}
      {!item && errors.length === 0 && <Spinner label={t('common.loading')} />}
      {item && (
        <div className="submission-detail">
          <dl>
            <dt>{t('contactSubmissions.date')}</dt>
            <dd>{formatDate(item.createdAt, i18n.language, true)}</dd>
            <dt>{t('contactSubmissions.name')}</dt>
            <dd>{fullName(item)}</dd>
            <dt>{t('contactSubmissions.email')}</dt>
            <dd>
              <a href={`mailto:${item.email}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`}>{item.email}</a>
            </dd>
            {item.phone && (
              <>
                <dt>{t('contactSubmissions.phone')}</dt>
                <dd>{item.phone}</dd>
              </>
            )}
            <dt>{t('contactSubmissions.locale')}</dt>
            <dd>{item.locale}</dd>
            <dt>{t('contactSubmissions.subject')}</dt>
            <dd>{item.subject}</dd>
          </dl>
          <h3>{t('contactSubmissions.message')}</h3>
          <p className="submission-detail__message">{item.message}</p>
        </div>
      )}
    </Modal>
  );
}
