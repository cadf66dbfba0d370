import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { fetchIndexStatus, indexAllPages, removeAllPages } from '../api.ts';
import { initialSearchIndexState, isBusy, progressPercent, searchIndexReducer } from '../search-index-state.ts';
import '../../../styles/site-admin.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** How often the status is read while a job runs. */
const STATUS_POLL_MS = 1000;

/** SPEC 3/4: index all and remove all, each idle → loading → success or error; progress while indexing. */
export function SearchIndexPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('searchIndex.title'));
  const [state, dispatch] = useReducer(searchIndexReducer, initialSearchIndexState);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [confirming, setConfirming] = useState(false);
  const busy = isBusy(state);

  useEffect(() => {
    fetchIndexStatus()
      .then((status) => dispatch({ type: 'statusLoaded', status }))
      .catch((error: unknown) => setErrors(errorsFromUnknown(error)));
  }, []);

  // Index-all and remove-all answer at once (202) while the job runs on the server: the status
  // is polled every second until it ends in success or error, also for a job started elsewhere.
  const indexing = state.indexingState === 'loading';
  useEffect(() => {
    if (!busy) return;
    const timer = window.setInterval(() => {
      fetchIndexStatus()
        .then((status) => dispatch({ type: 'statusLoaded', status }))
        .catch(() => undefined);
    }, STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [busy]);

  const run = async (operation: 'index' | 'remove') => {
    setErrors([]);
    dispatch({ type: 'started', operation });
    try {
      const status = await (operation === 'index' ? indexAllPages() : removeAllPages());
      dispatch({ type: 'accepted', operation, status });
    } catch (error) {
      setErrors(errorsFromUnknown(error));
      dispatch({ type: 'failed', operation });
    }
  };

  const percent = progressPercent(state.processed, state.total);
  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('searchIndex.title')}</h1>
          <p className="page__intro">{t('searchIndex.intro')}</p>
        </div>
      </header>
      <div className="card settings-form">
        {!state.loaded && errors.length === 0 ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <p className="search-index__count" aria-live="polite">
            <span>{t('searchIndex.documents')}</span>
            <output aria-label={t('searchIndex.documents')}>{state.documents}</output>
          </p>
        )}
        {indexing && (
          <div className="search-index__progress">
            <div
              className="progress"
              role="progressbar"
              aria-label={t('searchIndex.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className="progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <p>{t('searchIndex.progress', { processed: state.processed, total: state.total })}</p>
          </div>
        )}
        <div className="search-index__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void run('index')}>
            {indexing ? t('searchIndex.indexing') : t('searchIndex.indexAll')}
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirming(true)}>
            {state.removalState === 'loading' ? t('searchIndex.removing') : t('searchIndex.removeAll')}
          </button>
        </div>
        {state.indexingState === 'success' && <Alert kind="success">{t('searchIndex.indexSuccess')}</Alert>}
        {state.indexingState === 'error' && (
          <div className="alert alert--error" role="alert">
            {t('searchIndex.indexError')}
          </div>
        )}
        {state.removalState === 'success' && <Alert kind="success">{t('searchIndex.removeSuccess')}</Alert>}
        {state.removalState === 'error' && (
          <div className="alert alert--error" role="alert">
            {t('searchIndex.removeError')}
          </div>
        )}
        <FormErrors errors={errors} includeFieldErrors />
      </div>
      {confirming && (
        <ConfirmModal
          title={t('searchIndex.removeTitle')}
          message={t('searchIndex.removeConfirm')}
          confirmLabel={t('searchIndex.removeAll')}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run('remove');
          }}
        />
      )}
    </section>
  );
}
