import type { ApiResult } from '../../../../shared/api-types.ts';
import type { BlockImage } from '../../../../shared/blocks/block-media.ts';
import type { Block } from '../../../../shared/blocks/block.ts';
import type {
  PageCreateResponse,
  PageDto,
  PageListItem,
  PageSibling,
  PageVersionDto,
  VersionHistoryItem,
} from '../../../../shared/pages/page-dto.ts';
import type { PageListFilter } from '../../../../shared/pages/page-schemas.ts';
import type { PageTypeId } from '../../../../shared/pages/page-types.ts';
import type { SortOrder } from '../../../../shared/limits.ts';
import type { ListResponse } from '../../../../shared/schemas/common.ts';
import { api } from '../../../lib/api-client.ts';

export interface CreatePagePayload {
  title: string;
  slug: string;
  type: PageTypeId;
  locale: string;
  content?: Block[];
  typeData?: Record<string, unknown>;
}

export interface ListPagesPayload {
  type: PageTypeId | '';
  locale: string;
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: string;
  sortOrder: SortOrder;
  filter: PageListFilter;
}

/** POST /page/version/{id}/store: every field optional; `revision` guards against overwriting. */
export interface StoreVersionPayload {
  revision: number;
  /** The version's id (page settings send {id, title}, SPEC 7). */
  id?: number;
  title?: string;
  blocks?: Block[];
  seoTitle?: string;
  seoDescription?: string;
  seoKeywords?: string[];
  seoImage?: BlockImage[] | null;
  typeData?: Record<string, unknown>;
}

export interface PageSearchResult {
  id: number;
  title: string;
  slug: string;
  locale: string;
  type: PageTypeId;
  url: string;
  published: boolean;
}

type Items<T> = ApiResult & { data: { items: T[] } };

/** The page calls of SPEC 7 the admin uses (the publication calls are in features/publication/api). */
export const pagesApi = {
  create: (body: CreatePagePayload) => api.post<ApiResult & PageCreateResponse>('/page/create', body),
  get: (id: number) => api.get<ApiResult & { page: PageDto }>(`/page/${id}`),
  fetchVersion: (versionId: number) => api.get<ApiResult & { version: PageVersionDto }>(`/page/version/fetch/${versionId}`),
  storeVersion: (versionId: number, body: StoreVersionPayload) =>
    api.post<ApiResult & { version: PageVersionDto }>(`/page/version/${versionId}/store`, body),
  save: (id: number, slug: string, shouldUpdateLinks: boolean) =>
    api.put<ApiResult & { page: PageDto }>(`/page/${id}/save`, { id, slug, shouldUpdateLinks }),
  list: (body: ListPagesPayload) => api.post<ListResponse<PageListItem>>('/page/list', body),
  remove: (id: number) => api.post<ApiResult>(`/page/${id}/delete`),
  slugAvailable: (slug: string, locale: string, pageID?: number) =>
    api.post<ApiResult & { available: boolean; slug: string }>('/page/slug-available', { slug, locale, pageID }),
  createTranslation: (body: { pageID: number; newLocale: string; title: string; slug: string }) =>
    api.post<ApiResult & PageCreateResponse>('/page/create-translation', body),
  duplicate: (body: { pageID: number; locale: string; title: string; slug: string }) =>
    api.post<ApiResult & PageCreateResponse>('/page/duplicate', body),
  siblings: (id: number) => api.get<Items<PageSibling>>(`/page/get-sibling-slugs/${id}`),
  versions: (id: number) => api.get<Items<VersionHistoryItem>>(`/page/${id}/versions`),
  restore: (id: number, versionId: number, revision: number) =>
    api.post<ApiResult & { version: PageVersionDto }>(`/page/${id}/versions/${versionId}/restore`, { revision }),
  search: (locale: string, searchTerm: string) => api.post<Items<PageSearchResult>>('/page/search', { locale, searchTerm }),
};
