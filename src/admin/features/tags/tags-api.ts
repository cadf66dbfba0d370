import type { ListResponse } from '../../../shared/schemas/common.ts';
import { TAG_MAX_LENGTH, type TagDto } from '../../../shared/tags/tag-schemas.ts';
import type { ListFetcher } from '../../components/paginated-list/use-paginated-list.ts';
import { api } from '../../lib/api-client.ts';

export interface TagValidation {
  valid: boolean;
  name: string;
  existsPublic: boolean;
  existsPrivate: boolean;
}
export interface PageTags {
  public: TagDto[];
  private: TagDto[];
}

type Items = { data: { items: TagDto[] } };

export const searchTags = (kind: 'public' | 'private', term: string) =>
  api.post<Items>(kind === 'public' ? '/tags/search' : '/tags/search-private', { term }).then((response) => response.data.items);
/**
 * The tags of one kind a page at a time, for the paginated Tags screen: name search and
 * name order (the server sorts by name only, so the list's sort column is not sent).
 */
export const tagPageFetcher =
  (kind: 'public' | 'private'): ListFetcher<TagDto> =>
  (pageIndex, pageSize, searchTerm, _sortColumn, sortOrder) =>
    api.get<ListResponse<TagDto>>(kind === 'public' ? '/tags/fetch' : '/tags/fetch-private', { pageIndex, pageSize, searchTerm: searchTerm.trim().slice(0, TAG_MAX_LENGTH), sortOrder });
export const validateTag = (tag: string) => api.post<{ data: TagValidation }>('/tags/validate', { tag }).then((response) => response.data);
export const deleteTag = (id: number) => api.delete<unknown>(`/tags/${id}`);
export const fetchPageTags = (pageId: number) => api.get<{ data: PageTags }>(`/page/${pageId}/tags`).then((response) => response.data);
export const savePageTags = (pageId: number, tags: { public: string[]; private: string[] }) =>
  api.put<{ data: PageTags }>(`/page/${pageId}/tags`, tags).then((response) => response.data);
