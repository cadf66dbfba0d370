import { apiResult, loginAnswer, sessionAnswer } from '../../../shared/api-types.ts';
import { checkResetTokenAnswer, type ResetAccountBody } from '../../../shared/schemas/auth.ts';
import { loginStepAnswer } from '../../../shared/two-factor/two-factor-schemas.ts';
import { checkedApi } from '../../lib/api-client.ts';
import type { z } from 'zod';

/** What POST /auth/user answers: the session user, or `{ID: 0}` when nobody is logged in. */
export type SessionAnswer = z.output<typeof sessionAnswer>;

/** SPEC 7 auth calls; every answer is checked against its shared schema. */
export const authApi = {
  /** Answers `User`, or `TwoFactor` when a second step (or setting one up) comes first. */
  login: (email: string, password: string) => checkedApi.post(loginStepAnswer, '/auth/login', { email, password }),
  logout: () => checkedApi.post(apiResult, '/auth/logout', {}),
  sessionUser: () => checkedApi.post(sessionAnswer, '/auth/user', {}),
  refreshSession: () => checkedApi.post(loginAnswer, '/auth/refresh-session', {}),
  forgotPassword: (email: string) => checkedApi.post(apiResult, '/auth/forgot-password', { email }),
  resetAccount: (body: ResetAccountBody) => checkedApi.post(apiResult, '/auth/reset-account', body),
  /** Whether an e-mailed link still works, asked when its screen opens (the token is not used up). */
  checkResetToken: (token: string) =>
    checkedApi.post(checkResetTokenAnswer, '/auth/check-reset-token', { token }).then((answer) => answer.data.state),
};
