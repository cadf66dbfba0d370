import { create } from 'zustand';
import type { UserSummary } from '../../../shared/api-types.ts';
import { userSaveBody } from '../../../shared/schemas/users.ts';
import { errorsFromUnknown } from '../../lib/api-client.ts';
import { clearCollectionErrors, setCollectionErrors } from '../../lib/error-collections.ts';
import { validateWith } from '../../lib/validation.ts';
import { usersApi, type UserPayload } from './api.ts';

/** SPEC 4: null while pending, true on success, false after a reset (and after a failure). */
export type SuccessFlag = boolean | null;
type FlagName = 'createSuccess' | 'updateSuccess' | 'deleteSuccess' | 'storeSuccess';

export interface UsersState {
  createSuccess: SuccessFlag;
  updateSuccess: SuccessFlag;
  deleteSuccess: SuccessFlag;
  storeSuccess: SuccessFlag;
  /** Bumped after every successful change so the users list refetches. */
  listVersion: number;
}

export const initialUsersState: UsersState = {
  createSuccess: false,
  updateSuccess: false,
  deleteSuccess: false,
  storeSuccess: false,
  listVersion: 0,
};

export const useUsersStore = create<UsersState>()(() => ({ ...initialUsersState }));

const setFlag = (flag: FlagName, value: SuccessFlag) => useUsersStore.setState({ [flag]: value });

/** Resets every flag; SPEC 4 does this when the current user is fetched and when messages are cleared. */
export function resetUserFlags(): void {
  useUsersStore.setState({ createSuccess: false, updateSuccess: false, deleteSuccess: false, storeSuccess: false });
}

/**
 * The shared shape of create, update and delete: pending (null), then on failure the
 * errors go to 'users-overview'; on success the errors are cleared, the flag is set
 * and the list is refetched.
 */
async function runUserChange<T>(flag: FlagName, call: () => Promise<T>): Promise<T | null> {
  setFlag(flag, null);
  try {
    const result = await call();
    clearCollectionErrors('users-overview');
    useUsersStore.setState((state) => ({ [flag]: true, listVersion: state.listVersion + 1 }));
    return result;
  } catch (error) {
    setCollectionErrors('users-overview', errorsFromUnknown(error));
    setFlag(flag, false);
    return null;
  }
}

/** Client-side check with the server's schema; failures go to 'users-overview'. */
function checkPayload(payload: UserPayload): boolean {
  const checked = validateWith(userSaveBody, payload);
  if (checked.ok) return true;
  // The form shows "name" and "jobTitle" fields; the schema nests them under profile.
  setCollectionErrors('users-overview', checked.errors);
  return false;
}

export async function createUser(payload: UserPayload): Promise<UserSummary | null> {
  if (!checkPayload(payload)) return null;
  const result = await runUserChange('createSuccess', () => usersApi.create(payload));
  return result?.user ?? null;
}

export async function updateUser(id: number, payload: UserPayload): Promise<UserSummary | null> {
  if (!checkPayload(payload)) return null;
  const result = await runUserChange('updateSuccess', () => usersApi.update(id, payload));
  return result?.user ?? null;
}

export async function deleteUser(id: number): Promise<boolean> {
  return (await runUserChange('deleteSuccess', () => usersApi.remove(id))) !== null;
}

export interface ImageChange {
  /** The user asked to remove the current image. */
  remove: boolean;
  /** A newly chosen image, uploaded after the save. */
  file: File | null;
}

/**
 * SPEC 4 "Saving a user": save the data first (failure -> users-overview and
 * user-settings); then remove the image if asked, otherwise upload a chosen image
 * (failure -> user-profile-image). Returns the saved user, or null if the save failed.
 */
export async function saveUser(id: number, payload: UserPayload, image: ImageChange): Promise<UserSummary | null> {
  setFlag('storeSuccess', null);
  clearCollectionErrors('user-settings');
  clearCollectionErrors('user-profile-image');
  const checked = validateWith(userSaveBody, payload);
  if (!checked.ok) {
    setCollectionErrors('users-overview', checked.errors);
    setCollectionErrors('user-settings', checked.errors);
    setFlag('storeSuccess', false);
    return null;
  }
  let saved: UserSummary;
  try {
    saved = (await usersApi.update(id, payload)).user;
  } catch (error) {
    const errors = errorsFromUnknown(error);
    setCollectionErrors('users-overview', errors);
    setCollectionErrors('user-settings', errors);
    setFlag('storeSuccess', false);
    return null;
  }
  try {
    if (image.remove) {
      await usersApi.removeImage(id);
      saved = { ...saved, profile: { ...saved.profile, image: null } };
    } else if (image.file) {
      saved = (await usersApi.uploadImage(id, image.file)).data;
    }
  } catch (error) {
    setCollectionErrors('user-profile-image', errorsFromUnknown(error));
  }
  clearCollectionErrors('users-overview');
  useUsersStore.setState((state) => ({ storeSuccess: true, listVersion: state.listVersion + 1 }));
  return saved;
}
