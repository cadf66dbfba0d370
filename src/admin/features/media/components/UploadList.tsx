import { useTranslation } from 'react-i18next';
import { RECOMMENDED_IMAGE_DIMENSION } from '../../../../shared/media/media-dto.ts';
import { formatBytes } from '../format.ts';
import type { UploadItem, UploadStop } from '../upload-queue.ts';
import { MediaIcon } from './MediaIcon.tsx';
import { UploadStopNotice } from './UploadStopNotice.tsx';

interface UploadListProps {
  uploads: UploadItem[];
  onClear: () => void;
  busy: boolean;
  /** Where the last batch stopped, if it did. */
  stop: UploadStop | null;
  onSendRest: () => void;
  onDismissStop: () => void;
}

/** The upload queue: each file's progress, status and size warnings, and where a batch stopped. */
export function UploadList({ uploads, onClear, busy, stop, onSendRest, onDismissStop }: UploadListProps) {
  const { t, i18n } = useTranslation();
  if (uploads.length === 0) return null;
  const statusText = (item: UploadItem) => {
    switch (item.status) {
      case 'queued':
        return t('media.statusQueued');
      case 'uploading':
        return t('media.statusUploading', { percent: Math.round(item.progress * 100) });
      case 'done':
        return t('media.statusDone');
      case 'failed':
        return t('media.statusFailed');
      case 'cancelled':
        return t('media.statusCancelled');
    }
  };
  return (
    <section className="media-uploads" aria-label={t('media.uploadsTitle')}>
      <header className="media-uploads__header">
        <h2>{t('media.uploadsTitle')}</h2>
        {!busy && (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            {t('media.clearUploads')}
          </button>
        )}
      </header>
      {stop && !busy && <UploadStopNotice stop={stop} onSendRest={onSendRest} onDismiss={onDismissStop} />}
      <ul className="media-uploads__list">
        {uploads.map((item) => (
          <li key={item.id} className={`media-upload media-upload--${item.status}`}>
            <div className="media-upload__row">
              <span className="media-upload__name">{item.name}</span>
              <span className="media-upload__size">{formatBytes(item.size, i18n.language)}</span>
              <span className="media-upload__status">{statusText(item)}</span>
            </div>
            <progress
              className="media-upload__bar"
              max={100}
              value={Math.round(item.progress * 100)}
              aria-label={t('media.uploadProgress', { name: item.name })}
            />
            {item.warnings.map((warning) => (
              <p key={warning} className="media-upload__warning">
                <MediaIcon name="warning" size={14} />
                {warning === 'large-dimensions'
                  ? t('media.warningLargeDimensions', { size: RECOMMENDED_IMAGE_DIMENSION })
                  : t('media.warningLargeFile')}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
