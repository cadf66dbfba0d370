import type { MediaFileDto, UploadedFileAnswer, UploadWarning } from '../../../shared/media/media-dto.ts';
import type { ApiError } from '../../../shared/errors.ts';

/** The answer to one upload: the HTTP status and, for 200, the server's answer (the stored file). */
export type UploadAnswer = Partial<UploadedFileAnswer> & {
  status: number;
  errors?: ApiError[];
};

export type UploadItemStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** The folder it goes to (fixed when queued). */
  path: string;
  status: UploadItemStatus;
  /** 0..1 */
  progress: number;
  warnings: UploadWarning[];
  errors: ApiError[];
}

export interface UploadQueueCallbacks {
  onChange: (item: UploadItem) => void;
  /** A file was stored (status 200). */
  onUploaded: (file: MediaFileDto, path: string, warnings: UploadWarning[]) => void;
}

export type UploadFn<F> = (file: F, path: string, onProgress: (fraction: number) => void) => Promise<UploadAnswer>;

/** What the uploader chose for the whole batch. */
export interface UploadOptions {
  /** Ask the server to scale images larger than the recommended 2560 px down to it (SPEC 9). */
  downscale: boolean;
}

/** Where a batch stopped: the file that was refused (with the server's errors) and the files after it, not sent. */
export interface UploadStop {
  failed: UploadItem;
  notSent: UploadItem[];
}

/** SPEC 9: only 200 counts as a successful upload. */
export const ACCEPTED_UPLOAD_STATUS = 200;

/**
 * SPEC 4 Media library: files upload one at a time, in order; the first answer that is not
 * 200 (or a network failure) stops the queue and the files after it are marked cancelled.
 * Returns the items in their final state.
 */
export async function runUploadQueue<F>(
  entries: { item: UploadItem; file: F }[],
  upload: UploadFn<F>,
  callbacks: UploadQueueCallbacks,
): Promise<{ items: UploadItem[]; stopped: boolean }> {
  const items = entries.map((entry) => entry.item);
  let stopped = false;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    const update = (change: Partial<UploadItem>) => {
      items[index] = { ...items[index]!, ...change };
      callbacks.onChange(items[index]!);
    };
    if (stopped) {
      update({ status: 'cancelled' });
      continue;
    }
    update({ status: 'uploading', progress: 0 });
    let answer: UploadAnswer;
    try {
      answer = await upload(entry.file, entry.item.path, (fraction) => update({ progress: Math.max(0, Math.min(1, fraction)) }));
    } catch {
      answer = { status: 0, errors: [{ code: 'G_01' }] };
    }
    if (answer.status === ACCEPTED_UPLOAD_STATUS && answer.file) {
      const warnings = answer.warnings ?? [];
      update({ status: 'done', progress: 1, warnings });
      callbacks.onUploaded(answer.file, entry.item.path, warnings);
    } else {
      update({ status: 'failed', errors: answer.errors?.length ? answer.errors : [{ code: 'G_01' }] });
      stopped = true;
    }
  }
  return { items, stopped };
}

/** The stop of a finished batch, or null when every file was stored. */
export function uploadStopOf(items: UploadItem[]): UploadStop | null {
  const index = items.findIndex((item) => item.status === 'failed');
  if (index < 0) return null;
  return { failed: items[index]!, notSent: items.slice(index + 1).filter((item) => item.status === 'cancelled') };
}

/** A file that was not sent, queued again for "Send the rest" (to the folder it was meant for). */
export function requeued(item: UploadItem): UploadItem {
  return { ...item, status: 'queued', progress: 0, warnings: [], errors: [] };
}

let sequence = 0;
/** A queued item for a browser File (or anything with name and size). */
export function queuedItem(file: { name: string; size: number }, path: string): UploadItem {
  sequence += 1;
  return {
    id: `u${sequence}-${Date.now().toString(36)}`,
    name: file.name,
    size: file.size,
    path,
    status: 'queued',
    progress: 0,
    warnings: [],
    errors: [],
  };
}

/** SPEC 4: an uploaded file joins the listing only when it went to the folder being shown. */
export function appendIfCurrent<T extends { files: MediaFileDto[]; path: string }>(
  content: T | null,
  file: MediaFileDto,
  uploadPath: string,
): T | null {
  if (!content || content.path !== uploadPath) return content;
  if (content.files.some((existing) => existing.id === file.id)) return content;
  return { ...content, files: [...content.files, file] };
}
