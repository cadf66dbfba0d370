import { describe, expect, it, vi } from 'vitest';
import type { DirectoryContent, MediaFileDto } from '../../../shared/media/media-dto.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { createMediaLibraryStore, type MediaLibraryDeps } from './media-library-state.ts';

const file = (id: number, path: string): MediaFileDto => ({
  id,
  path,
  fileName: `f${id}.png`,
  type: 'image',
  mimeType: 'image/png',
  hash: 'a'.repeat(64),
  defaultAltText: '',
  shared: false,
  filesize: 1,
  dimensions: { width: 1, height: 1 },
  video: null,
  previewUrl: null,
  createdAt: '',
  updatedAt: '',
});

function setup() {
  const content = (path: string): DirectoryContent => ({ path, directories: [], files: [file(1, path)] });
  const api = {
    getDir: vi.fn(async (path: string) => content(path)),
    searchFiles: vi.fn(async () => [file(5, '/a/b')]),
    createDir: vi.fn(async () => ({})),
    moveDirectory: vi.fn(async () => ({})),
    deleteDirectory: vi.fn(async () => ({})),
    moveFile: vi.fn(async () => ({ file: file(1, '/') })),
    editFile: vi.fn(async () => ({ file: file(1, '/') })),
    deleteFile: vi.fn(async () => ({})),
    addVideo: vi.fn(async () => ({ file: file(9, '/') })),
  };
  const errors: unknown[] = [];
  const deps = {
    api,
    upload: vi.fn(),
    setErrors: (list: unknown) => errors.push(list),
    clearErrors: () => undefined,
  } as unknown as MediaLibraryDeps;
  return { store: createMediaLibraryStore(deps), api, deps, errors };
}

describe('media library store (SPEC 4)', () => {
  it('fetching a directory resets content and search', async () => {
    const { store } = setup();
    await store.getState().fetchDirectory('/a');
    await store.getState().search('f');
    expect(store.getState().searchResultsContent).toHaveLength(1);
    await store.getState().fetchDirectory('/b');
    expect(store.getState()).toMatchObject({ currentDirectory: '/b', searchTerm: '', searchResultsContent: null });
    expect(store.getState().directoryContent?.path).toBe('/b');
  });

  it('after a delete or move the directory is refetched and the search rerun with the current term', async () => {
    const { store, api } = setup();
    await store.getState().fetchDirectory('/a');
    await store.getState().search('meadow');
    api.getDir.mockClear();
    api.searchFiles.mockClear();
    await store.getState().deleteFile(file(1, '/a'));
    await store.getState().moveDirectory('/a/x', '/a/y');
    expect(api.getDir).toHaveBeenCalledTimes(2);
    expect(api.searchFiles).toHaveBeenCalledWith('meadow', '/a');
    expect(api.searchFiles).toHaveBeenCalledTimes(2);
  });

  it('after adding a folder the directory is refetched; failures go to the media errors with their message', async () => {
    const { store, api, errors } = setup();
    await store.getState().fetchDirectory('/');
    api.getDir.mockClear();
    expect((await store.getState().createFolder('New')).ok).toBe(true);
    expect(api.getDir).toHaveBeenCalledWith('/');
    api.createDir.mockRejectedValueOnce(new ApiRequestError(409, [{ code: 'ML_03', property: 'folderName' }], {}));
    expect(await store.getState().createFolder('New')).toMatchObject({ ok: false, errors: [{ code: 'ML_03' }] });
    expect(store.getState().message).toBe('createFolderFailed');
    expect(errors.at(-1)).toEqual([{ code: 'ML_03', property: 'folderName' }]);
  });

  it('a refused delete reports how many pages use the file', async () => {
    const { store, api } = setup();
    api.deleteFile.mockRejectedValueOnce(new ApiRequestError(409, [{ code: 'V_07' }], { usedByPages: 3 }));
    expect(await store.getState().deleteFile(file(1, '/'))).toMatchObject({ ok: false, usedByPages: 3 });
  });

  it('uploads append files only when they went to the folder shown; a bad files list is refused', async () => {
    const { store, deps } = setup();
    await store.getState().fetchDirectory('/a');
    (deps.upload as ReturnType<typeof vi.fn>).mockImplementation(async (_file: unknown, path: string) => ({
      status: 200,
      file: file(7, path),
      warnings: [],
    }));
    await store.getState().uploadFiles([new Blob(['x']) as File]);
    expect(store.getState().directoryContent?.files.map((item) => item.id)).toEqual([1, 7]);
    await store.getState().uploadFiles([]);
    expect(store.getState().message).toBe('invalidFiles');
  });
});
