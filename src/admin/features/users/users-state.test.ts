import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '../../../shared/api-types.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useErrorCollections } from '../../lib/error-collections.ts';

vi.mock('./api.ts', () => ({
  usersApi: {
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    uploadImage: vi.fn(),
    removeImage: vi.fn(),
  },
}));

const { usersApi } = await import('./api.ts');
const { createUser, deleteUser, initialUsersState, resetUserFlags, saveUser, useUsersStore } = await import('./users-state.ts');

const summary: UserSummary = {
  ID: 5,
  email: 'kim@test.local',
  role: { id: 2, name: 'Editor' },
  profile: { name: 'Kim', jobTitle: '', image: '/api/user/5/image?v=a' },
  active: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};
const payload = { email: 'kim@test.local', role: 2, profile: { name: 'Kim', jobTitle: '' } };
const collections = () => useErrorCollections.getState().collections;

describe('users store (SPEC 4 User store)', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    useUsersStore.setState({ ...initialUsersState });
    useErrorCollections.getState().clearAll();
  });

  it('create: null while pending, true on success, errors cleared and the list refetched', async () => {
    useErrorCollections.getState().setErrors('users-overview', [{ code: 'G_01' }]);
    let resolve!: (value: unknown) => void;
    vi.mocked(usersApi.create).mockReturnValue(new Promise((done) => (resolve = done)) as never);
    const pending = createUser(payload);
    expect(useUsersStore.getState().createSuccess).toBeNull();
    resolve({ Success: true, Errors: [], user: summary });
    expect(await pending).toEqual(summary);
    expect(useUsersStore.getState()).toMatchObject({ createSuccess: true, listVersion: 1 });
    expect(collections()['users-overview']).toBeUndefined();
  });

  it('a failed create puts the errors in users-overview and does not refetch', async () => {
    vi.mocked(usersApi.create).mockRejectedValue(new ApiRequestError(409, [{ code: 'V_06', property: 'email' }], null));
    expect(await createUser(payload)).toBeNull();
    expect(collections()['users-overview']).toEqual([{ code: 'V_06', property: 'email' }]);
    expect(useUsersStore.getState()).toMatchObject({ createSuccess: false, listVersion: 0 });
  });

  it('invalid input is caught by the shared schema before any request', async () => {
    expect(await createUser({ ...payload, email: 'not-an-email' })).toBeNull();
    expect(usersApi.create).not.toHaveBeenCalled();
    expect(collections()['users-overview']).toEqual([{ code: 'V_02', property: 'email' }]);
  });

  it('delete sets its flag and refetches; reset sets every flag back to false', async () => {
    vi.mocked(usersApi.remove).mockResolvedValue({ Success: true, Errors: [] });
    expect(await deleteUser(5)).toBe(true);
    expect(useUsersStore.getState().deleteSuccess).toBe(true);
    resetUserFlags();
    expect(useUsersStore.getState()).toMatchObject({
      createSuccess: false,
      updateSuccess: false,
      deleteSuccess: false,
      storeSuccess: false,
    });
  });

  it('saving a user: a failed save goes to users-overview and user-settings and skips the image', async () => {
    vi.mocked(usersApi.update).mockRejectedValue(new ApiRequestError(403, [{ code: 'UM_01' }], null));
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    expect(await saveUser(5, payload, { remove: false, file })).toBeNull();
    expect(collections()['users-overview']).toEqual([{ code: 'UM_01' }]);
    expect(collections()['user-settings']).toEqual([{ code: 'UM_01' }]);
    expect(usersApi.uploadImage).not.toHaveBeenCalled();
    expect(useUsersStore.getState().storeSuccess).toBe(false);
  });

  it('saving a user: removal wins over upload; image failures go to user-profile-image', async () => {
    vi.mocked(usersApi.update).mockResolvedValue({ Success: true, Errors: [], user: summary });
    vi.mocked(usersApi.removeImage).mockResolvedValue({ Success: true, Errors: [] });
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const saved = await saveUser(5, payload, { remove: true, file });
    expect(usersApi.removeImage).toHaveBeenCalledWith(5);
    expect(usersApi.uploadImage).not.toHaveBeenCalled();
    expect(saved?.profile.image).toBeNull();

    vi.mocked(usersApi.uploadImage).mockRejectedValue(new ApiRequestError(413, [{ code: 'UM_05', property: 'profileImage' }], null));
    await saveUser(5, payload, { remove: false, file });
    expect(usersApi.uploadImage).toHaveBeenCalledWith(5, file);
    expect(collections()['user-profile-image']).toEqual([{ code: 'UM_05', property: 'profileImage' }]);
    expect(useUsersStore.getState().storeSuccess).toBe(true);
  });
});
