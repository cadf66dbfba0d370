import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../shared/errors.ts';
import type { DirectoryContent, MediaFileDto } from '../../../shared/media/media-dto.ts';
import { createMediaLibraryStore, type MediaLibraryDeps } from './media-library-state.ts';
import type { UploadAnswer, UploadOptions } from './upload-queue.ts';

// SPEC 4: an answer that is not 200 stops the batch. The stop names the file and its errors,
// lists the files not sent, and "Send the rest" uploads those after all.

const stored = (id: number, fileName: string, path: string): MediaFileDto => ({
  id,
  path,
  fileName,
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

const named = (name: string) => new File(['x'], name, { type: 'image/png' });

/** A store whose uploads refuse the names in `refused` (400 V_12 on f) and store the rest. */
function setup(refused: Set<string>) {
  const calls: { name: string; path: string; options: UploadOptions }[] = [];
  let id = 10;
  const upload = vi.fn(async (file: File, path: string, _progress: unknown, options: UploadOptions): Promise<UploadAnswer> => {
    calls.push({ name: file.name, path, options });
    if (refused.has(file.name)) return { status: 400, errors: [{ code: 'V_12', property: 'f' }] };
    id += 1;
    return { status: 200, file: stored(id, file.name, path), warnings: [] };
  });
  const content = (path: string): DirectoryContent => ({ path, directories: [], files: [] });
  const errors: ApiError[][] = [];
  const deps = {
    api: { getDir: vi.fn(async (path: string) => content(path)) },
    upload,
    setErrors: (list: ApiError[]) => errors.push(list),
    clearErrors: () => undefined,
  } as unknown as MediaLibraryDeps;
  return { store: createMediaLibraryStore(deps, '/Photos'), calls, errors };
}

const statuses = (store: ReturnType<typeof setup>['store']) => store.getState().uploads.map((item) => `${item.name}:${item.status}`);

describe('an upload batch that stops', () => {
  it('names the refused file with its errors and lists the files not sent', async () => {
    const { store, calls } = setup(new Set(['bad.png']));
    await store.getState().fetchDirectory('/Photos');
    await store.getState().uploadFiles([named('a.png'), named('bad.png'), named('c.png'), named('d.png')]);

    expect(calls.map((call) => call.name)).toEqual(['a.png', 'bad.png']);
    const stop = store.getState().uploadStop;
    expect(stop?.failed).toMatchObject({ name: 'bad.png', status: 'failed', errors: [{ code: 'V_12', property: 'f' }] });
    expect(stop?.notSent.map((item) => item.name)).toEqual(['c.png', 'd.png']);
    expect(statuses(store)).toEqual(['a.png:done', 'bad.png:failed', 'c.png:cancelled', 'd.png:cancelled']);
    expect(store.getState().uploading).toBe(false);
    expect(store.getState().directoryContent?.files.map((file) => file.fileName)).toEqual(['a.png']);
  });

  it('"Send the rest" uploads the files not sent, in order, to the folder they were meant for', async () => {
    const { store, calls } = setup(new Set(['bad.png']));
    await store.getState().fetchDirectory('/Photos');
    await store.getState().uploadFiles([named('a.png'), named('bad.png'), named('c.png'), named('d.png')]);
    // The user has gone on to another folder meanwhile: the rest still goes to /Photos.
    await store.getState().fetchDirectory('/Other');
    await store.getState().sendRestOfUploads();

    expect(calls.map((call) => `${call.name}→${call.path}`)).toEqual([
      'a.png→/Photos',
      'bad.png→/Photos',
      'c.png→/Photos',
      'd.png→/Photos',
    ]);
    expect(store.getState().uploadStop).toBeNull();
    expect(statuses(store)).toEqual(['a.png:done', 'bad.png:failed', 'c.png:done', 'd.png:done']);
    // Sending again does nothing: nothing is left.
    await store.getState().sendRestOfUploads();
    expect(calls).toHaveLength(4);
  });

  it('the rest can stop again at the next refused file', async () => {
    const { store, calls } = setup(new Set(['bad.png', 'worse.png']));
    await store.getState().uploadFiles([named('bad.png'), named('b.png'), named('worse.png'), named('e.png')]);
    expect(store.getState().uploadStop?.notSent.map((item) => item.name)).toEqual(['b.png', 'worse.png', 'e.png']);
    await store.getState().sendRestOfUploads();
    expect(calls.map((call) => call.name)).toEqual(['bad.png', 'b.png', 'worse.png']);
    expect(store.getState().uploadStop?.failed.name).toBe('worse.png');
    expect(store.getState().uploadStop?.notSent.map((item) => item.name)).toEqual(['e.png']);
  });

  it('"Dismiss" forgets the files not sent', async () => {
    const { store, calls } = setup(new Set(['bad.png']));
    await store.getState().uploadFiles([named('bad.png'), named('b.png')]);
    store.getState().dismissUploadStop();
    expect(store.getState().uploadStop).toBeNull();
    await store.getState().sendRestOfUploads();
    expect(calls.map((call) => call.name)).toEqual(['bad.png']);
    expect(statuses(store)).toEqual(['bad.png:failed', 'b.png:cancelled']);
  });

  it('a batch that is stored completely has no stop; a new batch clears an old stop', async () => {
    const { store } = setup(new Set(['bad.png']));
    await store.getState().uploadFiles([named('bad.png'), named('b.png')]);
    expect(store.getState().uploadStop).not.toBeNull();
    await store.getState().uploadFiles([named('c.png')]);
    expect(store.getState().uploadStop).toBeNull();
    expect(statuses(store)).toEqual(['c.png:done']);
  });
});

describe('scaling down on upload', () => {
  it('is asked for by default and can be switched off for the next batch', async () => {
    const { store, calls } = setup(new Set());
    expect(store.getState().downscale).toBe(true);
    await store.getState().uploadFiles([named('a.png')]);
    store.getState().setDownscale(false);
    await store.getState().uploadFiles([named('b.png')]);
    expect(calls.map((call) => call.options)).toEqual([{ downscale: true }, { downscale: false }]);
  });
});
