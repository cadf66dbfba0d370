import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api-types.ts';
import { initialAuthState, useAuthStore } from './auth-state.ts';

const user: SessionUser = {
  ID: 7,
  email: 'sam@test.local',
  role: { id: 2, name: 'Editor', permissions: [{ name: 'create-page' }] },
  profile: { name: 'Sam', jobTitle: '', image: null },
  language: 'en',
};

const store = () => useAuthStore.getState();

describe('auth store (SPEC 4 Authentication)', () => {
  beforeEach(() => useAuthStore.setState({ ...initialAuthState }));

  it('starts unknown', () => {
    expect(store().authenticated).toBeNull();
  });

  it('login success sets authenticated and stores the user and permissions', () => {
    store().loginSucceeded(user);
    expect(store()).toMatchObject({ authenticated: true, user, permissions: [{ name: 'create-page' }] });
  });

  it('a session answer counts only when the ID is not 0', () => {
    store().sessionChecked({ ID: 0 });
    expect(store().authenticated).toBe(false);
    expect(store().user).toBeNull();
    store().sessionChecked(user);
    expect(store().authenticated).toBe(true);
    expect(store().user?.ID).toBe(7);
  });

  it('session failure sets it false', () => {
    store().loginSucceeded(user);
    store().sessionFailed();
    expect(store()).toMatchObject({ authenticated: false, user: null, permissions: [] });
  });

  it('logout clears everything and remembers why', () => {
    store().loginSucceeded(user);
    store().setSuccessFlag('forgotPasswordSuccess', true);
    store().loggedOut('inactive');
    expect(store()).toMatchObject({
      authenticated: false,
      user: null,
      permissions: [],
      forgotPasswordSuccess: false,
      logoutReason: 'inactive',
    });
  });

  it('clearing auth messages resets the forgot, reset and activate success flags', () => {
    store().setSuccessFlag('forgotPasswordSuccess', true);
    store().setSuccessFlag('resetPasswordSuccess', true);
    store().setSuccessFlag('activateAccountSuccess', true);
    store().clearAuthMessages();
    expect(store()).toMatchObject({ forgotPasswordSuccess: false, resetPasswordSuccess: false, activateAccountSuccess: false });
  });
});
