import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiError } from '../../../shared/errors.ts';
import type { DirectoryContent, MediaFileDto, UploadWarning } from '../../../shared/media/media-dto.ts';
import { errorsFromUnknown } from '../../lib/api-client.ts';
import { clearCollectionErrors, setCollectionErrors } from '../../lib/error-collections.ts';
import { mediaApi, uploadFile } from './api.ts';
import { appendIfCurrent, queuedItem, runUploadQueue, type UploadAnswer, type UploadItem } from './upload-queue.ts';

/** Which SPEC 8 media message goes with the errors shown. */
export type MediaMessage =
  | 'loadFailed'
  | 'moveFailed'
  | 'uploadFailed'
  | 'uploadCancelled'
  | 'createFolderFailed'
  | 'invalidFiles'
  | 'deleteFailed'
  | 'editFailed'
  | 'videoFailed';

/** SPEC 3 Media library state, plus the upload queue and the message shown with the errors. */
export interface MediaLibraryState {
  currentDirectory: string;
  directoryContent: DirectoryContent | null;
  searchResultsContent: MediaFileDto[] | null;
  searchTerm: string;
  loading: boolean;
  uploads: UploadItem[];
  uploading: boolean;
  message: MediaMessage | null;
}

export interface MediaLibraryDeps {
  api: Pick<
    typeof mediaApi,
    'getDir' | 'searchFiles' | 'createDir' | 'moveDirectory' | 'deleteDirectory' | 'moveFile' | 'editFile' | 'deleteFile' | 'addVideo'
  >;
  upload: (file: File, path: string, onProgress: (fraction: number) => void) => Promise<UploadAnswer>;
  setErrors: (errors: ApiError[]) => void;
  clearErrors: () => void;
}

/** Outcome of a change: ok, or the errors (already in the 'media' collection) and, for deletes, the pages using it. */
export type MediaOutcome = { ok: true } | { ok: false; errors: ApiError[]; usedByPages?: number };

export interface MediaLibraryActions {
  fetchDirectory: (path: string) => Promise<void>;
  search: (term: string) => Promise<void>;
  clearSearch: () => void;
  createFolder: (name: string) => Promise<MediaOutcome>;
  moveDirectory: (oldPath: string, newPath: string) => Promise<MediaOutcome>;
  deleteDirectory: (path: string, force?: boolean) => Promise<MediaOutcome>;
  moveFile: (file: MediaFileDto, newPath: string, newFileName: string) => Promise<MediaOutcome>;
  editFile: (
    file: MediaFileDto,
    change: { newPath: string; newFileName: string; defaultAltText: string; shared: boolean },
  ) => Promise<MediaOutcome>;
  deleteFile: (file: MediaFileDto, force?: boolean) => Promise<MediaOutcome>;
  addVideo: (url: string, fileName?: string) => Promise<MediaOutcome>;
  uploadFiles: (files: File[]) => Promise<void>;
  clearUploads: () => void;
  dismissMessage: () => void;
}

export type MediaLibraryStore = StoreApi<MediaLibraryState & MediaLibraryActions>;

const usedByPages = (error: unknown): number | undefined => {
  const body = (error as { body?: { usedByPages?: unknown } } | null)?.body;
  return typeof body?.usedByPages === 'number' ? body.usedByPages : undefined;
};

export const defaultMediaDeps = (): MediaLibraryDeps => ({
  api: mediaApi,
  upload: uploadFile,
  setErrors: (errors) => setCollectionErrors('media', errors),
  clearErrors: () => clearCollectionErrors('media'),
});

/**
 * One media library (the screen has one, every picker dialog its own) with the SPEC 4
 * transitions: fetching a directory resets content and search; after delete, move or a
 * directory move the directory is refetched and the search rerun with the current term;
 * after adding a folder the directory is refetched; uploads go one at a time and stop at
 * the first answer that is not 200; uploaded files are appended when they went to the
 * folder shown. Failures go to the 'media' error collection.
 */
export function createMediaLibraryStore(deps: MediaLibraryDeps = defaultMediaDeps(), startPath = '/'): MediaLibraryStore {
  return createStore<MediaLibraryState & MediaLibraryActions>()((set, get) => {
    const fail = (message: MediaMessage, error: unknown): MediaOutcome => {
      const errors = errorsFromUnknown(error);
      deps.setErrors(errors);
      set({ message });
      return { ok: false, errors, usedByPages: usedByPages(error) };
    };
    const succeed = (): MediaOutcome => {
      deps.clearErrors();
      set({ message: null });
      return { ok: true };
    };
    /** Refetch the folder shown and rerun the search with the current term. */
    const refresh = async () => {
      const { currentDirectory, searchTerm } = get();
      await loadDirectory(currentDirectory, false);
      if (searchTerm.trim() !== '') await get().search(searchTerm);
    };
    const loadDirectory = async (path: string, reset: boolean) => {
      if (reset) set({ currentDirectory: path, directoryContent: null, searchResultsContent: null, searchTerm: '', loading: true });
      else set({ loading: true });
      try {
        const content = await deps.api.getDir(path);
        if (get().currentDirectory !== path) return;
        set({ directoryContent: content, loading: false });
      } catch (error) {
        if (get().currentDirectory !== path) return;
        set({ loading: false });
        fail('loadFailed', error);
      }
    };

    return {
      currentDirectory: startPath,
      directoryContent: null,
      searchResultsContent: null,
      searchTerm: '',
      loading: false,
      uploads: [],
      uploading: false,
      message: null,

      fetchDirectory: (path) => {
        if (get().message === 'loadFailed') succeed();
        return loadDirectory(path, true);
      },
      search: async (term) => {
        set({ searchTerm: term });
        if (term.trim() === '') {
          set({ searchResultsContent: null });
          return;
        }
        const directory = get().currentDirectory;
        try {
          const items = await deps.api.searchFiles(term.trim(), directory);
          if (get().searchTerm !== term || get().currentDirectory !== directory) return;
          set({ searchResultsContent: items });
        } catch (error) {
          fail('loadFailed', error);
        }
      },
      clearSearch: () => set({ searchTerm: '', searchResultsContent: null }),
      createFolder: async (name) => {
        try {
          await deps.api.createDir(get().currentDirectory, name);
        } catch (error) {
          return fail('createFolderFailed', error);
        }
        await loadDirectory(get().currentDirectory, false);
        return succeed();
      },
      moveDirectory: async (oldPath, newPath) => {
        try {
          await deps.api.moveDirectory(oldPath, newPath);
        } catch (error) {
          return fail('moveFailed', error);
        }
        await refresh();
        return succeed();
      },
      deleteDirectory: async (path, force = false) => {
        try {
          await deps.api.deleteDirectory(path, force);
        } catch (error) {
          return fail('deleteFailed', error);
        }
        await refresh();
        return succeed();
      },
      moveFile: async (file, newPath, newFileName) => {
        try {
          await deps.api.moveFile(file.id, newPath, newFileName);
        } catch (error) {
          return fail('moveFailed', error);
        }
        await refresh();
        return succeed();
      },
      editFile: async (file, change) => {
        try {
          await deps.api.editFile({ id: file.id, ...change });
        } catch (error) {
          return fail('editFailed', error);
        }
        await refresh();
        return succeed();
      },
      deleteFile: async (file, force = false) => {
        try {
          await deps.api.deleteFile(file.id, force);
        } catch (error) {
          return fail('deleteFailed', error);
        }
        await refresh();
        return succeed();
      },
      addVideo: async (url, fileName) => {
        const path = get().currentDirectory;
        try {
          const { file } = await deps.api.addVideo(path, url, fileName);
          set({ directoryContent: appendIfCurrent(get().directoryContent, file, path) });
        } catch (error) {
          return fail('videoFailed', error);
        }
        return succeed();
      },
      uploadFiles: async (files) => {
        if (get().uploading) return;
        if (!Array.isArray(files) || files.length === 0 || files.some((file) => !(file instanceof Blob))) {
          deps.setErrors([]);
          set({ message: 'invalidFiles' });
          return;
        }
        const path = get().currentDirectory;
        const entries = files.map((file) => ({ item: queuedItem(file, path), file }));
        deps.clearErrors();
        set({ uploads: entries.map((entry) => entry.item), uploading: true, message: null });
        const { items, stopped } = await runUploadQueue(entries, deps.upload, {
          onChange: (item) => set({ uploads: get().uploads.map((existing) => (existing.id === item.id ? item : existing)) }),
          onUploaded: (file: MediaFileDto, uploadPath: string, _warnings: UploadWarning[]) => {
            set({ directoryContent: appendIfCurrent(get().directoryContent, file, uploadPath) });
          },
        });
        set({ uploading: false });
        if (stopped) {
          const failed = items.find((item) => item.status === 'failed');
          deps.setErrors(failed?.errors ?? [{ code: 'G_01' }]);
          set({ message: items.some((item) => item.status === 'cancelled') ? 'uploadCancelled' : 'uploadFailed' });
        }
      },
      clearUploads: () => set({ uploads: get().uploads.filter((item) => item.status === 'uploading' || item.status === 'queued') }),
      dismissMessage: () => {
        deps.clearErrors();
        set({ message: null });
      },
    };
  });
}
