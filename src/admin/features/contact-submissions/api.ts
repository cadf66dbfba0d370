import { z } from 'zod';
import { contactSubmissionDto, type ContactSubmissionDto } from '../../../shared/contact/contact-schemas.ts';
import { listAnswer } from '../../../shared/schemas/common.ts';
import type { ListFetcher } from '../../components/paginated-list/use-paginated-list.ts';
import { checkedApi } from '../../lib/api-client.ts';

const submissionListAnswer = listAnswer(contactSubmissionDto);
const submissionAnswer = z.object({ data: contactSubmissionDto });

export const fetchSubmissions: ListFetcher<ContactSubmissionDto> = (pageIndex, pageSize, searchTerm, columnToSort, sortOrder) =>
  checkedApi.get(submissionListAnswer, '/contact/submissions', { pageIndex, pageSize, searchTerm, columnToSort, sortOrder });

export const fetchSubmission = (id: number) =>
  checkedApi.get(submissionAnswer, `/contact/submissions/${id}`).then((response) => response.data);
