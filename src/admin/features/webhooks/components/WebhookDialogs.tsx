import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { WebhookCreatedDto, WebhookDeliveryDto, WebhookDto } from '../../../../shared/webhooks/webhook-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FieldErrors, FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { createWebhook, deleteWebhook, fetchDeliveries, resendDelivery, rotateWebhookSecret, updateWebhook } from '../api.ts';
import {
  EMPTY_WEBHOOK_FORM,
  EVENT_GROUPS,
  eventLabelKey,
  formFromWebhook,
  isFormChanged,
  newWebhookSecret,
  stateLabelKey,
  toggleEvent,
  webhookRequest,
  type WebhookForm,
} from '../webhooks-state.ts';
import { MaskedSecret } from './WebhookSecret.tsx';

/** Runs one call with a busy flag; its errors stay in the dialog. */
function useDialogCall() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setErrors([]);
    try {
      await call();
    } catch (error) {
      setErrors(errorsFromUnknown(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, setErrors, run };
}

/** Add (no `webhook`) or edit one endpoint: URL, events, active; an existing one shows its secret masked, and can get a new one. */
export function WebhookFormDialog({
  webhook,
  onDone,
  onCancel,
}: {
  webhook?: WebhookDto;
  /** `saved` holds the secret after a creation or a new secret (the only answers that do). */
  onDone: (notice: string, saved: WebhookDto | WebhookCreatedDto) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const eventsErrorsId = useId();
  const [form, setForm] = useState<WebhookForm>(webhook ? formFromWebhook(webhook) : EMPTY_WEBHOOK_FORM);
  const { busy, errors, setErrors, run } = useDialogCall();
  const eventErrors = errors.filter((error) => error.property?.startsWith('events'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = webhookRequest(form);
    if (!request.ok) return setErrors(request.errors);
    void run(async () => {
      const saved = webhook ? await updateWebhook(webhook.id, request.body) : await createWebhook(request.body);
      onDone(t(webhook ? 'webhooks.saved' : 'webhooks.created', { url: saved.url }), saved);
    });
  };

  return (
    <Modal
      title={t(webhook ? 'webhooks.editTitle' : 'webhooks.addTitle')}
      onClose={onCancel}
      size="large"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {t('common.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors} />
        <TextField
          label={t('webhooks.url')}
          name="url"
          type="url"
          value={form.url}
          onChange={(url) => setForm((current) => ({ ...current, url }))}
          errors={errors}
          hint={t('webhooks.urlHint')}
          required
          autoFocus
        />
        <fieldset className="fieldset" aria-describedby={eventErrors.length > 0 ? eventsErrorsId : undefined}>
          <legend className="field__label">{t('webhooks.events')}</legend>
          {EVENT_GROUPS.map(({ group, events }) => (
            <div key={group} className="webhook-event-group">
              <p className="webhook-event-group__title">{t(`webhooks.group_${group}`)}</p>
              <div className="checkbox-grid">
                {events.map((name) => (
                  <label key={name} className="checkbox">
                    <input
                      type="checkbox"
                      checked={form.events.includes(name)}
                      onChange={(event) =>
                        setForm((current) => ({ ...current, events: toggleEvent(current.events, name, event.target.checked) }))
                      }
                    />
                    <span>
                      {t(eventLabelKey(name))}
                      <code className="checkbox__code">{name}</code>
                    </span>
                  </label>
                ))}
              </div>
            </div>
          ))}
          <FieldErrors id={eventsErrorsId} errors={eventErrors} />
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            name="active"
            checked={form.active}
            onChange={(event) => setForm((current) => ({ ...current, active: event.target.checked }))}
          />
          <span>
            {t('webhooks.active')}
            <span className="field__hint webhook-hint">{t('webhooks.activeHint')}</span>
          </span>
        </label>
        {webhook && (
          <MaskedSecret
            hint={webhook.secretHint}
            busy={busy}
            dirty={isFormChanged(form, formFromWebhook(webhook))}
            onRotate={() =>
              void run(async () => {
                const saved = await rotateWebhookSecret(webhook, newWebhookSecret());
                onDone(t('webhooks.secretRotated', { url: saved.url }), saved);
              })
            }
          />
        )}
      </form>
    </Modal>
  );
}

export function DeleteWebhookDialog({
  webhook,
  onDone,
  onCancel,
}: {
  webhook: WebhookDto;
  onDone: (notice: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { busy, errors, run } = useDialogCall();
  return (
    <ConfirmModal
      title={t('webhooks.deleteTitle')}
      message={t('webhooks.deleteConfirm', { url: webhook.url })}
      confirmLabel={t('common.delete')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() =>
        void run(async () => {
          await deleteWebhook(webhook.id);
          onDone(t('webhooks.deleted', { url: webhook.url }));
        })
      }
    >
      <FormErrors errors={errors} includeFieldErrors />
    </ConfirmModal>
  );
}

/** The delivery log of one endpoint (newest first), with a resend per delivery. */
export function DeliveriesDialog({ webhook, onClose }: { webhook: WebhookDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<WebhookDeliveryDto[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, errors, run } = useDialogCall();

  const load = useCallback(
    () =>
      run(async () => {
        setItems((await fetchDeliveries(webhook.id)).items);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [webhook.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const resend = (delivery: WebhookDeliveryDto) =>
    void run(async () => {
      await resendDelivery(delivery.id);
      setNotice(t('webhooks.resent'));
      setItems((await fetchDeliveries(webhook.id)).items);
    });

  return (
    <Modal
      title={t('webhooks.deliveriesOf', { url: webhook.url })}
      onClose={onClose}
      size="large"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => void load()} disabled={busy}>
            {t('webhooks.refresh')}
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <FormErrors errors={errors} includeFieldErrors />
      {notice && <Alert kind="success">{notice}</Alert>}
      {items && items.length === 0 && <p className="muted">{t('webhooks.deliveriesEmpty')}</p>}
      {items && items.length > 0 && (
        <table className="data-table webhook-deliveries">
          <thead>
            <tr>
              <th scope="col">{t('webhooks.columnTime')}</th>
              <th scope="col">{t('webhooks.columnEvent')}</th>
              <th scope="col">{t('webhooks.columnState')}</th>
              <th scope="col">{t('webhooks.columnAttempts')}</th>
              <th scope="col">{t('webhooks.columnResponse')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((delivery) => (
              <tr key={delivery.id}>
                <td>{formatDate(delivery.createdAt, i18n.language, true)}</td>
                <td>
                  <code>{delivery.type}</code>
                </td>
                <td>
                  <span className={`badge webhook-state webhook-state--${delivery.state}`}>{t(stateLabelKey(delivery.state))}</span>
                  {delivery.nextAttemptAt && delivery.attempts > 0 && (
                    <span className="muted webhook-hint">
                      {t('webhooks.nextAttempt', { time: formatDate(delivery.nextAttemptAt, i18n.language, true) })}
                    </span>
                  )}
                </td>
                <td>{delivery.attempts}</td>
                <td>
                  {delivery.lastStatusCode ?? (delivery.attempts > 0 ? t('webhooks.noResponse') : '—')}
                  {delivery.lastError && delivery.lastError !== `HTTP ${delivery.lastStatusCode}` && (
                    <span className="muted webhook-hint">{delivery.lastError}</span>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('webhooks.resendLabel', { id: delivery.id })}
                    disabled={busy}
                    onClick={() => resend(delivery)}
                  >
                    {t('webhooks.resend')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
