import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A Content-Security-Policy as directive name → sources (the shape helmet takes). */
export type CspDirectives = Record<string, string[]>;

/** Browser features none of our pages uses; denied for the page and every frame in it. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=()';

/** One year, the usual HSTS lifetime; subdomains are left to their own hosts. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The admin single-page app: its own script (and the host's extension script, also served from
 * /cmsadmin) and stylesheet, nothing inline; blob: images for a picked profile photo's preview.
 * It frames nothing and is framed by nobody.
 */
export const ADMIN_CSP: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** API answers are data, never documents: should one be opened as a page, it may run nothing. */
export const API_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * An uploaded document (PDF, office file, text) served from our origin: a unique origin with no
 * script, so even a crafted file opened in the browser can reach nothing of ours.
 */
export const DOCUMENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeadersOptions {
  directives: CspDirectives;
  /** PUBLIC_URL is https: send HSTS and upgrade any http subresource. */
  https: boolean;
  referrerPolicy: 'no-referrer' | 'same-origin' | 'strict-origin-when-cross-origin';
}

/** helmet's options for one part of the application. */
export function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.https ? { ...options.directives, 'upgrade-insecure-requests': [] } : options.directives,
    },
    strictTransportSecurity: options.https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    // The CSP's frame-ancestors says it for current browsers, X-Frame-Options for older ones.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: options.referrerPolicy },
    // Would stop the site's consented video frames, which send no CORP header.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Security headers on every answer of a scope (route plugin) of the application: CSP, framing,
 * nosniff, referrer policy, HSTS over https (helmet), plus Permissions-Policy, which helmet
 * leaves out. A nested scope registering its own replaces them for its routes.
 */
export async function registerSecurityHeaders(scope: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = { ...helmetHeaders(helmetOptions(options)), 'Permissions-Policy': PERMISSIONS_POLICY };
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets for these options, found once. @fastify/helmet builds helmet's
 * middleware anew on every request (a few percent of an uncached page's time, issue 20); without
 * CSP nonces the headers are the same for every answer, so they are recorded from one run of
 * helmet's own middleware and set as they are.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/** What an answer from outside every part (or sent before its part's headers) gets: it may run and load nothing. */
export const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sets the fallback headers an answer lacks; headers a part set are left as they are. */
export function setFallbackSecurityHeaders(reply: FastifyReply): void {
  if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff');
  if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', FALLBACK_CSP);
}

/**
 * A last line on the root instance: answers no part's headers reached (a CSRF refusal sent
 * before the API's headers were set, a 404 outside every part) still get nosniff, no framing
 * and a CSP. Answers through `frameworkErrors` run no hooks; app.ts sets them there itself.
 */
export function registerFallbackSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    setFallbackSecurityHeaders(reply);
    return payload;
  });
}
