import type { TagDto } from '../../../shared/tags/tag-schemas.ts';
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
export const fetchTags = (kind: 'public' | 'private') =>
  api.get<Items>(kind === 'public' ? '/tags/fetch' : '/tags/fetch-private').then((response) => response.data.items);
export const validateTag = (tag: string) => api.post<{ data: TagValidation }>('/tags/validate', { tag }).then((response) => response.data);
export const deleteTag = (id: number) => api.delete<unknown>(`/tags/${id}`);
export const fetchPageTags = (pageId: number) => api.get<{ data: PageTags }>(`/page/${pageId}/tags`).then((response) => response.data);
export const savePageTags = (pageId: number, tags: { public: string[]; private: string[] }) =>
  api.put<{ data: PageTags }>(`/page/${pageId}/tags`, tags).then((response) => response.data);
