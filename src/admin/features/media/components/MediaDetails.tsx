import { useTranslation } from 'react-i18next';
import type { MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatBytes } from '../format.ts';
import { mediaTypeLabelKey, type MediaDialog, type MediaPicker } from '../media-browser-state.ts';
import { MediaFileActions } from './MediaItemActions.tsx';
import { MediaThumbnail } from './MediaThumbnail.tsx';

interface MediaDetailsProps {
  file: MediaFileDto;
  canManage: boolean;
  picker: MediaPicker | undefined;
  usable: (file: MediaFileDto) => boolean;
  openDialog: (dialog: MediaDialog) => void;
}

/** The selected file's facts, with its actions (or, in a picker, the button that uses it). */
export function MediaDetails({ file, canManage, picker, usable, openDialog }: MediaDetailsProps) {
  const { t, i18n } = useTranslation();
  return (
    <aside className="media-details" aria-label={file.fileName}>
      <div className="media-details__preview">
        <MediaThumbnail file={file} />
      </div>
      <h2 className="media-details__name">{file.fileName}</h2>
      <dl className="media-details__facts">
        <dt>{t('media.columnType')}</dt>
        <dd>{t(mediaTypeLabelKey(file.type))}</dd>
        {file.dimensions && (
          <>
            <dt>{t('media.columnDimensions')}</dt>
            <dd>
              {file.dimensions.width} × {file.dimensions.height}
            </dd>
          </>
        )}
        {file.type !== 'video' && (
          <>
            <dt>{t('media.columnSize')}</dt>
            <dd>{formatBytes(file.filesize, i18n.language)}</dd>
          </>
        )}
        {file.video && (
          <>
            <dt>{t('media.typeVideo')}</dt>
            <dd>
              <a href={file.video.link} target="_blank" rel="noreferrer">
                {file.video.provider}
              </a>
            </dd>
          </>
        )}
        {file.defaultAltText && (
          <>
            <dt>{t('media.defaultAltText')}</dt>
            <dd>{file.defaultAltText}</dd>
          </>
        )}
        <dt>{t('media.shared')}</dt>
        <dd>{file.shared ? t('common.yes') : t('common.no')}</dd>
        <dt>{t('media.columnUpdated')}</dt>
        <dd>{formatDate(file.updatedAt, i18n.language, true)}</dd>
      </dl>
      {picker ? (
        <>
          {!usable(file) && <p className="field__hint">{t('mediaPicker.onlyImages')}</p>}
          <button type="button" className="button button--primary" disabled={!usable(file)} onClick={() => picker.onUse(file)}>
            {picker.useLabel}
          </button>
        </>
      ) : (
        <MediaFileActions file={file} canManage={canManage} openDialog={openDialog} />
      )}
    </aside>
  );
}
