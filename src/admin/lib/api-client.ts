import type { z } from 'zod';
import type { ApiError } from '../../shared/errors.ts';
import { useAuthStore } from '../features/auth/auth-state.ts';

/** Root of every API call; the server serves the admin and the API from one origin. */
export const API_ROOT = '/api';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * The server rotates its CSRF token and sends the current one on every response, so we
 * keep the latest one seen and send it back on every unsafe call.
 */
let latestCsrfToken: string | null = null;

export function currentCsrfToken(): string | null {
  return latestCsrfToken;
}

/** A non-2xx answer. `errors` holds the SPEC 8 codes the server sent (or G_01 when it sent none). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly body: unknown,
  ) {
    super(`API request failed with status ${status}: ${errors.map((error) => error.code).join(', ')}`);
    this.name = 'ApiRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Auth calls whose 401 is an answer, not a lost session: a wrong login (AUTH_01), the session
 * check, the refresh (which reloads on failure) and the logout (which clears the state itself).
 */
const AUTH_PATHS = new Set(['/auth/login', '/auth/user', '/auth/refresh-session', '/auth/logout']);

/**
 * A 401 from any other call means the server session is gone (expired, or ended elsewhere):
 * mark the user logged out with reason 'expired', so the route guard sends them to the login
 * screen, which says why.
 */
function handleUnauthorized(path: string): void {
  if (AUTH_PATHS.has(path)) return;
  const auth = useAuthStore.getState();
  // Not logged in (yet): nothing to end, and an earlier logout reason is kept.
  if (auth.authenticated !== true) return;
  auth.loggedOut('expired');
}

export interface RequestOptions<T = unknown> {
  /** JSON body, or FormData for uploads (the browser sets the multipart boundary). */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /**
   * The shared schema of the answer. When given, the answer is checked where it enters the
   * admin: one that does not match (a server and admin of different versions, a proxy's error
   * page) fails as {@link ApiResponseShapeError} instead of breaking a screen later.
   */
  response?: z.ZodType<T>;
}

/** A 2xx answer whose body does not have the shape the shared schema describes. */
export class ApiResponseShapeError extends ApiRequestError {
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
    body: unknown,
  ) {
    super(200, [{ code: 'G_01' }], body);
    this.name = 'ApiResponseShapeError';
    this.message = `Unexpected answer from ${path}: ${issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`;
  }
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_ROOT}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Keeps only well-formed `{code, property}` entries so the UI never renders garbage. */
export function readApiErrors(body: unknown): ApiError[] {
  const raw = (body as { Errors?: unknown } | null)?.Errors;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): ApiError[] => {
    const code = (entry as { code?: unknown })?.code;
    if (typeof code !== 'string') return [];
    const property = (entry as { property?: unknown }).property;
    // Unknown codes are kept (cast) so the formatter can show "Error (code: X)".
    const error: ApiError = { code: code as ApiError['code'] };
    // Nested properties ("profile.name") belong to the form field named by the last part.
    if (typeof property === 'string') error.property = property.split('.').pop() ?? property;
    return [error];
  });
}

const READ_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;
/** How long a prefetched answer waits to be taken before it counts as stale. */
const PREFETCH_TTL_MS = 10_000;
const prefetched = new Map<string, Promise<Response>>();

/**
 * Starts a GET now whose answer the next apiRequest('GET', path) takes instead of asking again
 * (issue 20: the editor's page data is fetched during the session check, not after it). Only a
 * successful answer is taken: a 401 of someone not yet logged in is asked again after the login.
 */
export function prefetchGet(path: string): void {
  const url = buildUrl(path, undefined);
  if (prefetched.has(url)) return;
  const request = fetch(url, { method: 'GET', headers: READ_HEADERS, credentials: 'same-origin' });
  // A failed prefetch is simply not used; the screen's own request reports the failure.
  request.catch(() => undefined);
  prefetched.set(url, request);
  setTimeout(() => {
    if (prefetched.get(url) === request) prefetched.delete(url);
  }, PREFETCH_TTL_MS);
}

async function takePrefetched(url: string): Promise<Response | null> {
  const request = prefetched.get(url);
  if (!request) return null;
  prefetched.delete(url);
  const response = await request.catch(() => null);
  return response?.ok ? response : null;
}

/** Keeps the token an answer carried (every /api answer carries the session's current one). */
export function keepCsrfToken(token: string | null): void {
  if (token) latestCsrfToken = token;
}

function keepResponseCsrfToken(response: Response): Response {
  keepCsrfToken(response.headers.get('X-CSRF-Token'));
  return response;
}

/** Whether an answer is the server's CSRF refusal (G_03), made before the call did anything. */
function isCsrfRefusal(response: Response, payload: unknown): boolean {
  return response.status === 403 && readApiErrors(payload).some((error) => error.code === 'G_03');
}

/** Takes the current session's token (every /api answer carries it). */
async function renewCsrfToken(): Promise<void> {
  keepResponseCsrfToken(
    await fetch(buildUrl('/settings/get', undefined), { method: 'GET', headers: READ_HEADERS, credentials: 'same-origin' }),
  );
}

/**
 * Whether a call refused for its CSRF token is sent once more: only while nobody is logged in
 * here (the login, the password and second-factor steps). The token held can be another
 * session's: a heartbeat answered after the logout that replaced its session leaves that
 * session's token as the latest seen, and the login after it was refused. A logged-in screen's
 * call refused so is answered as it is ("reload the page"): its session changed under it (a
 * logout or login in another tab), and sending it again would act as whoever is logged in now.
 */
function retriesCsrfRefusal(): boolean {
  return useAuthStore.getState().authenticated !== true;
}

async function send(method: Method, url: string, body: BodyInit | undefined, contentType: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = { ...READ_HEADERS };
  if (contentType) headers['Content-Type'] = contentType;
  if (UNSAFE_METHODS.has(method) && latestCsrfToken) headers['X-CSRF-Token'] = latestCsrfToken;
  return keepResponseCsrfToken(await fetch(url, { method, headers, body, credentials: 'same-origin', signal }));
}

async function readPayload(response: Response): Promise<unknown> {
  const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
  return isJson ? await response.json().catch(() => null) : null;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  let body: BodyInit | undefined;
  let contentType: string | null = null;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    contentType = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  const early = method === 'GET' && !options.signal ? await takePrefetched(url) : null;
  const sentToken = latestCsrfToken;
  let response = early ? keepResponseCsrfToken(early) : await send(method, url, body, contentType, options.signal);
  let payload = await readPayload(response);
  // Refused for its token before anything ran: sent once more with the token the refusal carried
  // (the session's current one), or a fresh one when it carried none.
  if (isCsrfRefusal(response, payload) && retriesCsrfRefusal()) {
    if (latestCsrfToken === sentToken) await renewCsrfToken();
    response = await send(method, url, body, contentType, options.signal);
    payload = await readPayload(response);
  }
  if (!response.ok) {
    const errors = readApiErrors(payload);
    if (response.status === 401) handleUnauthorized(path);
    throw new ApiRequestError(response.status, errors.length > 0 ? errors : [{ code: 'G_01' }], payload);
  }
  if (options.response) {
    const checked = options.response.safeParse(payload);
    if (!checked.success) throw new ApiResponseShapeError(path, checked.error.issues, payload);
    return checked.data;
  }
  return payload as T;
}

/**
 * The admin's calls: every answer is checked against a shared zod schema where it enters (see
 * {@link RequestOptions.response}); the result's type is the schema's output type. There is
 * deliberately no unchecked variant.
 */
export const checkedApi = {
  get: <T>(response: z.ZodType<T>, path: string, query?: RequestOptions['query']) => apiRequest<T>('GET', path, { query, response }),
  post: <T>(response: z.ZodType<T>, path: string, body: unknown = {}) => apiRequest<T>('POST', path, { body, response }),
  put: <T>(response: z.ZodType<T>, path: string, body: unknown = {}) => apiRequest<T>('PUT', path, { body, response }),
  delete: <T>(response: z.ZodType<T>, path: string) => apiRequest<T>('DELETE', path, { response }),
};

/** The errors to show for any thrown value: the server's codes, or G_01 for network failures. */
export function errorsFromUnknown(error: unknown): ApiError[] {
  if (error instanceof ApiRequestError) return error.errors;
  return [{ code: 'G_01' }];
}
