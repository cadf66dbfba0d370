import type { ApiResult, RoleSummary } from '../../../../shared/api-types.ts';
import type { PermissionName } from '../../../../shared/permissions.ts';
import { api } from '../../../lib/api-client.ts';

export interface RolePayload {
  name: string;
  permissions: PermissionName[];
}

export const rolesApi = {
  list: () => api.get<ApiResult & { data: { items: RoleSummary[] } }>('/role/list'),
  permissions: () => api.get<ApiResult & { data: { items: PermissionName[] } }>('/role/permissions'),
  create: (payload: RolePayload) => api.post<ApiResult>('/role', payload),
  update: (id: number, payload: RolePayload) => api.put<ApiResult>(`/role/${id}`, payload),
  remove: (id: number) => api.delete<ApiResult>(`/role/${id}`),
};
