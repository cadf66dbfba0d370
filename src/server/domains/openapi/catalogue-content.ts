import { z } from 'zod';
import {
  createDirectoryAnswer,
  directoryAnswer,
  mediaFileAnswer,
  pageUsingFile,
  searchFilesAnswer,
  uploadedFileAnswer,
} from '../../../shared/media/media-dto.ts';
import {
  addFileQuery,
  addVideoBody,
  createDirBody,
  deleteDirectoryBody,
  deleteFileBody,
  editFileBody,
  getDirBody,
  listPagesByFileBody,
  moveDirectoryBody,
  moveFileBody,
  pageFileQuery,
  previewCropQuery,
  previewImageQuery,
  searchFilesBody,
} from '../../../shared/media/media-schemas.ts';
import { editableMenusAnswer } from '../../../shared/menu/menu-dto.ts';
import { menuPageSearchBody, menuQuery, saveMenuRequest } from '../../../shared/menu/menu-schemas.ts';
import { publicMenusAnswer } from '../../../shared/menu/public-menu-dto.ts';
import { pageSearchAnswer } from '../../../shared/pages/page-answers.ts';
import { idParams, listAnswer } from '../../../shared/schemas/common.ts';
import {
  createTagBody,
  mergeTagsBody,
  renameTagBody,
  tagUsageAnswer,
  tagUsageListAnswer,
  tagUsageQuery,
} from '../../../shared/tags/tag-admin-schemas.ts';
import {
  pageTagsAnswer,
  pageTagsBody,
  tagDto,
  tagListQuery,
  tagSearchAnswer,
  tagSearchBody,
  tagValidationAnswer,
  validateTagBody,
} from '../../../shared/tags/tag-schemas.ts';
import { pageFileParams } from '../media/media.routes.ts';
import { perm, type RouteCatalogue } from './route-doc.ts';

const MEDIA = 'Media library';
const MENUS = 'Menus';
const TAGS = 'Tags';
const media = perm('manage-media');
const tags = perm('manage-tags');
const image = { contentType: 'image/*', description: 'The image.' };
const nameTaken = { 409: ['ML_02' as const, 'ML_03' as const] };
/** A folder's path past the limit (mediaPath). */
const pathTooLong = { 400: ['V_14' as const] };
/** The folder (or file) named in the body is not there, or went meanwhile. */
const gone = { 404: ['G_02' as const] };

/** Media library, menus and tags. */
export const CONTENT_ROUTES: RouteCatalogue = {
  'POST /api/medialib/get-dir': {
    summary: 'A folder with its subfolders and files',
    tag: MEDIA,
    access: 'user',
    body: getDirBody,
    response: directoryAnswer,
    errors: { ...pathTooLong, ...gone },
    example: { body: { path: '/' } },
  },
  'POST /api/medialib/search-files': {
    summary: 'Find files by name',
    tag: MEDIA,
    access: 'user',
    body: searchFilesBody,
    response: searchFilesAnswer,
    errors: pathTooLong,
  },
  'POST /api/medialib/create-dir': {
    summary: 'Create a folder',
    tag: MEDIA,
    access: media,
    body: createDirBody,
    response: createDirectoryAnswer,
    errors: { ...pathTooLong, ...gone, ...nameTaken },
  },
  'POST /api/medialib/move-directory': {
    summary: 'Move or rename a folder',
    tag: MEDIA,
    access: media,
    body: moveDirectoryBody,
    // G_02 also when the folder it was to move into moved away meanwhile (into this one, say);
    // G_05 when the database had to break a deadlock with another write (not expected).
    errors: { ...pathTooLong, ...gone, 409: [...nameTaken[409], 'G_05'] },
  },
  'POST /api/medialib/delete-directory': {
    summary: 'Delete a folder',
    tag: MEDIA,
    access: media,
    body: deleteDirectoryBody,
    errors: { 400: ['V_07', 'V_14'], ...gone, 409: ['G_05'] },
  },
  'POST /api/medialib/move-file': {
    summary: 'Move or rename a file',
    tag: MEDIA,
    access: media,
    body: moveFileBody,
    response: mediaFileAnswer,
    errors: { ...pathTooLong, ...gone, ...nameTaken },
  },
  'POST /api/medialib/edit-file': {
    summary: "Edit a file's details",
    tag: MEDIA,
    access: media,
    body: editFileBody,
    response: mediaFileAnswer,
    errors: { ...pathTooLong, ...gone, ...nameTaken },
  },
  'POST /api/medialib/delete-file': {
    summary: 'Delete a file',
    tag: MEDIA,
    access: media,
    body: deleteFileBody,
    errors: { 400: ['V_07'], ...gone },
  },
  'POST /api/medialib/list-pages-by-file': {
    summary: 'The pages that use a file',
    tag: MEDIA,
    access: 'user',
    body: listPagesByFileBody,
    response: listAnswer(pageUsingFile),
  },
  'POST /api/medialib/add-video': {
    summary: 'Add an embedded video',
    tag: MEDIA,
    access: media,
    body: addVideoBody,
    response: mediaFileAnswer,
    // V_13: not a link of one of the two video services; ML_03: no free "name (n)" left.
    errors: { 400: ['V_14', 'V_13', 'ML_03'], ...gone },
  },
  'POST /api/medialib/add-file': {
    summary: 'Upload a file',
    description: 'multipart/form-data: the `path` field (the folder), then the file in field `f`.',
    tag: MEDIA,
    access: media,
    query: addFileQuery,
    upload: { field: 'f', extraFields: z.object({ path: z.string().describe('The folder, e.g. `/` or `/Photos`.') }) },
    response: uploadedFileAnswer,
    errors: { 400: ['V_17', 'V_14', 'ML_03'], ...gone, 413: ['ML_01'] },
  },
  'GET /api/medialib/preview-image': {
    summary: 'A scaled preview of an image',
    tag: MEDIA,
    access: 'user',
    query: previewImageQuery,
    raw: image,
  },
  'GET /api/medialib/preview-crop': { summary: 'A preview of a crop', tag: MEDIA, access: 'user', query: previewCropQuery, raw: image },
  'GET /api/medialib/get-page-file/:pageID/:group/:hash/:fileName': {
    summary: 'A file as used on a page (public for published pages)',
    tag: MEDIA,
    access: 'public',
    params: pageFileParams,
    query: pageFileQuery,
    raw: { contentType: 'application/octet-stream', description: 'The file, or a scaled copy of an image.' },
  },

  'GET /api/menu/edit': {
    summary: 'The menus of a language, for editing',
    tag: MENUS,
    access: perm('manage-menu'),
    query: menuQuery,
    response: editableMenusAnswer,
  },
  'PUT /api/menu': {
    summary: 'Save a menu',
    tag: MENUS,
    access: perm('manage-menu'),
    body: saveMenuRequest,
    response: editableMenusAnswer,
    errors: { 400: ['V_13'], 409: ['G_05'] },
  },
  'GET /api/menu': {
    summary: 'The published menus of a language',
    tag: MENUS,
    access: 'public',
    query: menuQuery,
    response: publicMenusAnswer,
  },
  'POST /api/menu/search-pages': {
    summary: 'Find pages to link to',
    tag: MENUS,
    access: perm('manage-menu'),
    body: menuPageSearchBody,
    response: pageSearchAnswer,
  },

  'POST /api/tags/search': { summary: 'Find public tags', tag: TAGS, access: 'public', body: tagSearchBody, response: tagSearchAnswer },
  'POST /api/tags/search-private': {
    summary: 'Find private tags',
    tag: TAGS,
    access: 'user',
    body: tagSearchBody,
    response: tagSearchAnswer,
  },
  'GET /api/tags/fetch': { summary: 'List public tags', tag: TAGS, access: 'public', query: tagListQuery, response: listAnswer(tagDto) },
  'GET /api/tags/fetch-private': {
    summary: 'List private tags',
    tag: TAGS,
    access: 'user',
    query: tagListQuery,
    response: listAnswer(tagDto),
  },
  'POST /api/tags/validate': {
    summary: 'Check a tag name',
    tag: TAGS,
    access: 'user',
    body: validateTagBody,
    response: tagValidationAnswer,
  },
  'GET /api/tags/usage': {
    summary: 'Tags with how many pages use them',
    tag: TAGS,
    access: tags,
    query: tagUsageQuery,
    response: tagUsageListAnswer,
  },
  'POST /api/tags': {
    summary: 'Create a tag',
    tag: TAGS,
    access: tags,
    body: createTagBody,
    response: tagUsageAnswer,
    errors: { 400: ['V_06'] },
  },
  'PUT /api/tags/:id': {
    summary: 'Rename a tag',
    tag: TAGS,
    access: tags,
    params: idParams,
    body: renameTagBody,
    response: tagUsageAnswer,
    errors: { 400: ['V_06'] },
  },
  'POST /api/tags/merge': { summary: 'Merge tags into one', tag: TAGS, access: tags, body: mergeTagsBody, response: tagUsageAnswer },
  'DELETE /api/tags/:id': { summary: 'Delete a tag', tag: TAGS, access: tags, params: idParams },
  'GET /api/page/:id/tags': { summary: "A page's tags", tag: TAGS, access: 'user', params: idParams, response: pageTagsAnswer },
  'PUT /api/page/:id/tags': {
    summary: "Set a page's tags",
    tag: TAGS,
    access: perm('create-page'),
    params: idParams,
    body: pageTagsBody,
    response: pageTagsAnswer,
  },
};
