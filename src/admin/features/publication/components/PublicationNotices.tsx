import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { useCollectionErrors } from '../../../lib/error-collections.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { usePageEditorStore } from '../../pages/editor/editor-store.ts';
import { PUBLICATION_ERRORS } from '../publication-actions.ts';
import { usePublicationStore } from '../publication-store.ts';
import '../publication.css';

/**
 * Under the editor header: the outcome of the last publication action (errors from the
 * publication-requests collection) and, while a request is pending, who asked and why.
 */
export function PublicationNotices() {
  const { t, i18n } = useTranslation();
  const errors = useCollectionErrors(PUBLICATION_ERRORS);
  const outcome = usePublicationStore((state) => state.outcome);
  const request = usePublicationStore((state) => state.request);
  const reviewing = usePageEditorStore((state) => state.editor.activity === 'AcceptRequest');
  // In the review the feedback error is shown under the feedback field itself.
  const shown = reviewing ? errors.filter((error) => error.property !== 'feedback') : errors;

  return (
    <>
      {outcome?.ok && <Alert kind="success">{t(`publication.done_${outcome.operation}`)}</Alert>}
      {shown.length > 0 && (
        <div className="publication-errors">
          {outcome && !outcome.ok && <p className="publication-errors__title">{t(`publication.failed_${outcome.operation}`)}</p>}
          <FormErrors errors={shown} includeFieldErrors />
        </div>
      )}
      {request && !reviewing && (
        <div className="request-banner" role="note" aria-label={t('publication.pendingTitle')}>
          <p className="request-banner__title">
            <strong>{t('publication.pendingTitle')}</strong>{' '}
            {request.requestedBy
              ? t('publication.pendingBy', { name: request.requestedBy.name, date: formatDate(request.createdAt, i18n.language, true) })
              : t('publication.pendingByUnknown', { date: formatDate(request.createdAt, i18n.language, true) })}
            {request.resentAt && <> {t('publication.resentOn', { date: formatDate(request.resentAt, i18n.language, true) })}</>}
          </p>
          <blockquote className="request-banner__comment">{request.comment || <span className="muted">{t('publication.noComment')}</span>}</blockquote>
        </div>
      )}
    </>
  );
}
