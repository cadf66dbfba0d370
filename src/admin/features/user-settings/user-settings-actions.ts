import { useAuthStore } from '../auth/auth-state.ts';
import { usersApi } from '../users/api.ts';
import { resetUserFlags } from '../users/users-state.ts';

/** GET /user: refreshes the stored user (and its permissions); SPEC 4 resets the user flags here. */
export async function reloadCurrentUser(): Promise<void> {
  try {
    const user = await usersApi.current();
    useAuthStore.getState().userUpdated(user);
    resetUserFlags();
  } catch (error) {
    console.error('Loading the current user failed', error);
  }
}
