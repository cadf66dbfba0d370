import type { ApiError } from '../../../shared/errors.ts';
import { forgotPasswordBody, loginBody, resetAccountBody } from '../../../shared/schemas/auth.ts';
import { errorsFromUnknown } from '../../lib/api-client.ts';
import { clearCollectionErrors, setCollectionErrors, useErrorCollections } from '../../lib/error-collections.ts';
import { validateWith } from '../../lib/validation.ts';
import { applyLanguage } from '../../i18n/index.ts';
import { fetchSettings } from '../settings/api.ts';
import { useSettingsStore } from '../settings/settings-state.ts';
import { loginOutcome, useSecondStep } from '../two-factor/two-factor-state.ts';
import { authApi } from './api.ts';
import { useAuthStore, type LogoutReason } from './auth-state.ts';

const auth = () => useAuthStore.getState();

/**
 * First thing on every visit: a GET (settings) so the server hands us a CSRF token,
 * then the session check, which is a POST and needs that token. `whileChecking` runs between
 * the two: requests the first screen will make can start alongside the check.
 */
export async function bootstrapSession(whileChecking?: () => void): Promise<void> {
  try {
    useSettingsStore.getState().setSettings(await fetchSettings());
  } catch (error) {
    console.error('Loading the settings failed', error);
  }
  // After the GET that set up the session, so a parallel request cannot start a second one.
  whileChecking?.();
  try {
    const answer = await authApi.sessionUser();
    // The account's language first (its texts may be a chunk still to fetch), then the screen.
    if (answer.ID !== 0 && 'language' in answer) await applyLanguage(answer.language);
    auth().sessionChecked(answer);
  } catch {
    auth().sessionFailed();
  }
}

let loginsInFlight = 0;

/**
 * Whether a login request is out: a reload now would cancel it (app/chunk-reload.ts waits; the
 * login form fetches its destination's code meanwhile, which a new build may have removed).
 */
export const loginInFlight = (): boolean => loginsInFlight > 0;

/** Returns true when logged in; errors go to the 'login' collection. */
export async function login(input: { email: string; password: string }): Promise<boolean> {
  clearCollectionErrors('login');
  const checked = validateWith(loginBody, input);
  if (!checked.ok) {
    setCollectionErrors('login', checked.errors);
    return false;
  }
  loginsInFlight += 1;
  try {
    const outcome = loginOutcome(await authApi.login(checked.data.email, checked.data.password));
    // A second factor comes first: the login screen shows that step (or sends to the setup).
    useSecondStep.getState().set(outcome.kind === 'signed-in' ? null : outcome);
    if (outcome.kind !== 'signed-in') return false;
    await applyLanguage(outcome.user.language);
    auth().loginSucceeded(outcome.user);
    return true;
  } catch (error) {
    setCollectionErrors('login', errorsFromUnknown(error));
    return false;
  } finally {
    loginsInFlight -= 1;
  }
}

/** Logs out on the server (best effort) and always clears the local state. */
export async function logout(reason: LogoutReason = null): Promise<void> {
  try {
    await authApi.logout();
  } catch (error) {
    // The local state is cleared anyway; a stale server session expires on its own.
    console.warn('Logout call failed', error);
  }
  useErrorCollections.getState().clearAll();
  auth().loggedOut(reason);
}

export async function requestPasswordReset(input: { email: string }): Promise<boolean> {
  clearCollectionErrors('forgot-password');
  auth().setSuccessFlag('forgotPasswordSuccess', false);
  const checked = validateWith(forgotPasswordBody, input);
  if (!checked.ok) {
    setCollectionErrors('forgot-password', checked.errors);
    return false;
  }
  try {
    await authApi.forgotPassword(checked.data.email);
    auth().setSuccessFlag('forgotPasswordSuccess', true);
    return true;
  } catch (error) {
    setCollectionErrors('forgot-password', errorsFromUnknown(error));
    return false;
  }
}

export type AccountTokenPurpose = 'reset-password' | 'activate-account';

/** Reset and activation share one call (SPEC 2.2); only the collection and flag differ. */
export async function resetAccount(
  purpose: AccountTokenPurpose,
  input: { password: string; confirm: string; token: string },
): Promise<boolean> {
  const flag = purpose === 'reset-password' ? 'resetPasswordSuccess' : 'activateAccountSuccess';
  clearCollectionErrors(purpose);
  auth().setSuccessFlag(flag, false);
  const checked = validateWith(resetAccountBody, input);
  if (!checked.ok) {
    setCollectionErrors(purpose, checked.errors);
    return false;
  }
  try {
    await authApi.resetAccount(checked.data);
    auth().setSuccessFlag(flag, true);
    return true;
  } catch (error) {
    const errors: ApiError[] = errorsFromUnknown(error);
    setCollectionErrors(purpose, errors);
    return false;
  }
}

/** Keeps the server session alive; a failure means the session is gone, so reload (SPEC 4). */
export async function refreshSession(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    const answer = await authApi.refreshSession();
    auth().userUpdated(answer.User);
  } catch {
    reload();
  }
}
