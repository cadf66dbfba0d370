import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_UPLOAD_BYTES, type MediaFileDto } from '../../../shared/media/media-dto.ts';
import { queuedItem, runUploadQueue } from './upload-queue.ts';
import { uploadFile } from './api.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** A File that says it is `size` bytes long without holding them. */
function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The file as the server answers it after storing an upload. */
function storedFile(id: number, fileName: string): MediaFileDto {
  return {
    id,
    path: '/',
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
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A stand-in XMLHttpRequest that records what was sent and answers 200 with a stored file. */
function fakeXhr(urls: string[] = []) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      urls.push(url);
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.push(form);
      const name = (form.get('f') as File).name;
      queueMicrotask(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ Success: true, file: storedFile(sent.length, name), warnings: [] });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile refuses files over the limit in the browser (ML_01)', () => {
  it('sends nothing for a file over 100 MB and answers like the server would', async () => {
    const sent = fakeXhr();
    const progress = vi.fn();
    const answer = await uploadFile(fileOfSize('huge.png', MEDIA_MAX_UPLOAD_BYTES + 1), '/', progress);
    expect(answer).toEqual({ status: 413, errors: [{ code: 'ML_01', property: 'f' }] });
    expect(sent).toHaveLength(0);
    expect(progress).not.toHaveBeenCalled();
  });

  it('still sends a file of exactly the limit', async () => {
    const sent = fakeXhr();
    const answer = await uploadFile(fileOfSize('edge.png', MEDIA_MAX_UPLOAD_BYTES), '/Photos', () => undefined);
    expect(answer.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('path')).toBe('/Photos');
  });

  it('asks the server to scale images down only when the uploader chose it', async () => {
    const urls: string[] = [];
    fakeXhr(urls);
    await uploadFile(fileOfSize('a.png', 10), '/', () => undefined);
    await uploadFile(fileOfSize('b.png', 10), '/', () => undefined, { downscale: true });
    await uploadFile(fileOfSize('c.png', 10), '/', () => undefined, { downscale: false });
    expect(urls).toEqual(['/api/medialib/add-file', '/api/medialib/add-file?downscale=true', '/api/medialib/add-file']);
  });

  it('a refused file stops the queue: the files after it are cancelled and never sent', async () => {
    const sent = fakeXhr();
    const files = [fileOfSize('a.png', 10), fileOfSize('huge.png', MEDIA_MAX_UPLOAD_BYTES + 1), fileOfSize('c.png', 10)];
    const { items, stopped } = await runUploadQueue(
      files.map((file) => ({ item: queuedItem(file, '/'), file })),
      uploadFile,
      { onChange: () => undefined, onUploaded: () => undefined },
    );
    expect(stopped).toBe(true);
    expect(items.map((item) => item.status)).toEqual(['done', 'failed', 'cancelled']);
    expect(items[1]!.errors).toEqual([{ code: 'ML_01', property: 'f' }]);
    expect(sent.map((form) => (form.get('f') as File).name)).toEqual(['a.png']);
  });
});

describe("uploadFile and the session's CSRF token", () => {
  it('keeps the token its answer carries, so the next call sends it', async () => {
    class AnsweringXhr {
      status = 0;
      responseText = '';
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      getResponseHeader(name: string) {
        return name === 'X-CSRF-Token' ? 'from-the-upload' : null;
      }
      send(form: FormData) {
        queueMicrotask(() => {
          this.status = 200;
          this.responseText = JSON.stringify({ Success: true, file: storedFile(1, (form.get('f') as File).name), warnings: [] });
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
    const sent: (string | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        sent.push((init.headers as Record<string, string>)['X-CSRF-Token']);
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    expect((await uploadFile(fileOfSize('otter.png', 10), '/', () => undefined)).status).toBe(200);
    await apiRequest('POST', '/medialib/add-folder', { body: {} });
    expect(sent).toEqual(['from-the-upload']);
  });
});
