import type { z } from 'zod';
import { apiResult } from '../../../shared/api-types.ts';
import { listAnswer } from '../../../shared/schemas/common.ts';
import {
  tagUsageAnswer,
  tagUsageListAnswer,
  type CreateTagBody,
  type TagKind,
  type TagUsageDto,
} from '../../../shared/tags/tag-admin-schemas.ts';
import {
  pageTagsAnswer,
  type pageTagsBody,
  tagDto,
  tagSearchAnswer,
  tagValidationAnswer,
  TAG_MAX_LENGTH,
  type PageTags,
  type TagDto,
  type TagValidation,
} from '../../../shared/tags/tag-schemas.ts';
import type { ListFetcher } from '../../components/paginated-list/use-paginated-list.ts';
import { checkedApi } from '../../lib/api-client.ts';

export type { PageTags, TagValidation };

/** PUT /page/{id}/tags, as the shared schema the server parses it with accepts it. */
export type PageTagsPayload = z.input<typeof pageTagsBody>;

const tagListAnswer = listAnswer(tagDto);

export const searchTags = (kind: 'public' | 'private', term: string) =>
  checkedApi
    .post(tagSearchAnswer, kind === 'public' ? '/tags/search' : '/tags/search-private', { term })
    .then((response) => response.data.items);
/**
 * The tags of one kind a page at a time, for the paginated Tags screen: name search and
 * name order (the server sorts by name only, so the list's sort column is not sent).
 */
export const tagPageFetcher =
  (kind: 'public' | 'private'): ListFetcher<TagDto> =>
  (pageIndex, pageSize, searchTerm, _sortColumn, sortOrder) =>
    checkedApi.get(tagListAnswer, kind === 'public' ? '/tags/fetch' : '/tags/fetch-private', {
      pageIndex,
      pageSize,
      searchTerm: searchTerm.trim().slice(0, TAG_MAX_LENGTH),
      sortOrder,
    });
export const validateTag = (tag: string) =>
  checkedApi.post(tagValidationAnswer, '/tags/validate', { tag }).then((response) => response.data);
export const deleteTag = (id: number) => checkedApi.delete(apiResult, `/tags/${id}`);
export const fetchPageTags = (pageId: number) => checkedApi.get(pageTagsAnswer, `/page/${pageId}/tags`).then((response) => response.data);
export const savePageTags = (pageId: number, tags: PageTagsPayload) =>
  checkedApi.put(pageTagsAnswer, `/page/${pageId}/tags`, tags).then((response) => response.data);

/** The Tags screen: a kind's tags with how many pages use each, a page at a time. */
export const tagUsageFetcher =
  (kind: TagKind): ListFetcher<TagUsageDto> =>
  (pageIndex, pageSize, searchTerm, _sortColumn, sortOrder) =>
    checkedApi.get(tagUsageListAnswer, '/tags/usage', {
      kind,
      pageIndex,
      pageSize,
      searchTerm: searchTerm.trim().slice(0, TAG_MAX_LENGTH),
      sortOrder,
    });
export const createTag = (body: CreateTagBody) => checkedApi.post(tagUsageAnswer, '/tags', body).then((response) => response.data);
export const renameTag = (id: number, name: string) =>
  checkedApi.put(tagUsageAnswer, `/tags/${id}`, { name }).then((response) => response.data);
export const mergeTags = (sourceIds: number[], targetId: number) =>
  checkedApi.post(tagUsageAnswer, '/tags/merge', { sourceIds, targetId }).then((response) => response.data);
/** The tag of a kind with this name in any case, if there is one (to offer a merge onto it). */
export const findTagByName = async (kind: TagKind, name: string) => {
  const found = await tagUsageFetcher(kind)(0, 100, name, '', 'asc');
  return found.data.items.find((tag) => tag.name.toLocaleLowerCase() === name.trim().toLocaleLowerCase());
};
