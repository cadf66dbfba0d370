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
  /** A search-index job's holder that has not renewed its lease for this long is taken over by another instance (ms). */
  SEARCH_JOB_LEASE_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  /** Webhooks (issue 19): hosts endpoints may use; empty: any public host. Listed hosts may be private (README: Webhooks). */
  WEBHOOK_ALLOWED_HOSTS: z.string().optional(),
  /** Webhooks: private hosts allowed besides every public one (the same as WEBHOOK_ALLOWED_HOSTS=*,<hosts>). */
  WEBHOOK_ALLOWED_PRIVATE_HOSTS: z.string().optional(),
  /** Webhooks: how often the delivery queue looks for due deliveries (ms). */
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  /** Webhooks: the wait before the first retry (ms); doubled each time, at most an hour. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** Webhooks: how long one attempt may take (ms). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** On SIGTERM, the process exits at the latest this long after the signal (ms). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** A host script (a .js file inside DATA_DIR) the admin loads to add menu items (README: Extending the admin). */
  ADMIN_EXTENSION_SCRIPT: z.string().optional(),
  /** "false": start without the demo website (it is seeded only into a database without pages anyway). */
  SEED_DEMO: z.string().optional(),
  /** Where media and profile images live: `local` (DATA_DIR/files) or `s3` (an S3-compatible bucket, S3_*). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z
    .string()
    .optional()
    .refine((value) => !value || /^https?:\/\/[^/]+/.test(value), 'S3_ENDPOINT must be an http:// or https:// URL'),
  S3_BUCKET: z
    .string()
    .optional()
    .refine(
      (value) => !value || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
      'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, . and -)',
    ),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PREFIX: z
    .string()
    .optional()
    .refine(
      (value) =>
        !value ||
        (/^\/*[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/*$/.test(value) && !value.split('/').some((part) => part === '.' || part === '..')),
      'S3_PREFIX must be a folder path such as cms or sites/cms',
    ),
  /** Issue 18: HTTP accelerators to purge on content changes (comma-separated base URLs, e.g. http://127.0.0.1:6081/). */
  CACHE_PURGE_URLS: z
    .string()
    .optional()
    .refine(
      (value) => !value || value.split(',').every((url) => !url.trim() || URL.canParse(url.trim())),
      'CACHE_PURGE_URLS must be comma-separated http(s) URLs',
    ),
  /** How long a shared cache may keep a public page (s-maxage, seconds). */
  CACHE_S_MAXAGE: z.coerce.number().int().min(0).max(31_536_000).default(300),
  /** How long a shared cache may serve a stale page while it refetches (stale-while-revalidate, seconds). */
  CACHE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(31_536_000).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      prefix: string;
    };

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
  /** SEARCH_JOB_LEASE_MS: the lease of a search-index job's holder. */
  searchJobLeaseMs: number;
  /** WEBHOOK_*: the webhook delivery queue (allowed hosts, null: any public host). */
  webhooks: { allowedHosts: string[] | null; intervalMs: number; retryBaseMs: number; timeoutMs: number };
  /** SHUTDOWN_TIMEOUT_MS: SIGTERM ends the process within this (forced after it). */
  shutdownTimeoutMs: number;
  logLevel: string;
  /** Where media and profile images live (MEDIA_STORAGE and S3_*). */
  mediaStorage: MediaStorageConfig;
  /** Absolute path of the host script served at /cmsadmin/extensions.js; absent: none. */
  adminExtensionScript: string | undefined;
  /** Only when both keys are configured; absent means no outside bot-check service is used. */
  recaptcha: { siteKey: string; secret: string } | undefined;
  /** Cookies get the Secure flag only when the public URL is https. */
  secureCookies: boolean;
  /** Which reverse proxies' X-Forwarded-* headers are believed (protocol, client address): none, a hop count, or their addresses. */
  trustProxy: TrustProxy;
  production: boolean;
  /** Issue 18: HTTP caching of the public site (README: HTTP caching). */
  httpCache: { purgeUrls: string[]; sharedMaxAge: number; staleWhileRevalidate: number };
}

/**
 * The hosts webhooks may reach, as lower-case entries (`*`: every public host); null when neither
 * variable is set (every public host, nothing private).
 */
function webhookHosts(allowed: string | undefined, privateHosts: string | undefined): string[] | null {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
  const hosts = list(allowed);
  const extra = list(privateHosts);
  if (hosts.length === 0 && extra.length === 0) return null;
  // Private hosts come on top of the public ones (unless WEBHOOK_ALLOWED_HOSTS narrows those).
  return [...new Set([...(hosts.length === 0 ? ['*'] : hosts), ...extra])];
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
    searchJobLeaseMs: values.SEARCH_JOB_LEASE_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    webhooks: {
      allowedHosts: webhookHosts(values.WEBHOOK_ALLOWED_HOSTS, values.WEBHOOK_ALLOWED_PRIVATE_HOSTS),
      intervalMs: values.WEBHOOK_INTERVAL_MS,
      retryBaseMs: values.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: values.WEBHOOK_TIMEOUT_MS,
    },
    logLevel: values.LOG_LEVEL,
    mediaStorage: mediaStorageFrom(values),
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
    httpCache: {
      purgeUrls: (values.CACHE_PURGE_URLS ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
      sharedMaxAge: values.CACHE_S_MAXAGE,
      staleWhileRevalidate: values.CACHE_STALE_WHILE_REVALIDATE,
    },
  };
}

/**
 * DATABASE_URL alone, checked like loadConfig does: the test app chooses its database (and a
 * schema of its own on PostgreSQL) before it builds the rest of its configuration.
 */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return loadConfig({ DATABASE_URL: env.DATABASE_URL }).databaseUrl;
}

/** MEDIA_STORAGE with the S3_* variables; a combination that cannot work stops the start with a clear message. */
function mediaStorageFrom(values: z.infer<typeof environment>): MediaStorageConfig {
  const s3Names = [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PREFIX',
  ] as const;
  const fail = (message: string): never => {
    throw new Error(`Invalid configuration:\n  ${message}`);
  };
  if (values.MEDIA_STORAGE === 'local') {
    const stray = s3Names.filter((name) => values[name]);
    // Set S3 variables with local storage would quietly keep files on this machine's disk.
    if (stray.length > 0)
      fail(`${stray.join(', ')} set but MEDIA_STORAGE is local: set MEDIA_STORAGE=s3 to use the bucket, or remove them`);
    return { kind: 'local' };
  }
  if (!values.S3_BUCKET) fail('MEDIA_STORAGE=s3 needs S3_BUCKET');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both out to use the AWS credential chain)');
  }
  const endpoint = values.S3_ENDPOINT?.replace(/\/+$/, '') || undefined;
  return {
    kind: 's3',
    endpoint,
    bucket: values.S3_BUCKET!,
    region: values.S3_REGION || 'us-east-1',
    accessKeyId: values.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY || undefined,
    // Self-hosted servers (MinIO, s3rver) answer path-style; AWS itself prefers virtual-hosted.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ? values.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
    prefix: values.S3_PREFIX?.replace(/^\/+|\/+$/g, '') ?? '',
  };
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
