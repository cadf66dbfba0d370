import path from 'node:path';
import { z } from 'zod';
import { MEDIA_MAX_UPLOAD_BYTES } from '../shared/media/media-dto.ts';
import { parseTrustProxy, type TrustProxy } from './lib/http/trust-proxy.ts';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), 'DATABASE_URL must be a postgres:// URL'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CMS <no-reply@localhost>'),
  PUBLIC_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => parseTrustProxy(value, false) !== null,
      'TRUST_PROXY must be false, true, a hop count or proxy addresses (IPs or CIDR ranges, comma-separated)',
    ),
  INACTIVITY_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  /** A login lasts at most this many hours, however active (the server's absolute session lifetime). */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** SPEC 9: media files up to 100 MB; configurable so deployments (and tests) can lower it. */
  SITE_RENDER_CACHE: z.enum(['on', 'off']).default('on'),
  MEDIA_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .default(MEDIA_MAX_UPLOAD_BYTES),
  /** Both set: the contact form uses Google reCAPTCHA instead of the self-hosted proof of work. */
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Every save is a version: the drafts kept per page besides every published version (oldest go first). */
  VERSION_DRAFT_RETENTION: z.coerce.number().int().min(0).max(100_000).default(50),
  /** Saves of one user within this many minutes fold into one history entry (0: never fold). */
  VERSION_FOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(5),
  /** Audit log entries older than this many days are removed (0: kept for ever). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(100_000).default(365),
  /** How often the scheduler looks for due scheduled publications and unpublications (ms). */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
  /** A host script (a .js file inside DATA_DIR) the admin loads to add menu items (README: Extending the admin). */
  ADMIN_EXTENSION_SCRIPT: z.string().optional(),
  /** "false": start without the demo website (it is seeded only into a database without pages anyway). */
  SEED_DEMO: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionSecret: string | undefined;
  inactivityMinutes: number;
  /** The absolute lifetime of a login, in hours (the idle limit is inactivityMinutes). */
  sessionMaxHours: number;
  /** The largest media library upload, in bytes (ML_01 above it). */
  mediaMaxUploadBytes: number;
  /** Off only to measure rendering without the cache (bench/site-bench.ts). */
  siteRenderCache: boolean;
  /** Whether main.ts seeds the demo website on a database without pages. */
  seedDemo: boolean;
  /** Page history (page-versions.service.ts): drafts kept per page, and the folding window of saves. */
  versionHistory: { draftRetention: number; foldMinutes: number };
  /** Days an audit log entry is kept (0: for ever); cleaned at start and daily. */
  auditRetentionDays: number;
  /** How often the scheduler runs due schedules (SCHEDULER_INTERVAL_MS; it also runs at start). */
  schedulerIntervalMs: number;
  logLevel: string;
  /** Absolute path of the host script served at /cmsadmin/extensions.js; absent: none. */
  adminExtensionScript: string | undefined;
  /** Only when both keys are configured; absent means no outside bot-check service is used. */
  recaptcha: { siteKey: string; secret: string } | undefined;
  /** Cookies get the Secure flag only when the public URL is https. */
  secureCookies: boolean;
  /** Which reverse proxies' X-Forwarded-* headers are believed (protocol, client address): none, a hop count, or their addresses. */
  trustProxy: TrustProxy;
  production: boolean;
}

/** Parses the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const adminExtensionScript = resolveExtensionScript(dataDir, values.ADMIN_EXTENSION_SCRIPT);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL || undefined,
    adminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    smtpUrl: values.SMTP_URL || undefined,
    mailFrom: values.MAIL_FROM,
    publicUrl,
    sessionSecret: values.SESSION_SECRET,
    inactivityMinutes: values.INACTIVITY_MINUTES,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    mediaMaxUploadBytes: values.MEDIA_MAX_UPLOAD_BYTES,
    siteRenderCache: values.SITE_RENDER_CACHE === 'on',
    seedDemo: values.SEED_DEMO !== 'false',
    versionHistory: { draftRetention: values.VERSION_DRAFT_RETENTION, foldMinutes: values.VERSION_FOLD_MINUTES },
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    schedulerIntervalMs: values.SCHEDULER_INTERVAL_MS,
    logLevel: values.LOG_LEVEL,
    adminExtensionScript,
    recaptcha:
      values.RECAPTCHA_SITE_KEY && values.RECAPTCHA_SECRET
        ? { siteKey: values.RECAPTCHA_SITE_KEY, secret: values.RECAPTCHA_SECRET }
        : undefined,
    secureCookies: publicUrl.startsWith('https://'),
    // The server speaks plain HTTP only, so an https public URL means a TLS-terminating proxy
    // in front; without trusting its X-Forwarded-Proto the session plugin sees an insecure
    // connection and never sets the Secure cookie, and nobody can log in.
    trustProxy: parseTrustProxy(values.TRUST_PROXY, publicUrl.startsWith('https://')) ?? false,
    production: values.NODE_ENV === 'production',
  };
}

/**
 * DATABASE_URL alone, checked like loadConfig does: the test app chooses its database (and a
 * schema of its own on PostgreSQL) before it builds the rest of its configuration.
 */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return loadConfig({ DATABASE_URL: env.DATABASE_URL }).databaseUrl;
}

/** ADMIN_EXTENSION_SCRIPT: a .js file inside DATA_DIR (relative to it, or absolute). */
function resolveExtensionScript(dataDir: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const resolved = path.resolve(dataDir, value);
  const relative = path.relative(dataDir, resolved);
  if (!resolved.endsWith('.js') || relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`Invalid configuration:\n  ADMIN_EXTENSION_SCRIPT: must be a .js file inside DATA_DIR (${dataDir}), got ${value}`);
  }
  return resolved;
}
