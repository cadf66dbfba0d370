import { describe, expect, it } from 'vitest';
import type { MediaFileDto } from '../../../shared/media/media-dto.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { folderOf } from './file-folder.ts';
import { isWholeImage, normalizeRotation, previewCropUrl, rotatedSize, toCropParams, toCropperData } from './crop-params.ts';
import {
  addToSlot,
  blockImageFromFile,
  canAddToSlot,
  fitsSlot,
  moveInSlot,
  remainingCapacity,
  removeFromSlot,
  replaceInSlot,
  seoImageAllowed,
} from './slot-rules.ts';
import { appendIfCurrent, queuedItem, runUploadQueue, type UploadAnswer, type UploadItem } from './upload-queue.ts';

const file = (id: number, path = '/'): MediaFileDto => ({
  id,
  path,
  fileName: `f${id}.png`,
  type: 'image',
  mimeType: 'image/png',
  hash: 'a'.repeat(64),
  defaultAltText: `alt ${id}`,
  shared: false,
  filesize: 10,
  dimensions: { width: 10, height: 10 },
  video: null,
  previewUrl: null,
  createdAt: '',
  updatedAt: '',
});

describe('breadcrumbs', () => {
  it('starts at the root and adds every folder', () => {
    expect(breadcrumbsFor('/')).toEqual([{ path: '/', name: '' }]);
    expect(breadcrumbsFor('/a/b c')).toEqual([
      { path: '/', name: '' },
      { path: '/a', name: 'a' },
      { path: '/a/b c', name: 'b c' },
    ]);
  });
  it('reads odd input leniently', () => {
    expect(breadcrumbsFor('')).toEqual([{ path: '/', name: '' }]);
    expect(breadcrumbsFor('a//b/').map((crumb) => crumb.path)).toEqual(['/', '/a', '/a/b']);
  });
});

describe('folderOf', () => {
  it('is the folder of the file, not its full path (move-file and edit-file take the folder)', () => {
    expect(folderOf({ path: '/dusk.png' })).toBe('/');
    expect(folderOf({ path: '/Photos/2024/dusk.png' })).toBe('/Photos/2024');
  });
});

describe('upload queue', () => {
  const entries = (names: string[], path = '/x') => names.map((name) => ({ item: queuedItem({ name, size: 1 }, path), file: name }));

  it('uploads one at a time, in order, and reports progress', async () => {
    let running = 0;
    const order: string[] = [];
    const changes: UploadItem[] = [];
    const uploaded: number[] = [];
    const result = await runUploadQueue(
      entries(['a', 'b', 'c']),
      async (name, _path, progress) => {
        running += 1;
        expect(running).toBe(1);
        order.push(name);
        progress(0.5);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
        return { status: 200, file: file(order.length), warnings: name === 'b' ? ['large-dimensions'] : [] };
      },
      { onChange: (item) => changes.push(item), onUploaded: (stored) => uploaded.push(stored.id) },
    );
    expect(order).toEqual(['a', 'b', 'c']);
    expect(uploaded).toEqual([1, 2, 3]);
    expect(result.stopped).toBe(false);
    expect(result.items.map((item) => item.status)).toEqual(['done', 'done', 'done']);
    expect(result.items[1]!.warnings).toEqual(['large-dimensions']);
    expect(changes.some((item) => item.status === 'uploading' && item.progress === 0.5)).toBe(true);
  });

  it.each([201, 400, 413, 500, 0])('stops the queue at the first %i answer', async (status) => {
    const calls: string[] = [];
    const result = await runUploadQueue(
      entries(['a', 'b', 'c']),
      async (name): Promise<UploadAnswer> => {
        calls.push(name);
        if (name === 'b')
          return { status, file: status === 201 ? file(9) : undefined, errors: status === 413 ? [{ code: 'ML_01', property: 'f' }] : [] };
        return { status: 200, file: file(1) };
      },
      { onChange: () => undefined, onUploaded: () => undefined },
    );
    expect(calls).toEqual(['a', 'b']);
    expect(result.stopped).toBe(true);
    expect(result.items.map((item) => item.status)).toEqual(['done', 'failed', 'cancelled']);
    expect(result.items[1]!.errors[0]!.code).toBe(status === 413 ? 'ML_01' : 'G_01');
  });

  it('a network failure also stops it', async () => {
    const result = await runUploadQueue(entries(['a', 'b']), async () => Promise.reject(new Error('offline')), {
      onChange: () => undefined,
      onUploaded: () => undefined,
    });
    expect(result.items.map((item) => item.status)).toEqual(['failed', 'cancelled']);
  });

  it('appends an uploaded file only when it went to the folder shown', () => {
    const content = { path: '/x', directories: [], files: [file(1, '/x')] };
    expect(appendIfCurrent(content, file(2, '/x'), '/x')?.files.map((item) => item.id)).toEqual([1, 2]);
    expect(appendIfCurrent(content, file(2, '/y'), '/y')).toBe(content);
    expect(appendIfCurrent(content, file(1, '/x'), '/x')).toBe(content);
    expect(appendIfCurrent(null, file(2), '/')).toBeNull();
  });
});

describe('crop parameters', () => {
  const natural = { width: 1000, height: 600 };
  it('rounds, mirrors as ±1 and keeps quarter turns', () => {
    expect(toCropParams({ x: 10.4, y: 20.6, width: 300.5, height: 200.49, rotate: 0, scaleX: 1, scaleY: 1 }, natural)).toEqual({
      x: 10,
      y: 21,
      width: 301,
      height: 200,
      rotate: 0,
      scaleX: 1,
      scaleY: 1,
    });
    expect(toCropParams({ x: 0, y: 0, width: 10, height: 10, rotate: -90, scaleX: -1, scaleY: -1 }, natural)).toMatchObject({
      rotate: 270,
      scaleX: -1,
      scaleY: -1,
    });
    expect(normalizeRotation(450)).toBe(90);
    expect(normalizeRotation(undefined)).toBe(0);
  });
  it('scales from a downsized display image to natural pixels', () => {
    expect(toCropParams({ x: 50, y: 25, width: 100, height: 50 }, natural, 2)).toEqual({
      x: 100,
      y: 50,
      width: 200,
      height: 100,
      rotate: 0,
      scaleX: 1,
      scaleY: 1,
    });
    expect(toCropperData({ x: 100, y: 50, width: 200, height: 100, rotate: 90, scaleX: 1, scaleY: -1 }, 2)).toEqual({
      x: 50,
      y: 25,
      width: 100,
      height: 50,
      rotate: 90,
      scaleX: 1,
      scaleY: -1,
    });
  });
  it('stays inside the (turned) image and is at least 1x1', () => {
    expect(toCropParams({ x: -3, y: -0.2, width: 1200, height: 700 }, natural)).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 600,
      rotate: 0,
      scaleX: 1,
      scaleY: 1,
    });
    // Turned a quarter, the image is 600 wide and 1000 high.
    expect(toCropParams({ x: 500, y: 900, width: 400, height: 400, rotate: 90 }, natural)).toEqual({
      x: 500,
      y: 900,
      width: 100,
      height: 100,
      rotate: 90,
      scaleX: 1,
      scaleY: 1,
    });
    expect(toCropParams({ x: 2000, y: 0, width: 0.2, height: 10 }, natural)).toMatchObject({ x: 999, width: 1 });
    expect(rotatedSize(natural, 270)).toEqual({ width: 600, height: 1000 });
  });
  it('knows the uncropped case and builds the preview URL', () => {
    expect(isWholeImage({ x: 0, y: 0, width: 1000, height: 600, rotate: 0, scaleX: 1, scaleY: 1 }, natural)).toBe(true);
    expect(isWholeImage({ x: 0, y: 0, width: 1000, height: 600, rotate: 0, scaleX: -1, scaleY: 1 }, natural)).toBe(false);
    expect(previewCropUrl(7, { x: 1, y: 2, width: 3, height: 4, rotate: 90, scaleX: -1, scaleY: 1 }, 320)).toBe(
      '/api/medialib/preview-crop?imageID=7&x=1&y=2&width=3&height=4&rotate=90&scaleX=-1&scaleY=1&w=320',
    );
  });
});

describe('slot rules', () => {
  it('respects the max count', () => {
    expect(remainingCapacity(1, 3)).toBe(2);
    expect(remainingCapacity(4, 3)).toBe(0);
    expect(canAddToSlot(1, 1)).toBe(false);
    expect(canAddToSlot(0, 1)).toBe(true);
    expect(addToSlot([1, 2], [3, 4], 3)).toEqual([1, 2, 3]);
    expect(addToSlot([], [1], 0)).toEqual([]);
  });
  it('removes, replaces and reorders', () => {
    expect(removeFromSlot(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(replaceInSlot(['a', 'b'], 1, 'x')).toEqual(['a', 'x']);
    expect(replaceInSlot(['a'], 3, 'x')).toEqual(['a']);
    expect(moveInSlot(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveInSlot(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveInSlot(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
  it('builds block images with the default alt text and the file id', () => {
    expect(blockImageFromFile(file(3))).toEqual({ hash: 'a'.repeat(64), fileName: 'f3.png', altText: 'alt 3', fileID: 3 });
    const crop = { x: 0, y: 0, width: 5, height: 5, rotate: 0, scaleX: 1 as const, scaleY: 1 as const };
    expect(blockImageFromFile(file(3), crop).cropParams).toEqual(crop);
  });
  it('allows at most one SEO image and the right file kinds per slot', () => {
    expect(seoImageAllowed(null)).toBe(true);
    expect(seoImageAllowed([1])).toBe(true);
    expect(seoImageAllowed([1, 2])).toBe(false);
    expect(fitsSlot({ type: 'gif' }, 'image')).toBe(true);
    expect(fitsSlot({ type: 'document' }, 'image')).toBe(false);
    expect(fitsSlot({ type: 'document' }, 'file')).toBe(true);
    expect(fitsSlot({ type: 'video' }, 'file')).toBe(false);
  });
});
