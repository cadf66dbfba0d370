import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiError } from '../../../shared/errors.ts';
import type { DirectoryContent, MediaFileDto } from '../../../shared/media/media-dto.ts';
import { errorsFromUnknown } from '../../lib/api-client.ts';
import { clearCollectionErrors, setCollectionErrors } from '../../lib/error-collections.ts';
import { mediaApi, uploadFile } from './api.ts';
import {
  appendIfCurrent,
  queuedItem,
  requeued,
  runUploadQueue,
  uploadStopOf,
  type UploadAnswer,
  type UploadItem,
  type UploadOptions,
  type UploadStop,
} from './upload-queue.ts';

/** Which SPEC 8 media message goes with the errors shown. */
export type MediaMessage =
  'loadFailed' | 'moveFailed' | 'createFolderFailed' | 'invalidFiles' | 'deleteFailed' | 'editFailed' | 'videoFailed';

/** SPEC 3 Media library state, plus the upload queue and the message shown with the errors. */
export interface MediaLibraryState {
  currentDirectory: string;
  directoryContent: DirectoryContent | null;
  searchResultsContent: MediaFileDto[] | null;
  searchTerm: string;
  loading: boolean;
  uploads: UploadItem[];
  uploading: boolean;
  /** Where the last batch stopped (shown in the upload list with "Send the rest"), or null. */
  uploadStop: UploadStop | null;
  /** Scale images larger than 2560 px down on upload (the upload area's checkbox, on by default). */
  downscale: boolean;
  message: MediaMessage | null;
}

export interface MediaLibraryDeps {
  api: Pick<
    typeof mediaApi,
    'getDir' | 'searchFiles' | 'createDir' | 'moveDirectory' | 'deleteDirectory' | 'moveFile' | 'editFile' | 'deleteFile' | 'addVideo'
  >;
  upload: (file: File, path: string, onProgress: (fraction: number) => void, options: UploadOptions) => Promise<UploadAnswer>;
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
  /** After a stop: upload the files that were not sent, in order, to the folders they were meant for. */
  sendRestOfUploads: () => Promise<void>;
  /** After a stop: forget the files that were not sent. */
  dismissUploadStop: () => void;
  setDownscale: (on: boolean) => void;
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
  upload: (file, path, onProgress, options) => uploadFile(file, path, onProgress, options),
  setErrors: (errors) => setCollectionErrors('media', errors),
  clearErrors: () => clearCollectionErrors('media'),
});

/**
 * One media library (the screen has one, every picker dialog its own) with the SPEC 4
 * transitions: fetching a directory resets content and search; after delete, move or a
 * directory move the directory is refetched and the search rerun with the current term;
 * after adding a folder the directory is refetched; uploads go one at a time and stop at
 * the first answer that is not 200 (the stop names the file, its errors and the files not
 * sent, which can then be sent after all); uploaded files are appended when they went to the
 * folder shown. Other failures go to the 'media' error collection.
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
    /** The files of the stopped batch that were not sent, by item id, for "Send the rest". */
    const unsent = new Map<string, File>();
    const runBatch = async (entries: { item: UploadItem; file: File }[]) => {
      const options: UploadOptions = { downscale: get().downscale };
      unsent.clear();
      set({ uploading: true, uploadStop: null });
      const { items } = await runUploadQueue(entries, (file, path, onProgress) => deps.upload(file, path, onProgress, options), {
        onChange: (item) => set({ uploads: get().uploads.map((existing) => (existing.id === item.id ? item : existing)) }),
        onUploaded: (file, uploadPath) => set({ directoryContent: appendIfCurrent(get().directoryContent, file, uploadPath) }),
      });
      const stop = uploadStopOf(items);
      for (const item of stop?.notSent ?? []) {
        const file = entries.find((entry) => entry.item.id === item.id)?.file;
        if (file) unsent.set(item.id, file);
      }
      set({ uploading: false, uploadStop: stop });
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
      uploadStop: null,
      downscale: true,
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
        set({ uploads: entries.map((entry) => entry.item), message: null });
        await runBatch(entries);
      },
      sendRestOfUploads: async () => {
        const stop = get().uploadStop;
        if (!stop || get().uploading) return;
        const entries = stop.notSent.flatMap((item) => {
          const file = unsent.get(item.id);
          return file ? [{ item: requeued(item), file }] : [];
        });
        const again = new Map(entries.map((entry) => [entry.item.id, entry.item]));
        set({ uploads: get().uploads.map((item) => again.get(item.id) ?? item) });
        await runBatch(entries);
      },
      dismissUploadStop: () => {
        unsent.clear();
        set({ uploadStop: null });
      },
      setDownscale: (on) => set({ downscale: on }),
      clearUploads: () => {
        if (get().uploading) return;
        unsent.clear();
        set({ uploads: [], uploadStop: null });
      },
      dismissMessage: () => {
        deps.clearErrors();
        set({ message: null });
      },
    };
  });
}
