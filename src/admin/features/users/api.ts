import {
  apiResult,
  permissionListAnswer,
  roleListAnswer,
  sessionUser,
  userAnswer,
  userImageAnswer,
  userSummary,
} from '../../../shared/api-types.ts';
import type { InterfaceLanguage } from '../../../shared/locales.ts';
import type { SortOrder } from '../../../shared/limits.ts';
import { listAnswer } from '../../../shared/schemas/common.ts';
import type { ChangePasswordBody, RoleSaveBody, UserSaveBody } from '../../../shared/schemas/users.ts';
import { apiRequest, checkedApi } from '../../lib/api-client.ts';

/** POST /user and PUT /user/{id} payload; `role` is the role id. */
export type UserPayload = UserSaveBody;
/** POST /role and PUT /role/{id} payload. */
export type RolePayload = RoleSaveBody;

const userListAnswer = listAnswer(userSummary);

/** SPEC 7 user calls; every answer is checked against its shared schema. */
export const usersApi = {
  list: (pageIndex: number, pageSize: number, searchTerm: string, columnToSort: string, sortOrder: SortOrder) =>
    checkedApi.get(userListAnswer, '/user/list', { pageIndex, pageSize, searchTerm, columnToSort, sortOrder }),
  current: () => checkedApi.get(sessionUser, '/user'),
  get: (id: number) => checkedApi.get(userAnswer, `/user/${id}`),
  create: (payload: UserPayload) => checkedApi.post(userAnswer, '/user', payload),
  update: (id: number, payload: UserPayload) => checkedApi.put(userAnswer, `/user/${id}`, payload),
  remove: (id: number) => checkedApi.delete(apiResult, `/user/${id}`),
  uploadImage: (id: number, file: File) => {
    const form = new FormData();
    form.append('profileImage', file);
    return apiRequest('PUT', `/user/${id}/image`, { body: form, response: userImageAnswer });
  },
  removeImage: (id: number) => checkedApi.delete(apiResult, `/user/${id}/image`),
  changePassword: (body: ChangePasswordBody) => checkedApi.put(apiResult, '/user/password', body),
  setLanguage: (language: InterfaceLanguage) => checkedApi.put(apiResult, '/user/language', { language }),
};

/** SPEC 7 role calls; every answer is checked against its shared schema. */
export const rolesApi = {
  list: () => checkedApi.get(roleListAnswer, '/role/list'),
  permissions: () => checkedApi.get(permissionListAnswer, '/role/permissions'),
  create: (payload: RolePayload) => checkedApi.post(apiResult, '/role', payload),
  update: (id: number, payload: RolePayload) => checkedApi.put(apiResult, `/role/${id}`, payload),
  remove: (id: number) => checkedApi.delete(apiResult, `/role/${id}`),
};
