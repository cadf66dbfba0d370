import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOMMENDED_IMAGE_DIMENSION } from '../../../../shared/media/media-dto.ts';
import { Icon } from '../../../components/Icon.tsx';
import { breadcrumbsFor } from '../breadcrumbs.ts';
import type { MediaDialog, MediaView } from '../media-browser-state.ts';
import { MediaIcon } from './MediaIcon.tsx';

interface MediaToolbarProps {
  currentDirectory: string;
  searching: boolean;
  canManage: boolean;
  uploading: boolean;
  /** Scale images larger than 2560 px down on upload (SPEC 9's recommended size). */
  downscale: boolean;
  onDownscaleChange: (on: boolean) => void;
  /** The text in the search field (it runs ahead of the debounced search). */
  term: string;
  view: MediaView;
  onOpenFolder: (path: string) => void;
  onUpload: (files: FileList | null) => void;
  onTermChange: (term: string) => void;
  onClearSearch: () => void;
  onViewChange: (view: MediaView) => void;
  openDialog: (dialog: MediaDialog) => void;
}

/** Breadcrumbs and the change buttons, then the search field and the grid/list switch. */
export function MediaToolbar({
  currentDirectory,
  searching,
  canManage,
  uploading,
  downscale,
  onDownscaleChange,
  term,
  view,
  onOpenFolder,
  onUpload,
  onTermChange,
  onClearSearch,
  onViewChange,
  openDialog,
}: MediaToolbarProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="media-toolbar">
        <nav aria-label={t('media.breadcrumbLabel')} className="media-breadcrumbs">
          <ol>
            {breadcrumbsFor(currentDirectory).map((crumb, index, all) => (
              <li key={crumb.path}>
                {index === all.length - 1 && !searching ? (
                  <span aria-current="page" className="media-breadcrumbs__current">
                    {crumb.name || t('media.root')}
                  </span>
                ) : (
                  <button type="button" className="media-breadcrumbs__link" onClick={() => onOpenFolder(crumb.path)}>
                    {crumb.name || t('media.root')}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div className="media-toolbar__actions">
          {canManage && (
            <>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => openDialog({ kind: 'create-folder' })}
              >
                <MediaIcon name="folderPlus" size={18} />
                {t('media.newFolder')}
              </button>
              <button type="button" className="button button--secondary button--small" onClick={() => openDialog({ kind: 'add-video' })}>
                <MediaIcon name="video" size={18} />
                {t('media.addVideo')}
              </button>
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => fileInput.current?.click()}
                disabled={uploading}
              >
                <MediaIcon name="upload" size={18} />
                {t('media.upload')}
              </button>
              <label className="media-toolbar__downscale">
                <input
                  type="checkbox"
                  checked={downscale}
                  disabled={uploading}
                  onChange={(event) => onDownscaleChange(event.target.checked)}
                />
                {t('media.downscale', { size: RECOMMENDED_IMAGE_DIMENSION })}
              </label>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                data-testid="media-upload-input"
                aria-label={t('media.upload')}
                onChange={(event) => {
                  onUpload(event.target.files);
                  event.target.value = '';
                }}
              />
            </>
          )}
        </div>
      </div>

      <div className="media-toolbar media-toolbar--secondary">
        <div className="media-search">
          <Icon name="search" size={18} />
          <input
            type="search"
            className="media-search__input"
            aria-label={t('media.searchLabel')}
            placeholder={t('media.searchPlaceholder')}
            value={term}
            onChange={(event) => onTermChange(event.target.value)}
          />
          {term !== '' && (
            <button type="button" className="icon-button" aria-label={t('media.clearSearch')} onClick={onClearSearch}>
              <Icon name="close" size={16} />
            </button>
          )}
        </div>
        <div className="segmented" role="group" aria-label={t('media.viewLabel')}>
          {(['grid', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={view === option ? 'segmented__option is-active' : 'segmented__option'}
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
            >
              <MediaIcon name={option} size={16} />
              {option === 'grid' ? t('media.viewGrid') : t('media.viewList')}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
