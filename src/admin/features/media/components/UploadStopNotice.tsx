import { useTranslation } from 'react-i18next';
import { formatApiError } from '../../../lib/format-error.ts';
import type { UploadStop } from '../upload-queue.ts';

/**
 * Where an upload batch stopped (SPEC 4: an answer that is not 200 ends the batch): which file
 * was refused and why (each error's message from the SPEC 8 catalogue, with its code), the
 * files that were not sent, and the choice to send those after all or to leave it.
 */
export function UploadStopNotice({ stop, onSendRest, onDismiss }: { stop: UploadStop; onSendRest: () => void; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  const { failed, notSent } = stop;
  return (
    <div className="alert alert--error media-upload-stop" role="alert">
      <p className="media-upload-stop__title">
        {t('media.uploadFailed')} {t('media.uploadRefused', { name: failed.name })}
      </p>
      <ul className="media-upload-stop__reasons">
        {failed.errors.map((error, index) => (
          <li key={`${error.code}-${index}`}>
            {formatApiError(i18n, error)} <code className="media-upload-stop__code">{error.code}</code>
          </li>
        ))}
      </ul>
      {notSent.length > 0 && (
        <>
          <p className="media-upload-stop__rest-title">{t('media.uploadCancelled')}</p>
          <ul className="media-upload-stop__rest" aria-label={t('media.notSentList')}>
            {notSent.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </>
      )}
      <div className="media-upload-stop__actions">
        {notSent.length > 0 && (
          <button type="button" className="button button--primary button--small" onClick={onSendRest}>
            {t('media.sendRest')}
          </button>
        )}
        <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
          {t('media.dismiss')}
        </button>
      </div>
    </div>
  );
}
