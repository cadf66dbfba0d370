import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { Alert } from '../../../../components/Alert.tsx';
import { FormErrors } from '../../../../components/FormErrors.tsx';
import { useCollectionErrors } from '../../../../lib/error-collections.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { usePageEditorStore } from '../../editor/editor-store.ts';
import { SaveMessage } from '../../components/SaveMessage.tsx';
import { publicationActions } from '../publication-actions.ts';
import { isStaleConflict } from '../publication-rules.ts';
import { PUBLICATION_ERRORS, type PublicationOperation } from '../publication-slice.ts';
import { usePublicationActions } from '../use-publication.ts';
import { REQUEST_ACTIONS } from './PublicationToolbar.tsx';
import '../publication.css';

/**
 * The success text of an action. A request for a page that was never published cannot speak of
 * "the published version staying online": that page goes online once the request is accepted.
 * The page's own publishedVersionID is what visitors see (the editor's view clears it during a request).
 */
function doneKey(operation: PublicationOperation, publishedVersionID: number | null): string {
  if (operation === 'requestPublication' && publishedVersionID === null) return 'publication.done_requestFirstPublication';
  return `publication.done_${operation}`;
}

/**
 * Under the editor header: the outcome of the last publication action (errors from the
 * publication-requests collection) and, while a request is pending, who asked and why.
 */
export function PublicationNotices({ onReload }: { onReload?: () => void }) {
  const { t, i18n } = useTranslation();
  const errors = useCollectionErrors(PUBLICATION_ERRORS);
  const outcome = usePageEditorStore((state) => state.publication.outcome);
  const request = usePageEditorStore((state) => state.publication.request);
  const reviewing = usePageEditorStore((state) => state.editor.activity === 'AcceptRequest');
  const page = usePageEditorStore((state) => state.editor.page);
  const busy = usePageEditorStore((state) => state.publication.busy);
  const requestActions = usePublicationActions().filter((action) => REQUEST_ACTIONS.includes(action));
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  // In the review the feedback error is shown under the feedback field itself.
  const shown = reviewing ? errors.filter((error) => error.property !== 'feedback') : errors;
  // The concept changed since it was loaded: shown like a stale save (reload advice), not as an error list.
  const stale = outcome !== null && !outcome.ok && isStaleConflict(shown);

  return (
    <>
      {outcome?.ok && <Alert kind="success">{t(doneKey(outcome.operation, page?.publishedVersionID ?? null))}</Alert>}
      {stale && outcome && (
        <SaveMessage
          message={{ kind: 'error', text: t(`publication.failed_${outcome.operation}`), errors: shown, conflict: true }}
          onReload={onReload}
        />
      )}
      {shown.length > 0 && !stale && (
        <div className="publication-errors">
          {outcome && !outcome.ok && <p className="publication-errors__title">{t(`publication.failed_${outcome.operation}`)}</p>}
          <FormErrors errors={shown} includeFieldErrors />
        </div>
      )}
      {request && !reviewing && (
        <div className="request-banner" role="note" aria-label={t('publication.pendingTitle')}>
          <div className="request-banner__top">
            <p className="request-banner__title">
              <strong>{t('publication.pendingTitle')}</strong>{' '}
              {request.requestedBy
                ? t('publication.pendingBy', { name: request.requestedBy.name, date: formatDate(request.createdAt, i18n.language, true) })
                : t('publication.pendingByUnknown', { date: formatDate(request.createdAt, i18n.language, true) })}
              {request.resentAt && <> {t('publication.resentOn', { date: formatDate(request.resentAt, i18n.language, true) })}</>}
            </p>
            {requestActions.length > 0 && (
              <div className="request-banner__actions">
                {requestActions.includes('resendRequest') && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy !== null}
                    onClick={() => void publicationActions.resendRequest()}
                  >
                    {busy === 'resendRequest' ? t('publication.working') : t('publication.resendRequest')}
                  </button>
                )}
                {requestActions.includes('revokeRequest') && (
                  <button
                    type="button"
                    className="button button--ghost button--small button--danger-text"
                    disabled={busy !== null}
                    onClick={() => setConfirmRevoke(true)}
                  >
                    {t('publication.revokeRequest')}
                  </button>
                )}
              </div>
            )}
          </div>
          <blockquote className="request-banner__comment">
            {request.comment || <span className="muted">{t('publication.noComment')}</span>}
          </blockquote>
        </div>
      )}
      {confirmRevoke && page && (
        <ConfirmModal
          title={t('publication.revokeTitle')}
          message={t('publication.revokeConfirm', { title: page.title })}
          confirmLabel={t('publication.revokeRequest')}
          danger
          busy={busy !== null}
          onCancel={() => setConfirmRevoke(false)}
          onConfirm={() => void publicationActions.revokeRequest().then(() => setConfirmRevoke(false))}
        />
      )}
    </>
  );
}
