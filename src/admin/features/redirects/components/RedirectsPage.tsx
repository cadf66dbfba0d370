import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedirectDto } from '../../../../shared/redirects/redirect-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { fetchRedirects, REDIRECTS_EXPORT_URL } from '../api.ts';
import { SORT_OPTIONS } from '../redirects-state.ts';
import { DeleteRedirectDialog, ImportRedirectsDialog, RedirectFormDialog } from './RedirectDialogs.tsx';
import '../../../styles/site-admin.css';
import '../redirects.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; redirect: RedirectDto } | { kind: 'import' } | null;

/**
 * Redirects (issue 16, manage-redirects): old addresses of the website and where they go, on the
 * reusable list (search, sort, paging), with add, edit, delete, CSV import (with the report of
 * refused lines) and export.
 */
export function RedirectsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('redirects.title'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
    setReloadKey((key) => key + 1);
  };

  const columns = useMemo<ListColumn<RedirectDto>[]>(
    () => [
      { id: 'from', header: t('redirects.from'), renderValue: (item) => <code className="redirect-path">{item.from}</code> },
      {
        id: 'to',
        header: t('redirects.to'),
        renderValue: (item) => (item.to ? <code className="redirect-path">{item.to}</code> : t('redirects.noTarget')),
      },
      { id: 'status', header: t('redirects.status'), width: '14rem', renderValue: (item) => t(`redirects.status${item.status}`) },
      {
        id: 'automatic',
        header: <span className="visually-hidden">{t('redirects.automatic')}</span>,
        width: '8rem',
        renderValue: (item) =>
          item.automatic ? (
            <span className="badge" title={t('redirects.automaticHint')}>
              {t('redirects.automatic')}
            </span>
          ) : (
            <span className="muted">{t('redirects.manual')}</span>
          ),
      },
      {
        id: 'updatedAt',
        header: t('redirects.updatedAt'),
        width: '11rem',
        accessor: 'updatedAt',
        formatField: (value) => formatDate(String(value), i18n.language, true),
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('common.actions')}</span>,
        width: '6rem',
        renderValue: (item) => (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('redirects.edit', { from: item.from })}
              onClick={() => setDialog({ kind: 'edit', redirect: item })}
            >
              <Icon name="edit" size={18} />
            </button>
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label={t('redirects.delete', { from: item.from })}
              onClick={() => setDialog({ kind: 'delete', redirect: item })}
            >
              <Icon name="trash" size={18} />
            </button>
          </>
        ),
      },
    ],
    [t, i18n.language],
  );

  const sortOptions = useMemo(() => SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.labelKey) })), [t]);

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('redirects.title')}</h1>
          <p className="page__intro">{t('redirects.intro')}</p>
        </div>
        <div className="redirects-actions">
          <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'add' })}>
            {t('redirects.add')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'import' })}>
            {t('redirects.import')}
          </button>
          <a className="button button--secondary" href={REDIRECTS_EXPORT_URL} download="redirects.csv">
            {t('redirects.export')}
          </a>
        </div>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      <div className="card card--flush">
        <PaginatedList
          label={t('redirects.title')}
          fetchItems={fetchRedirects}
          columns={columns}
          rowKey={(item) => item.id}
          searchable
          sortOptions={sortOptions}
          emptyText={t('redirects.empty')}
          noResultsText={t('redirects.noResults')}
          reloadKey={reloadKey}
        />
      </div>
      {dialog?.kind === 'add' && <RedirectFormDialog onDone={done} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <RedirectFormDialog redirect={dialog.redirect} onDone={done} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteRedirectDialog redirect={dialog.redirect} onDone={done} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'import' && (
        <ImportRedirectsDialog onImported={() => setReloadKey((key) => key + 1)} onCancel={() => setDialog(null)} />
      )}
    </section>
  );
}
