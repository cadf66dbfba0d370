/**
 * Google reCAPTCHA, used only when an operator sets both RECAPTCHA_SITE_KEY and
 * RECAPTCHA_SECRET; otherwise the self-hosted proof of work is used and nothing outside is
 * ever contacted.
 */
export interface RecaptchaConfig {
  siteKey: string;
  secret: string;
}

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type FetchLike = (
  url: string,
  init: { method: string; body: URLSearchParams; signal?: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export async function verifyRecaptcha(
  config: RecaptchaConfig,
  token: string,
  remoteIp: string | undefined,
  fetchImpl: FetchLike = fetch,
): Promise<boolean> {
  const body = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const response = await fetchImpl(VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    // Google unreachable: refuse rather than let everything through.
    return false;
  }
}
