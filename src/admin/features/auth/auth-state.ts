import { create } from 'zustand';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { Permission, PermissionName } from '../../../shared/permissions.ts';

/** Why the user was sent to the login screen, shown there as a notice. */
export type LogoutReason = 'inactive' | 'expired' | null;

export interface AuthState {
  /** null = not known yet (the session check is running). */
  authenticated: boolean | null;
  user: SessionUser | null;
  permissions: Permission[];
  forgotPasswordSuccess: boolean;
  resetPasswordSuccess: boolean;
  activateAccountSuccess: boolean;
  logoutReason: LogoutReason;
}

export interface AuthActions {
  loginSucceeded: (user: SessionUser) => void;
  /** POST /auth/user answered; only a real user (ID not 0) counts as logged in. */
  sessionChecked: (answer: { ID: number } | SessionUser) => void;
  sessionFailed: () => void;
  userUpdated: (user: SessionUser) => void;
  loggedOut: (reason?: LogoutReason) => void;
  setSuccessFlag: (flag: 'forgotPasswordSuccess' | 'resetPasswordSuccess' | 'activateAccountSuccess', value: boolean) => void;
  clearAuthMessages: () => void;
}

export const initialAuthState: AuthState = {
  authenticated: null,
  user: null,
  permissions: [],
  forgotPasswordSuccess: false,
  resetPasswordSuccess: false,
  activateAccountSuccess: false,
  logoutReason: null,
};

function isSessionUser(answer: { ID: number } | SessionUser): answer is SessionUser {
  return answer.ID !== 0 && 'role' in answer;
}

/** SPEC 4 Authentication transitions; side effects live in auth-actions.ts. */
export const useAuthStore = create<AuthState & AuthActions>()((set) => ({
  ...initialAuthState,
  loginSucceeded: (user) => set({ authenticated: true, user, permissions: user.role.permissions, logoutReason: null }),
  sessionChecked: (answer) =>
    set(
      isSessionUser(answer)
        ? { authenticated: true, user: answer, permissions: answer.role.permissions }
        : { authenticated: false, user: null, permissions: [] },
    ),
  sessionFailed: () => set({ authenticated: false, user: null, permissions: [] }),
  userUpdated: (user) => set({ user, permissions: user.role.permissions }),
  loggedOut: (reason = null) => set({ ...initialAuthState, authenticated: false, logoutReason: reason }),
  setSuccessFlag: (flag, value) => set({ [flag]: value }),
  clearAuthMessages: () =>
    set({ forgotPasswordSuccess: false, resetPasswordSuccess: false, activateAccountSuccess: false, logoutReason: null }),
}));

export function hasPermission(permissions: Permission[], name: PermissionName | string | undefined): boolean {
  if (!name) return true;
  return permissions.some((permission) => permission.name === name);
}

/** Hook: whether the logged-in user holds `name` (true when no permission is needed). */
export function usePermission(name: PermissionName | string | undefined): boolean {
  return useAuthStore((state) => hasPermission(state.permissions, name));
}
