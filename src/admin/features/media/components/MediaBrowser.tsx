import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { DirectoryDto, MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { RECOMMENDED_IMAGE_DIMENSION } from '../../../../shared/media/media-dto.ts';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCollectionErrors } from '../../../lib/error-collections.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { breadcrumbsFor } from '../logic/breadcrumbs.ts';
import { extensionOf, formatBytes } from '../logic/format.ts';
import type { UploadItem } from '../logic/upload-queue.ts';
import type { MediaLibraryStore } from '../store/media-store.ts';
import { AddVideoModal, CreateFolderModal, DeleteDialog, EditFileModal, MediaErrors, MoveDialog, WhereUsedModal } from './MediaDialogs.tsx';
import { MediaIcon, type MediaIconName } from './MediaIcon.tsx';
import './media.css';

type Dialog =
  | { kind: 'create-folder' }
  | { kind: 'add-video' }
  | { kind: 'move-file'; file: MediaFileDto }
  | { kind: 'move-folder'; path: string }
  | { kind: 'edit'; file: MediaFileDto }
  | { kind: 'delete-file'; file: MediaFileDto }
  | { kind: 'delete-folder'; folder: DirectoryDto }
  | { kind: 'where-used'; file: MediaFileDto }
  | null;

export type MediaView = 'grid' | 'list';

const TYPE_ICONS: Record<MediaFileDto['type'], MediaIconName> = { image: 'image', gif: 'image', document: 'file', video: 'video' };

export interface MediaBrowserProps {
  store: MediaLibraryStore;
  /** Change actions (upload, folders, edit, move, delete) need manage-media. */
  canManage: boolean;
  /** In a picker: which files can be chosen, the chosen one and what "use" does. */
  picker?: {
    accepts: (file: MediaFileDto) => boolean;
    onUse: (file: MediaFileDto) => void;
    useLabel: string;
  };
}

function Thumbnail({ file, size = 'large' }: { file: MediaFileDto; size?: 'large' | 'small' }) {
  if (file.previewUrl) return <img src={file.previewUrl} alt="" loading="lazy" className={`media-thumb media-thumb--${size}`} draggable={false} />;
  return (
    <span className={`media-thumb media-thumb--${size} media-thumb--icon media-thumb--${file.type}`}>
      <MediaIcon name={TYPE_ICONS[file.type]} size={size === 'large' ? 36 : 20} />
      {file.type === 'document' && size === 'large' && <span className="media-thumb__ext">{extensionOf(file.fileName)}</span>}
    </span>
  );
}

function UploadList({ uploads, onClear, busy }: { uploads: UploadItem[]; onClear: () => void; busy: boolean }) {
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
      <ul className="media-uploads__list">
        {uploads.map((item) => (
          <li key={item.id} className={`media-upload media-upload--${item.status}`}>
            <div className="media-upload__row">
              <span className="media-upload__name">{item.name}</span>
              <span className="media-upload__size">{formatBytes(item.size, i18n.language)}</span>
              <span className="media-upload__status">{statusText(item)}</span>
            </div>
            <progress className="media-upload__bar" max={100} value={Math.round(item.progress * 100)} aria-label={t('media.uploadProgress', { name: item.name })} />
            {item.warnings.map((warning) => (
              <p key={warning} className="media-upload__warning">
                <MediaIcon name="warning" size={14} />
                {warning === 'large-dimensions' ? t('media.warningLargeDimensions', { size: RECOMMENDED_IMAGE_DIMENSION }) : t('media.warningLargeFile')}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The library browser (SPEC 2.8): breadcrumbs, search (this folder and below), folders then
 * files as a grid or a list, upload by button or drag and drop, and the change dialogs. The
 * screen and every picker use it, each with its own store.
 */
export function MediaBrowser({ store, canManage, picker }: MediaBrowserProps) {
  const { t, i18n } = useTranslation();
  const state = useStore(store);
  const errors = useCollectionErrors('media');
  const [view, setView] = useState<MediaView>('grid');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [term, setTerm] = useState(state.searchTerm);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);

  const runSearch = useDebouncedCallback((value: string) => void state.search(value), 350);
  useEffect(() => setTerm(state.searchTerm), [state.searchTerm]);

  const searching = state.searchResultsContent !== null;
  const files = searching ? state.searchResultsContent ?? [] : state.directoryContent?.files ?? [];
  const folders = searching ? [] : state.directoryContent?.directories ?? [];
  const selected = files.find((file) => file.id === selectedId) ?? null;

  const openFolder = (path: string) => {
    setSelectedId(null);
    runSearch.cancel();
    void state.fetchDirectory(path);
  };

  const startUpload = (list: FileList | File[] | null) => {
    if (!canManage) return;
    const array = list ? Array.from(list) : [];
    void state.uploadFiles(array);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    startUpload(event.dataTransfer.files);
  };

  const dropHandlers = canManage
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          dragDepth.current += 1;
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        },
        onDragLeave: () => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        },
        onDrop,
      }
    : {};

  const closeDialog = () => {
    setDialog(null);
    state.dismissMessage();
  };

  const clickFile = (file: MediaFileDto) => setSelectedId(file.id === selectedId ? null : file.id);
  const usable = (file: MediaFileDto) => !picker || picker.accepts(file);

  const fileActions = (file: MediaFileDto, compact = false) => (
    <span className={compact ? 'row-actions' : 'media-details__actions'}>
      {canManage && (
        <>
          <button type="button" className={compact ? 'icon-button' : 'button button--secondary button--small'} title={t('media.editFile')} aria-label={compact ? `${t('media.editFile')} ${file.fileName}` : undefined} onClick={() => setDialog({ kind: 'edit', file })}>
            <Icon name="edit" size={16} />
            {!compact && t('media.editFile')}
          </button>
          <button type="button" className={compact ? 'icon-button' : 'button button--secondary button--small'} title={t('media.moveOrRename')} aria-label={compact ? `${t('media.moveOrRename')} ${file.fileName}` : undefined} onClick={() => setDialog({ kind: 'move-file', file })}>
            <MediaIcon name="move" size={16} />
            {!compact && t('media.moveOrRename')}
          </button>
        </>
      )}
      <button type="button" className={compact ? 'icon-button' : 'button button--secondary button--small'} title={t('media.whereUsed')} aria-label={compact ? `${t('media.whereUsed')} ${file.fileName}` : undefined} onClick={() => setDialog({ kind: 'where-used', file })}>
        <MediaIcon name="link" size={16} />
        {!compact && t('media.whereUsed')}
      </button>
      {canManage && (
        <button type="button" className={compact ? 'icon-button icon-button--danger' : 'button button--danger button--small'} title={t('media.deleteFile')} aria-label={compact ? `${t('media.deleteFile')} ${file.fileName}` : undefined} onClick={() => setDialog({ kind: 'delete-file', file })}>
          <Icon name="trash" size={16} />
          {!compact && t('media.deleteFile')}
        </button>
      )}
    </span>
  );

  const folderActions = (folder: DirectoryDto) =>
    canManage && (
      <span className="media-folder__actions">
        <button type="button" className="icon-button" aria-label={`${t('media.moveOrRename')} ${folder.name}`} title={t('media.moveOrRename')} onClick={() => setDialog({ kind: 'move-folder', path: folder.path })}>
          <Icon name="edit" size={16} />
        </button>
        <button type="button" className="icon-button icon-button--danger" aria-label={`${t('media.deleteFolder')} ${folder.name}`} title={t('media.deleteFolder')} onClick={() => setDialog({ kind: 'delete-folder', folder })}>
          <Icon name="trash" size={16} />
        </button>
      </span>
    );

  const empty = !state.loading && state.directoryContent !== null && folders.length === 0 && files.length === 0;

  return (
    <div className={dragging ? 'media-browser is-dragging' : 'media-browser'} {...dropHandlers}>
      <div className="media-toolbar">
        <nav aria-label={t('media.breadcrumbLabel')} className="media-breadcrumbs">
          <ol>
            {breadcrumbsFor(state.currentDirectory).map((crumb, index, all) => (
              <li key={crumb.path}>
                {index === all.length - 1 && !searching ? (
                  <span aria-current="page" className="media-breadcrumbs__current">
                    {crumb.name || t('media.root')}
                  </span>
                ) : (
                  <button type="button" className="media-breadcrumbs__link" onClick={() => openFolder(crumb.path)}>
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
              <button type="button" className="button button--secondary button--small" onClick={() => setDialog({ kind: 'create-folder' })}>
                <MediaIcon name="folderPlus" size={18} />
                {t('media.newFolder')}
              </button>
              <button type="button" className="button button--secondary button--small" onClick={() => setDialog({ kind: 'add-video' })}>
                <MediaIcon name="video" size={18} />
                {t('media.addVideo')}
              </button>
              <button type="button" className="button button--primary button--small" onClick={() => fileInput.current?.click()} disabled={state.uploading}>
                <MediaIcon name="upload" size={18} />
                {t('media.upload')}
              </button>
              <input
                ref={fileInput}
                type="file"
                multiple
                hidden
                data-testid="media-upload-input"
                aria-label={t('media.upload')}
                onChange={(event) => {
                  startUpload(event.target.files);
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
            onChange={(event) => {
              setTerm(event.target.value);
              if (event.target.value.trim() === '') {
                runSearch.cancel();
                state.clearSearch();
              } else runSearch(event.target.value);
            }}
          />
          {term !== '' && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('media.clearSearch')}
              onClick={() => {
                runSearch.cancel();
                setTerm('');
                state.clearSearch();
              }}
            >
              <Icon name="close" size={16} />
            </button>
          )}
        </div>
        <div className="segmented" role="group" aria-label={t('media.viewLabel')}>
          {(['grid', 'list'] as const).map((option) => (
            <button key={option} type="button" className={view === option ? 'segmented__option is-active' : 'segmented__option'} aria-pressed={view === option} onClick={() => setView(option)}>
              <MediaIcon name={option} size={16} />
              {option === 'grid' ? t('media.viewGrid') : t('media.viewList')}
            </button>
          ))}
        </div>
      </div>

      {!canManage && !picker && <p className="alert alert--info">{t('media.readOnly')}</p>}
      {!dialog && <MediaErrors message={state.message} errors={errors} />}
      <UploadList uploads={state.uploads} onClear={state.clearUploads} busy={state.uploading} />

      <div className="media-body">
        <div className="media-content" aria-busy={state.loading}>
          {searching && <h2 className="media-section-title">{t('media.searchResults', { term: state.searchTerm })}</h2>}
          {state.loading && state.directoryContent === null && <Spinner label={t('common.loading')} />}
          {empty && <p className="media-empty">{searching ? t('media.noSearchResults') : t('media.emptyFolder')}</p>}
          {canManage && !searching && dragging && <p className="media-dropzone">{t('media.dropHere')}</p>}

          {view === 'grid' ? (
            <>
              {folders.length > 0 && (
                <ul className="media-grid media-grid--folders" aria-label={t('media.folders')}>
                  {folders.map((folder) => (
                    <li key={folder.path} className="media-folder">
                      <button type="button" className="media-folder__open" onClick={() => openFolder(folder.path)} aria-label={t('media.openFolder', { name: folder.name })}>
                        <MediaIcon name="folder" size={22} />
                        <span className="media-folder__name">{folder.name}</span>
                      </button>
                      {folderActions(folder)}
                    </li>
                  ))}
                </ul>
              )}
              {files.length > 0 && (
                <ul className="media-grid" aria-label={t('media.files')}>
                  {files.map((file) => (
                    <li key={file.id} className={['media-card', file.id === selectedId ? 'is-selected' : '', usable(file) ? '' : 'is-disabled'].join(' ')}>
                      <button
                        type="button"
                        className="media-card__button"
                        aria-pressed={file.id === selectedId}
                        onClick={() => clickFile(file)}
                        onDoubleClick={() => picker && usable(file) && picker.onUse(file)}
                      >
                        <span className="media-card__preview">
                          <Thumbnail file={file} />
                        </span>
                        <span className="media-card__name" title={file.fileName}>
                          {file.fileName}
                        </span>
                        <span className="media-card__meta">
                          {file.dimensions ? `${file.dimensions.width} × ${file.dimensions.height}` : t(`media.type${file.type.charAt(0).toUpperCase()}${file.type.slice(1)}`)}
                          {file.type !== 'video' && ` · ${formatBytes(file.filesize, i18n.language)}`}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            (folders.length > 0 || files.length > 0) && (
              <table className="data-table media-table">
                <thead>
                  <tr>
                    <th scope="col">{t('media.columnName')}</th>
                    <th scope="col">{t('media.columnType')}</th>
                    <th scope="col">{t('media.columnSize')}</th>
                    <th scope="col">{t('media.columnUpdated')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('common.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {folders.map((folder) => (
                    <tr key={folder.path}>
                      <td>
                        <button type="button" className="media-table__name" onClick={() => openFolder(folder.path)}>
                          <MediaIcon name="folder" size={20} />
                          {folder.name}
                        </button>
                      </td>
                      <td>{t('media.folders')}</td>
                      <td />
                      <td />
                      <td className="media-table__actions">{folderActions(folder)}</td>
                    </tr>
                  ))}
                  {files.map((file) => (
                    <tr key={file.id} className={file.id === selectedId ? 'is-selected' : undefined}>
                      <td>
                        <button type="button" className="media-table__name" onClick={() => clickFile(file)} onDoubleClick={() => picker && usable(file) && picker.onUse(file)} aria-pressed={file.id === selectedId}>
                          <Thumbnail file={file} size="small" />
                          {file.fileName}
                        </button>
                        {searching && <span className="media-table__path">{file.path}</span>}
                      </td>
                      <td>{t(`media.type${file.type.charAt(0).toUpperCase()}${file.type.slice(1)}`)}</td>
                      <td>{file.type === 'video' ? '' : formatBytes(file.filesize, i18n.language)}</td>
                      <td>{formatDate(file.updatedAt, i18n.language)}</td>
                      <td className="media-table__actions">{picker ? null : fileActions(file, true)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          )}
        </div>

        {selected && (
          <aside className="media-details" aria-label={selected.fileName}>
            <div className="media-details__preview">
              <Thumbnail file={selected} />
            </div>
            <h2 className="media-details__name">{selected.fileName}</h2>
            <dl className="media-details__facts">
              <dt>{t('media.columnType')}</dt>
              <dd>{t(`media.type${selected.type.charAt(0).toUpperCase()}${selected.type.slice(1)}`)}</dd>
              {selected.dimensions && (
                <>
                  <dt>{t('media.columnDimensions')}</dt>
                  <dd>
                    {selected.dimensions.width} × {selected.dimensions.height}
                  </dd>
                </>
              )}
              {selected.type !== 'video' && (
                <>
                  <dt>{t('media.columnSize')}</dt>
                  <dd>{formatBytes(selected.filesize, i18n.language)}</dd>
                </>
              )}
              {selected.video && (
                <>
                  <dt>{t('media.typeVideo')}</dt>
                  <dd>
                    <a href={selected.video.link} target="_blank" rel="noreferrer">
                      {selected.video.provider}
                    </a>
                  </dd>
                </>
              )}
              {selected.defaultAltText && (
                <>
                  <dt>{t('media.defaultAltText')}</dt>
                  <dd>{selected.defaultAltText}</dd>
                </>
              )}
              <dt>{t('media.shared')}</dt>
              <dd>{selected.shared ? t('common.yes') : t('common.no')}</dd>
              <dt>{t('media.columnUpdated')}</dt>
              <dd>{formatDate(selected.updatedAt, i18n.language, true)}</dd>
            </dl>
            {picker ? (
              <>
                {!usable(selected) && <p className="field__hint">{t('mediaPicker.onlyImages')}</p>}
                <button type="button" className="button button--primary" disabled={!usable(selected)} onClick={() => picker.onUse(selected)}>
                  {picker.useLabel}
                </button>
              </>
            ) : (
              fileActions(selected)
            )}
          </aside>
        )}
      </div>

      {dialog?.kind === 'create-folder' && <CreateFolderModal onCreate={state.createFolder} onClose={closeDialog} />}
      {dialog?.kind === 'add-video' && <AddVideoModal onAdd={state.addVideo} onClose={closeDialog} />}
      {(dialog?.kind === 'move-file' || dialog?.kind === 'move-folder') && (
        <MoveDialog
          target={dialog.kind === 'move-file' ? { kind: 'file', file: dialog.file } : { kind: 'folder', path: dialog.path }}
          onMoveFile={state.moveFile}
          onMoveDirectory={state.moveDirectory}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'edit' && <EditFileModal file={dialog.file} onSave={(change) => state.editFile(dialog.file, change)} onClose={closeDialog} />}
      {dialog?.kind === 'delete-file' && (
        <DeleteDialog
          kind="file"
          name={dialog.file.fileName}
          onDelete={(force) => state.deleteFile(dialog.file, force)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'delete-folder' && <DeleteDialog kind="folder" name={dialog.folder.name} onDelete={(force) => state.deleteDirectory(dialog.folder.path, force)} onClose={closeDialog} />}
      {dialog?.kind === 'where-used' && <WhereUsedModal file={dialog.file} onClose={closeDialog} />}
    </div>
  );
}
