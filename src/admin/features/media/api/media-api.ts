import { MEDIA_MAX_UPLOAD_BYTES, type DirectoryContent, type MediaFileDto, type UploadWarning } from '../../../../shared/media/media-dto.ts';
import type { ListResponse } from '../../../../shared/schemas/common.ts';
import type { SortOrder } from '../../../../shared/limits.ts';
import { API_ROOT, api, currentCsrfToken, readApiErrors } from '../../../lib/api-client.ts';
import type { UploadAnswer } from '../logic/upload-queue.ts';

export interface PageUsingFile {
  id: number;
  title: string;
  slug: string;
  locale: string;
  type: string;
  url: string;
  updatedAt: string;
}

/** SPEC 7 Media library calls (under {api}/medialib). */
export const mediaApi = {
  getDir: (path: string) => api.post<{ data: DirectoryContent }>('/medialib/get-dir', { path }).then((answer) => answer.data),
  searchFiles: (searchTerm: string, directory: string) =>
    api.post<{ data: { items: MediaFileDto[] } }>('/medialib/search-files', { searchTerm, directory }).then((answer) => answer.data.items),
  createDir: (path: string, folderName: string) => api.post('/medialib/create-dir', { path, folderName }),
  moveDirectory: (oldPath: string, newPath: string) => api.post('/medialib/move-directory', { oldPath, newPath }),
  deleteDirectory: (path: string, force = false) => api.post('/medialib/delete-directory', { path, force }),
  moveFile: (id: number, newPath: string, newFileName: string) => api.post<{ file: MediaFileDto }>('/medialib/move-file', { id, newPath, newFileName }),
  editFile: (body: { id: number; newPath: string; newFileName: string; defaultAltText: string; shared: boolean }) =>
    api.post<{ file: MediaFileDto }>('/medialib/edit-file', body),
  deleteFile: (id: number, force = false) => api.post('/medialib/delete-file', { id, force }),
  addVideo: (path: string, url: string, fileName?: string) => api.post<{ file: MediaFileDto }>('/medialib/add-video', { path, url, ...(fileName ? { fileName } : {}) }),
  listPagesByFile: (fileID: number, pageIndex: number, pageSize: number, searchTerm: string, columnToSort: string, sortOrder: SortOrder) =>
    api.post<ListResponse<PageUsingFile>>('/medialib/list-pages-by-file', { fileID, pageIndex, pageSize, searchTerm, columnToSort, sortOrder }),
};

/**
 * POST add-file as multipart (the `path` field first, then the file in `f`) over
 * XMLHttpRequest, which reports upload progress. Resolves with the status for every answer;
 * the queue decides what counts as success (SPEC 9: only 200). A file over the size limit is
 * refused here, before any byte is sent, with the answer the server would give (413 ML_01):
 * like any answer that is not 200 it stops the queue.
 */
export function uploadFile(file: File, path: string, onProgress: (fraction: number) => void, maxBytes = MEDIA_MAX_UPLOAD_BYTES): Promise<UploadAnswer> {
  if (file.size > maxBytes) return Promise.resolve({ status: 413, errors: [{ code: 'ML_01', property: 'f' }] });
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('path', path);
    form.append('f', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_ROOT}/medialib/add-file`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = currentCsrfToken();
    if (token) request.setRequestHeader('X-CSRF-Token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 200) {
        const answer = body as { file?: MediaFileDto; warnings?: UploadWarning[] } | null;
        resolve({ status: 200, file: answer?.file, warnings: answer?.warnings ?? [] });
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
