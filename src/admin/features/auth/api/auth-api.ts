import type { ApiResult, SessionUser } from '../../../../shared/api-types.ts';
import type { ResetAccountBody } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

/** What POST /auth/user answers: the session user, or `{ID: 0}` when nobody is logged in. */
export type SessionAnswer = SessionUser | { ID: 0 };

export const authApi = {
  login: (email: string, password: string) => api.post<ApiResult & { User: SessionUser }>('/auth/login', { email, password }),
  logout: () => api.post<ApiResult>('/auth/logout', {}),
  sessionUser: () => api.post<SessionAnswer>('/auth/user', {}),
  refreshSession: () => api.post<ApiResult & { User: SessionUser }>('/auth/refresh-session', {}),
  forgotPassword: (email: string) => api.post<ApiResult>('/auth/forgot-password', { email }),
  resetAccount: (body: ResetAccountBody) => api.post<ApiResult>('/auth/reset-account', body),
};
