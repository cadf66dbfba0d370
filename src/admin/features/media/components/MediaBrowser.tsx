import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCollectionErrors } from '../../../lib/error-collections.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import {
  mediaListing,
  selectedFile,
  toggledSelection,
  type MediaDialog,
  type MediaPicker,
  type MediaView,
} from '../media-browser-state.ts';
import type { MediaLibraryStore } from '../media-library-state.ts';
import { MediaBrowserDialogs } from './MediaBrowserDialogs.tsx';
import { MediaDetails } from './MediaDetails.tsx';
import { MediaErrors } from './MediaErrors.tsx';
import { MediaListingView } from './MediaListingView.tsx';
import { MediaToolbar } from './MediaToolbar.tsx';
import { UploadList } from './UploadList.tsx';
import './media.css';

export type { MediaView };

export interface MediaBrowserProps {
  store: MediaLibraryStore;
  /** Change actions (upload, folders, edit, move, delete) need manage-media. */
  canManage: boolean;
  /** In a picker: which files can be chosen, the chosen one and what "use" does. */
  picker?: MediaPicker;
}

/**
 * The library browser (SPEC 2.8): breadcrumbs, search (this folder and below), folders then
 * files as a grid or a list, upload by button or drag and drop, and the change dialogs. The
 * screen and every picker use it, each with its own store.
 */
export function MediaBrowser({ store, canManage, picker }: MediaBrowserProps) {
  const { t } = useTranslation();
  const state = useStore(store);
  const errors = useCollectionErrors('media');
  const [view, setView] = useState<MediaView>('grid');
  const [dialog, setDialog] = useState<MediaDialog>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [term, setTerm] = useState(state.searchTerm);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const runSearch = useDebouncedCallback((value: string) => void state.search(value), 350);
  useEffect(() => setTerm(state.searchTerm), [state.searchTerm]);

  const { searching, files, folders, empty } = mediaListing(state);
  const selected = selectedFile(files, selectedId);

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

  const changeTerm = (value: string) => {
    setTerm(value);
    if (value.trim() === '') {
      runSearch.cancel();
      state.clearSearch();
    } else runSearch(value);
  };

  const clearSearch = () => {
    runSearch.cancel();
    setTerm('');
    state.clearSearch();
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
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          dragDepth.current = 0;
          setDragging(false);
          startUpload(event.dataTransfer.files);
        },
      }
    : {};

  const closeDialog = () => {
    setDialog(null);
    state.dismissMessage();
  };

  const usable = (file: MediaFileDto) => !picker || picker.accepts(file);
  const pickFile = (file: MediaFileDto) => {
    if (picker && usable(file)) picker.onUse(file);
  };

  return (
    <div className={dragging ? 'media-browser is-dragging' : 'media-browser'} {...dropHandlers}>
      <MediaToolbar
        currentDirectory={state.currentDirectory}
        searching={searching}
        canManage={canManage}
        uploading={state.uploading}
        downscale={state.downscale}
        onDownscaleChange={state.setDownscale}
        term={term}
        view={view}
        onOpenFolder={openFolder}
        onUpload={startUpload}
        onTermChange={changeTerm}
        onClearSearch={clearSearch}
        onViewChange={setView}
        openDialog={setDialog}
      />

      {!canManage && !picker && <p className="alert alert--info">{t('media.readOnly')}</p>}
      {!dialog && <MediaErrors message={state.message} errors={errors} />}
      <UploadList
        uploads={state.uploads}
        onClear={state.clearUploads}
        busy={state.uploading}
        stop={state.uploadStop}
        onSendRest={() => void state.sendRestOfUploads()}
        onDismissStop={state.dismissUploadStop}
      />

      <div className="media-body">
        <div className="media-content" aria-busy={state.loading}>
          {searching && <h2 className="media-section-title">{t('media.searchResults', { term: state.searchTerm })}</h2>}
          {state.loading && state.directoryContent === null && <Spinner label={t('common.loading')} />}
          {empty && <p className="media-empty">{searching ? t('media.noSearchResults') : t('media.emptyFolder')}</p>}
          {canManage && !searching && dragging && <p className="media-dropzone">{t('media.dropHere')}</p>}
          <MediaListingView
            view={view}
            folders={folders}
            files={files}
            searching={searching}
            selectedId={selectedId}
            canManage={canManage}
            inPicker={picker !== undefined}
            usable={usable}
            onOpenFolder={openFolder}
            onClickFile={(file) => setSelectedId(toggledSelection(selectedId, file.id))}
            onUseFile={pickFile}
            openDialog={setDialog}
          />
        </div>

        {selected && <MediaDetails file={selected} canManage={canManage} picker={picker} usable={usable} openDialog={setDialog} />}
      </div>

      <MediaBrowserDialogs dialog={dialog} actions={state} onClose={closeDialog} />
    </div>
  );
}
