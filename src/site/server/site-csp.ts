import { createHash } from 'node:crypto';
import { RECAPTCHA_FRAME_SOURCES, RECAPTCHA_SCRIPT_SOURCES } from '../browser/contact/bot-check.ts';
import { VIDEO_PLAYER_ORIGINS } from '../browser/video/video-embed.ts';
import { criticalCss } from './critical-css.ts';

/** A Content-Security-Policy as directive name → sources (the shape @fastify/helmet takes). */
export type CspDirectives = Record<string, string[]>;

export interface SiteCspOptions {
  /** reCAPTCHA is configured: the contact form loads Google's script and frame. */
  recaptcha: boolean;
}

/**
 * What a public page may load, and nothing else. The one thing a page inlines is the critical
 * stylesheet (critical-css.ts), allowed by its hash: it is the same for every page and every
 * process start, so the render cache can keep whole pages (a per-response nonce could not).
 * Scripts are the islands from /site-assets; frames are the video players, which load only
 * after marketing consent, and reCAPTCHA when configured. Never framed by anyone.
 */
export function siteContentSecurityPolicy(options: SiteCspOptions): CspDirectives {
  const cssHash = `'sha256-${createHash('sha256').update(criticalCss()).digest('base64')}'`;
  const recaptchaScripts = options.recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [];
  const recaptchaFrames = options.recaptcha ? RECAPTCHA_FRAME_SOURCES : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...recaptchaScripts],
    'style-src': ["'self'", cssHash],
    // data: for the inline favicon (SiteDocument.tsx).
    'img-src': ["'self'", 'data:'],
    'frame-src': [...VIDEO_PLAYER_ORIGINS, ...recaptchaFrames],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}
