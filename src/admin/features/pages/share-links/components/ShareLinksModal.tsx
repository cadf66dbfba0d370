import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert.tsx';
import { FormErrors } from '../../../../components/FormErrors.tsx';
import { Icon } from '../../../../components/Icon.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { TextField } from '../../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { shareLinksApi } from '../api.ts';
import { initialShareLinksState, parseExpiryDays, shareLinksReducer } from '../share-links-state.ts';
import '../share-links.css';

/**
 * "Share preview" (issue 16): make a link to the page's current concept for someone without an
 * account (shown once, with a copy button), and see and revoke the page's active links.
 */
export function ShareLinksModal({ pageId, onClose }: { pageId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(shareLinksReducer, initialShareLinksState);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const date = (value: string) => formatDate(value, i18n.language, true);

  useEffect(() => {
    shareLinksApi
      .list(pageId)
      .then((links) => dispatch({ type: 'loaded', links }))
      .catch((error: unknown) => dispatch({ type: 'failed', errors: errorsFromUnknown(error) }));
  }, [pageId]);

  const create = async () => {
    const parsed = parseExpiryDays(state.days);
    if (!parsed.ok) return dispatch({ type: 'failed', errors: parsed.errors });
    dispatch({ type: 'started' });
    setCopied(null);
    try {
      const link = await shareLinksApi.create(pageId, { expiresInDays: parsed.days });
      dispatch({ type: 'created', link, links: await shareLinksApi.list(pageId) });
    } catch (error) {
      dispatch({ type: 'failed', errors: errorsFromUnknown(error) });
    }
  };

  const revoke = async (linkId: number) => {
    dispatch({ type: 'started' });
    try {
      await shareLinksApi.revoke(pageId, linkId);
      dispatch({ type: 'revoked', linkId });
    } catch (error) {
      dispatch({ type: 'failed', errors: errorsFromUnknown(error) });
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Modal title={t('shareLinks.title')} onClose={onClose}>
      <p className="muted">{t('shareLinks.intro')}</p>
      <FormErrors errors={state.errors} />
      <form
        className="share-links__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField
          label={t('shareLinks.expiresInDays')}
          name="expiresInDays"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          value={state.days}
          onChange={(days) => dispatch({ type: 'daysChanged', days })}
          errors={state.errors}
          hint={t('shareLinks.expiresHint')}
        />
        <button type="submit" className="button button--primary" disabled={state.busy}>
          {state.busy ? t('shareLinks.creating') : t('shareLinks.create')}
        </button>
      </form>

      {state.created && (
        <section className="share-links__created" aria-label={t('shareLinks.createdTitle')}>
          <h3>{t('shareLinks.createdTitle')}</h3>
          <p className="muted">{t('shareLinks.createdHint')}</p>
          <div className="share-links__url">
            <label>
              <span className="visually-hidden">{t('shareLinks.urlLabel')}</span>
              <input className="field__input" readOnly value={state.created.url} onFocus={(event) => event.target.select()} />
            </label>
            <button type="button" className="button button--secondary" onClick={() => void copy(state.created!.url)}>
              <Icon name="copy" size={18} />
              {copied === 'yes' ? t('shareLinks.copied') : t('shareLinks.copy')}
            </button>
          </div>
          <p className="muted">{t('shareLinks.expires', { date: date(state.created.expiresAt) })}</p>
          {copied === 'failed' && <Alert kind="warning">{t('shareLinks.copyFailed')}</Alert>}
        </section>
      )}

      {state.notice === 'revoked' && <Alert kind="success">{t('shareLinks.revoked')}</Alert>}
      <section aria-label={t('shareLinks.activeTitle')}>
        <h3>{t('shareLinks.activeTitle')}</h3>
        {state.links === null && state.errors.length === 0 && <Spinner label={t('common.loading')} />}
        {state.links?.length === 0 && <p className="muted">{t('shareLinks.none')}</p>}
        {state.links && state.links.length > 0 && (
          <ul className="history-list share-links__list">
            {state.links.map((link) => (
              <li key={link.id} className="history-list__item">
                <div>
                  <strong>{t('shareLinks.expires', { date: date(link.expiresAt) })}</strong>
                  <div className="muted">
                    {t('shareLinks.createdBy', { name: link.createdByName ?? t('shareLinks.unknownUser'), date: date(link.createdAt) })}
                  </div>
                </div>
                <div className="history-list__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small button--danger-text"
                    disabled={state.busy}
                    aria-label={t('shareLinks.revokeLabel', { date: date(link.expiresAt) })}
                    onClick={() => void revoke(link.id)}
                  >
                    {t('shareLinks.revoke')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Modal>
  );
}
