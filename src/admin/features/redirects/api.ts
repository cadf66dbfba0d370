import {
  redirectAnswer,
  redirectImportAnswer,
  redirectListAnswer,
  type RedirectDto,
  type RedirectInput,
} from '../../../shared/redirects/redirect-schemas.ts';
import { apiResult } from '../../../shared/api-types.ts';
import type { ListFetcher } from '../../components/paginated-list/use-paginated-list.ts';
import { API_ROOT, checkedApi } from '../../lib/api-client.ts';

/** The Redirects screen's calls (manage-redirects); every answer is checked against its shared schema. */
export const fetchRedirects: ListFetcher<RedirectDto> = (pageIndex, pageSize, searchTerm, columnToSort, sortOrder) =>
  checkedApi.post(redirectListAnswer, '/redirects/list', { pageIndex, pageSize, searchTerm, columnToSort, sortOrder });

export const createRedirect = (body: RedirectInput) => checkedApi.post(redirectAnswer, '/redirects', body).then((answer) => answer.data);

export const updateRedirect = (id: number, body: RedirectInput) =>
  checkedApi.put(redirectAnswer, `/redirects/${id}`, body).then((answer) => answer.data);

export const deleteRedirect = (id: number) => checkedApi.delete(apiResult, `/redirects/${id}`);

export const importRedirects = (csv: string) =>
  checkedApi.post(redirectImportAnswer, '/redirects/import', { csv }).then((answer) => answer.data);

/** A plain link: the browser downloads the file with the session cookie (a GET needs no CSRF token). */
export const REDIRECTS_EXPORT_URL = `${API_ROOT}/redirects/export`;
