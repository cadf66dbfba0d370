import type { ContactSubmissionDto } from '../../../shared/contact/contact-schemas.ts';
import type { ListResponse } from '../../../shared/schemas/common.ts';
import { api } from '../../lib/api-client.ts';
import type { ListFetcher } from '../../components/paginated-list/use-paginated-list.ts';

export const fetchSubmissions: ListFetcher<ContactSubmissionDto> = (pageIndex, pageSize, searchTerm, columnToSort, sortOrder) =>
  api.get<ListResponse<ContactSubmissionDto>>('/contact/submissions', { pageIndex, pageSize, searchTerm, columnToSort, sortOrder });

export const fetchSubmission = (id: number) => api.get<{ data: ContactSubmissionDto }>(`/contact/submissions/${id}`).then((response) => response.data);
