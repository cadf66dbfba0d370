import type { ApiResult, SessionUser, UserSummary } from '../../../../shared/api-types.ts';
import type { InterfaceLanguage } from '../../../../shared/locales.ts';
import type { SortOrder } from '../../../../shared/limits.ts';
import type { ListResponse } from '../../../../shared/schemas/common.ts';
import { api, apiRequest } from '../../../lib/api-client.ts';

/** POST /user and PUT /user/{id} payload; `role` is the role id. */
export interface UserPayload {
  email: string;
  role: number;
  profile: { name: string; jobTitle: string };
  language?: InterfaceLanguage;
}

export type UserResult = ApiResult & { user: UserSummary };

export const usersApi = {
  list: (pageIndex: number, pageSize: number, searchTerm: string, columnToSort: string, sortOrder: SortOrder) =>
    api.get<ListResponse<UserSummary>>('/user/list', { pageIndex, pageSize, searchTerm, columnToSort, sortOrder }),
  current: () => api.get<SessionUser>('/user'),
  get: (id: number) => api.get<UserResult>(`/user/${id}`),
  create: (payload: UserPayload) => api.post<UserResult>('/user', payload),
  update: (id: number, payload: UserPayload) => api.put<UserResult>(`/user/${id}`, payload),
  remove: (id: number) => api.delete<ApiResult>(`/user/${id}`),
  uploadImage: (id: number, file: File) => {
    const form = new FormData();
    form.append('profileImage', file);
    return apiRequest<ApiResult & { data: UserSummary }>('PUT', `/user/${id}/image`, { body: form });
  },
  removeImage: (id: number) => api.delete<ApiResult>(`/user/${id}/image`),
  changePassword: (body: { currentPassword: string; newPassword: string; confirmNewPassword: string }) =>
    api.put<ApiResult>('/user/password', body),
  setLanguage: (language: InterfaceLanguage) => api.put<ApiResult>('/user/language', { language }),
};
