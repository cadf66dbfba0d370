import type { SessionUser } from '../../../shared/api-types.ts';
import { applyLanguage } from '../../i18n/index.ts';
import { useAuthStore } from '../auth/auth-state.ts';
import { useSecondStep } from './two-factor-state.ts';

/** The second step (or the required setup) succeeded: the session is now signed in. */
export function finishSignIn(user: SessionUser): void {
  useSecondStep.getState().set(null);
  useAuthStore.getState().loginSucceeded(user);
  void applyLanguage(user.language);
}
