import { apiResult } from '../../../shared/api-types.ts';
import {
  factorAddedAnswer,
  recoveryCodesAnswer,
  totpSetupAnswer,
  twoFactorStatusAnswer,
  webauthnOptionsAnswer,
} from '../../../shared/two-factor/two-factor-schemas.ts';
import { loginAnswer } from '../../../shared/api-types.ts';
import { checkedApi } from '../../lib/api-client.ts';

/** Two-factor sign-in calls (README "API conventions"); answers checked against the shared schemas. */
export const twoFactorApi = {
  status: () => checkedApi.get(twoFactorStatusAnswer, '/auth/two-factor/status').then((answer) => answer.data),
  startTotp: () => checkedApi.post(totpSetupAnswer, '/auth/two-factor/totp/setup').then((answer) => answer.data),
  confirmTotp: (code: string) =>
    checkedApi.post(factorAddedAnswer, '/auth/two-factor/totp/confirm', { code }).then((answer) => answer.data),
  verifyTotp: (code: string) => checkedApi.post(loginAnswer, '/auth/two-factor/verify', { code }).then((answer) => answer.User),
  verifyRecovery: (code: string) => checkedApi.post(loginAnswer, '/auth/two-factor/recovery', { code }).then((answer) => answer.User),
  passkeyLoginOptions: () => checkedApi.post(webauthnOptionsAnswer, '/auth/two-factor/passkey/login-options').then((answer) => answer.data),
  passkeyLogin: (response: unknown) =>
    checkedApi.post(loginAnswer, '/auth/two-factor/passkey/login', { response }).then((answer) => answer.User),
  passkeyRegisterOptions: () =>
    checkedApi.post(webauthnOptionsAnswer, '/auth/two-factor/passkey/register-options').then((answer) => answer.data),
  registerPasskey: (name: string, response: unknown) =>
    checkedApi.post(factorAddedAnswer, '/auth/two-factor/passkey/register', { name, response }).then((answer) => answer.data),
  renamePasskey: (id: number, name: string) => checkedApi.put(apiResult, `/auth/two-factor/passkey/${id}`, { name }),
  removePasskey: (id: number) => checkedApi.delete(apiResult, `/auth/two-factor/passkey/${id}`),
  regenerateRecoveryCodes: (password: string) =>
    checkedApi.post(recoveryCodesAnswer, '/auth/two-factor/recovery-codes', { password }).then((answer) => answer.data.recoveryCodes),
  disable: (password: string) => checkedApi.post(apiResult, '/auth/two-factor/disable', { password }),
  /** Whether a role's users must use a second factor (any role, also the system one; manage-users). */
  setRoleRequirement: (roleId: number, requireTwoFactor: boolean) =>
    checkedApi.put(apiResult, `/role/${roleId}/two-factor`, { requireTwoFactor }),
  /** Administrators: remove a user's second factor (manage-users; audited). */
  resetUser: (userId: number) => checkedApi.post(apiResult, `/user/${userId}/reset-two-factor`),
};
