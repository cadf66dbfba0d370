// @vitest-environment happy-dom
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/api-types.ts';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { initialAuthState, useAuthStore } from '../features/auth/auth-state.ts';
import { settle, setUpDomTestRoot } from '../test-support/dom-test-root.tsx';
import { z } from 'zod';
import { apiRequest, ApiRequestError, ApiResponseShapeError, checkedApi, prefetchGet } from './api-client.ts';

const user: SessionUser = {
  ID: 5,
  email: 'kim@test.local',
  role: { id: 1, name: 'Administrator', permissions: [{ name: 'manage-tags' }] },
  profile: { name: 'Kim', jobTitle: '', image: null },
  language: 'en',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const unauthorized = () => json(401, { Success: false, Errors: [{ code: 'G_04' }] });

let answer: (url: URL) => Response;

beforeEach(() => {
  useAuthStore.setState({ ...initialAuthState });
  useAuthStore.getState().loginSucceeded(user);
  answer = unauthorized;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => answer(new URL(input, 'http://admin.test'))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a 401 answer', () => {
  it('from an ordinary call logs the user out with reason "expired"', async () => {
    await expect(apiRequest('GET', '/user/list')).rejects.toBeInstanceOf(ApiRequestError);
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, user: null, permissions: [], logoutReason: 'expired' });
  });

  it('from an unsafe call does the same', async () => {
    await expect(apiRequest('PUT', '/settings/site', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().logoutReason).toBe('expired');
  });

  it.each(['/auth/login', '/auth/user', '/auth/refresh-session', '/auth/logout'])(
    'from the auth call %s is left to that call',
    async (path) => {
      answer = () => json(401, { Success: false, Errors: [{ code: 'AUTH_01' }] });
      await expect(apiRequest('POST', path, { body: {} })).rejects.toMatchObject({ status: 401 });
      expect(useAuthStore.getState()).toMatchObject({ authenticated: true, user, logoutReason: null });
    },
  );

  it('does not replace the reason of an earlier logout', async () => {
    useAuthStore.getState().loggedOut('inactive');
    await expect(apiRequest('GET', '/user/list')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ authenticated: false, logoutReason: 'inactive' });
  });

  it('other failures (403, 500) keep the user logged in', async () => {
    answer = () => json(403, { Success: false, Errors: [{ code: 'UM_01' }] });
    await expect(apiRequest('GET', '/user/list')).rejects.toMatchObject({ status: 403 });
    answer = () => json(500, { Success: false, Errors: [{ code: 'G_01' }] });
    await expect(apiRequest('GET', '/user/list')).rejects.toMatchObject({ status: 500 });
    expect(useAuthStore.getState()).toMatchObject({ authenticated: true, logoutReason: null });
  });
});

describe('a session that ended on the server', () => {
  const dom = setUpDomTestRoot({ language: 'en' });

  function LocationProbe() {
    return <output data-testid="location">{useLocation().pathname}</output>;
  }

  it('sends the user from the screen to the login with the "session expired" notice', async () => {
    // The tag lists log their failed fetch (SPEC 8).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    dom.render(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/tags' },
    );
    await settle(5);
    expect(dom.container.querySelector('[data-testid="location"]')!.textContent).toBe('/login');
    expect(dom.container.textContent).toContain('Your session has ended. Please log in again.');
    expect(useAuthStore.getState().logoutReason).toBe('expired');
    logged.mockRestore();
  });
});

describe('an answer checked against a shared schema', () => {
  const answerSchema = z.object({ data: z.object({ ID: z.number() }) });

  it('is returned as the schema parsed it', async () => {
    answer = () => json(200, { data: { ID: 7 }, extra: true });
    await expect(checkedApi.get(answerSchema, '/page/7')).resolves.toEqual({ data: { ID: 7 } });
  });

  it('fails as ApiResponseShapeError naming the path and the field when the shape is wrong', async () => {
    answer = () => json(200, { data: { ID: 'seven' } });
    const failure = checkedApi.get(answerSchema, '/page/7');
    await expect(failure).rejects.toBeInstanceOf(ApiResponseShapeError);
    await expect(failure).rejects.toMatchObject({ errors: [{ code: 'G_01' }], message: expect.stringContaining('/page/7: data.ID') });
  });
});

describe('a GET prefetched during the session check (issue 20)', () => {
  it('answers the next request for its path without asking the server again, once', async () => {
    answer = () => json(200, { page: 7 });
    prefetchGet('/page/7');
    await expect(apiRequest('GET', '/page/7')).resolves.toEqual({ page: 7 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await apiRequest('GET', '/page/7');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used when it failed: a 401 from before the login is asked again and logs no one out', async () => {
    prefetchGet('/page/8');
    answer = () => json(200, { page: 8 });
    await expect(apiRequest('GET', '/page/8')).resolves.toEqual({ page: 8 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useAuthStore.getState()).toMatchObject({ authenticated: true, logoutReason: null });
  });
});

describe('an unsafe call refused for a stale CSRF token (G_03)', () => {
  /** The server's session holds `current`; a call with another token is refused, the refusal carrying `current` unless told otherwise. */
  function serverWithToken(current: string, refusalCarriesToken = true) {
    const calls: { method: string; path: string; token: string | null }[] = [];
    const answer = (response: Response, carries = true) => {
      if (carries) response.headers.set('X-CSRF-Token', current);
      return response;
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const headers = (init.headers ?? {}) as Record<string, string>;
        const method = init.method ?? 'GET';
        calls.push({ method, path: new URL(input, 'http://admin.test').pathname, token: headers['X-CSRF-Token'] ?? null });
        if (method !== 'GET' && headers['X-CSRF-Token'] !== current) {
          return answer(json(403, { Success: false, Errors: [{ code: 'G_03' }] }), refusalCarriesToken);
        }
        return answer(json(200, { done: true }));
      }),
    );
    return calls;
  }

  /** A poll answered after the logout that replaced its session leaves that session's token as the latest. */
  async function heartbeatFromTheOldSession() {
    serverWithToken('old-session');
    await apiRequest('GET', '/notifications/unread-count');
    useAuthStore.getState().loggedOut('inactive');
  }

  it('while logged out, is sent once more with the token the refusal carried: the login after the inactivity logout works', async () => {
    await heartbeatFromTheOldSession();
    const calls = serverWithToken('new-session');
    await expect(apiRequest('POST', '/auth/login', { body: { email: 'kim@test.local' } })).resolves.toEqual({ done: true });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/login', token: 'old-session' },
      { method: 'POST', path: '/api/auth/login', token: 'new-session' },
    ]);
  });

  it('takes a fresh token first when the refusal carried none', async () => {
    await heartbeatFromTheOldSession();
    const calls = serverWithToken('new-session', false);
    await expect(apiRequest('POST', '/auth/login', { body: {} })).resolves.toEqual({ done: true });
    expect(calls.map((call) => `${call.method} ${call.path} ${call.token}`)).toEqual([
      'POST /api/auth/login old-session',
      'GET /api/settings/get null',
      'POST /api/auth/login new-session',
    ]);
  });

  it('is sent once more only: a second refusal is the answer', async () => {
    useAuthStore.getState().loggedOut(null);
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        calls.push(`${init.method ?? 'GET'} ${new URL(input, 'http://admin.test').pathname}`);
        return json(403, { Success: false, Errors: [{ code: 'G_03' }] });
      }),
    );
    await expect(apiRequest('POST', '/auth/login', { body: {} })).rejects.toMatchObject({ status: 403, errors: [{ code: 'G_03' }] });
    expect(calls).toEqual(['POST /api/auth/login', 'GET /api/settings/get', 'POST /api/auth/login']);
  });

  it('while logged in, is not sent again: the session changed under the screen, so it answers "reload the page"', async () => {
    serverWithToken('old-session');
    await apiRequest('GET', '/notifications/unread-count');
    const calls = serverWithToken('someone-elses-session');
    await expect(apiRequest('POST', '/page/delete', { body: { id: 7 } })).rejects.toMatchObject({
      status: 403,
      errors: [{ code: 'G_03' }],
    });
    expect(calls).toHaveLength(1);
  });

  it('other refusals (403 UM_01, not authorized) are not sent again', async () => {
    useAuthStore.getState().loggedOut(null);
    answer = () => json(403, { Success: false, Errors: [{ code: 'UM_01' }] });
    await expect(apiRequest('POST', '/auth/login', { body: {} })).rejects.toMatchObject({ status: 403 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
