import {
  createDirectoryAnswer,
  directoryAnswer,
  MEDIA_MAX_UPLOAD_BYTES,
  mediaFileAnswer,
  pageUsingFile,
  searchFilesAnswer,
  uploadedFileAnswer,
} from '../../../shared/media/media-dto.ts';
import { apiResult } from '../../../shared/api-types.ts';
import type { EditFileBody } from '../../../shared/media/media-schemas.ts';
import { listAnswer } from '../../../shared/schemas/common.ts';
import type { SortOrder } from '../../../shared/limits.ts';
import { API_ROOT, checkedApi, currentCsrfToken, keepCsrfToken, readApiErrors } from '../../lib/api-client.ts';
import type { UploadAnswer, UploadOptions } from './upload-queue.ts';

const pagesUsingFileAnswer = listAnswer(pageUsingFile);

/** SPEC 7 Media library calls (under {api}/medialib); every answer is checked against its shared schema. */
export const mediaApi = {
  getDir: (path: string) => checkedApi.post(directoryAnswer, '/medialib/get-dir', { path }).then((answer) => answer.data),
  searchFiles: (searchTerm: string, directory: string) =>
    checkedApi.post(searchFilesAnswer, '/medialib/search-files', { searchTerm, directory }).then((answer) => answer.data.items),
  createDir: (path: string, folderName: string) => checkedApi.post(createDirectoryAnswer, '/medialib/create-dir', { path, folderName }),
  moveDirectory: (oldPath: string, newPath: string) => checkedApi.post(apiResult, '/medialib/move-directory', { oldPath, newPath }),
  deleteDirectory: (path: string, force = false) => checkedApi.post(apiResult, '/medialib/delete-directory', { path, force }),
  moveFile: (id: number, newPath: string, newFileName: string) =>
    checkedApi.post(mediaFileAnswer, '/medialib/move-file', { id, newPath, newFileName }),
  editFile: (body: EditFileBody) => checkedApi.post(mediaFileAnswer, '/medialib/edit-file', body),
  deleteFile: (id: number, force = false) => checkedApi.post(apiResult, '/medialib/delete-file', { id, force }),
  addVideo: (path: string, url: string, fileName?: string) =>
    checkedApi.post(mediaFileAnswer, '/medialib/add-video', { path, url, ...(fileName ? { fileName } : {}) }),
  listPagesByFile: (fileID: number, pageIndex: number, pageSize: number, searchTerm: string, columnToSort: string, sortOrder: SortOrder) =>
    checkedApi.post(pagesUsingFileAnswer, '/medialib/list-pages-by-file', {
      fileID,
      pageIndex,
      pageSize,
      searchTerm,
      columnToSort,
      sortOrder,
    }),
};

/**
 * POST add-file as multipart (the `path` field first, then the file in `f`) over
 * XMLHttpRequest, which reports upload progress. Resolves with the status for every answer;
 * the queue decides what counts as success (SPEC 9: only 200). A file over the size limit is
 * refused here, before any byte is sent, with the answer the server would give (413 ML_01):
 * like any answer that is not 200 it stops the queue. With `downscale` the server scales an
 * image larger than 2560 px down (`?downscale=true`); without it the call is SPEC 7's.
 */
export function uploadFile(
  file: File,
  path: string,
  onProgress: (fraction: number) => void,
  { downscale = false, maxBytes = MEDIA_MAX_UPLOAD_BYTES }: Partial<UploadOptions> & { maxBytes?: number } = {},
): Promise<UploadAnswer> {
  if (file.size > maxBytes) return Promise.resolve({ status: 413, errors: [{ code: 'ML_01', property: 'f' }] });
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('path', path);
    form.append('f', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_ROOT}/medialib/add-file${downscale ? '?downscale=true' : ''}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = currentCsrfToken();
    if (token) request.setRequestHeader('X-CSRF-Token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      keepCsrfToken(request.getResponseHeader('X-CSRF-Token'));
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 200) {
        // Checked like every other answer: one without a stored file fails the upload (G_01).
        const answer = uploadedFileAnswer.safeParse(body);
        resolve(answer.success ? { status: 200, ...answer.data } : { status: 200, errors: [{ code: 'G_01' }] });
        return;
      }
      const errors = readApiErrors(body);
      resolve({ status: request.status, errors: errors.length > 0 ? errors : [{ code: request.status === 413 ? 'ML_01' : 'G_01' }] });
    };
    request.onerror = () => resolve({ status: 0, errors: [{ code: 'G_01' }] });
    request.onabort = () => resolve({ status: 0, errors: [{ code: 'G_01' }] });
    request.send(form);
  });
}
