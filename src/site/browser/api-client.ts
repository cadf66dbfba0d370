/**
 * The islands' fetch wrapper for /api. Every unsafe call needs the X-CSRF-Token that any
 * earlier /api response carried (the token is tied to the API session cookie), so the
 * token is remembered from every response and fetched with a cheap GET when missing.
 */
let csrfToken: string | undefined;

const UNSAFE = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** What came back over HTTP: the status, and the JSON body when there was one (not checked). */
export interface HttpAnswer<T> {
  status: number;
  body: T | undefined;
}

async function send<T>(method: string, path: string, body?: unknown): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (UNSAFE.has(method) && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  csrfToken = response.headers.get('x-csrf-token') ?? csrfToken;
  let parsed: T | undefined;
  try {
    parsed = (await response.json()) as T;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed };
}

/** Throws only when the network fails; HTTP errors come back as a status. */
export async function apiRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpAnswer<T>> {
  if (UNSAFE.has(method) && !csrfToken) await send('GET', '/api/settings/get');
  const result = await send<T>(method, path, body);
  // A token from an expired session is refused once; the refusal itself carries a fresh one.
  if (result.status === 403 && UNSAFE.has(method)) return send<T>(method, path, body);
  return result;
}

/** For tests. */
export function resetCsrfToken(): void {
  csrfToken = undefined;
}
