import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookCreatedDto, WebhookDto } from '../../../../shared/webhooks/webhook-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { fetchWebhooks } from '../api.ts';
import { eventLabelKey } from '../webhooks-state.ts';
import { DeleteWebhookDialog, DeliveriesDialog, WebhookFormDialog } from './WebhookDialogs.tsx';
import { SecretField } from './WebhookSecret.tsx';
import '../../../styles/site-admin.css';
import '../webhooks.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete' | 'deliveries'; webhook: WebhookDto } | null;

/**
 * Webhooks (issue 19, manage-webhooks): the endpoints other systems are told about changes at,
 * on the reusable list, with add, edit (URL, events, active; the signing secret), delete and
 * each endpoint's delivery log with resend.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('webhooks.title'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The secret the server answered at creation, or the new one made here: shown this once.
  const [created, setCreated] = useState<WebhookCreatedDto | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const done = (message: string, saved?: WebhookDto | WebhookCreatedDto) => {
    setCreated(saved && 'secret' in saved ? saved : null);
    setDialog(null);
    setNotice(message);
    setReloadKey((key) => key + 1);
  };

  const columns = useMemo<ListColumn<WebhookDto>[]>(
    () => [
      { id: 'url', header: t('webhooks.url'), renderValue: (item) => <code className="webhook-url">{item.url}</code> },
      {
        id: 'events',
        header: t('webhooks.events'),
        renderValue: (item) => item.events.map((event) => t(eventLabelKey(event))).join(', '),
      },
      {
        id: 'active',
        header: t('webhooks.active'),
        width: '8rem',
        renderValue: (item) =>
          item.active ? <span className="badge">{t('webhooks.active')}</span> : <span className="muted">{t('webhooks.inactive')}</span>,
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('common.actions')}</span>,
        width: '12rem',
        renderValue: (item) => (
          <>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'deliveries', webhook: item })}
            >
              {t('webhooks.deliveries')}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('webhooks.edit', { url: item.url })}
              onClick={() => setDialog({ kind: 'edit', webhook: item })}
            >
              <Icon name="edit" size={18} />
            </button>
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label={t('webhooks.delete', { url: item.url })}
              onClick={() => setDialog({ kind: 'delete', webhook: item })}
            >
              <Icon name="trash" size={18} />
            </button>
          </>
        ),
      },
    ],
    [t],
  );

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('webhooks.title')}</h1>
          <p className="page__intro">{t('webhooks.intro')}</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setCreated(null);
            setDialog({ kind: 'add' });
          }}
        >
          {t('webhooks.add')}
        </button>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      {created && (
        <div className="card webhook-created">
          <SecretField secret={created.secret} />
        </div>
      )}
      <div className="card card--flush">
        <PaginatedList
          label={t('webhooks.title')}
          fetchItems={fetchWebhooks}
          columns={columns}
          rowKey={(item) => item.id}
          searchable
          emptyText={t('webhooks.empty')}
          noResultsText={t('webhooks.noResults')}
          reloadKey={reloadKey}
        />
      </div>
      {dialog?.kind === 'add' && <WebhookFormDialog onDone={done} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <WebhookFormDialog webhook={dialog.webhook} onDone={done} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <DeleteWebhookDialog webhook={dialog.webhook} onDone={(message) => done(message)} onCancel={() => setDialog(null)} />
      )}
      {dialog?.kind === 'deliveries' && <DeliveriesDialog webhook={dialog.webhook} onClose={() => setDialog(null)} />}
    </section>
  );
}
