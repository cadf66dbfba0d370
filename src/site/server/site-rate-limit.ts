import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * Where the site's own limiters (server-rendered search, share links) count, given by the
 * server (app.ts): on PostgreSQL a store in the database that every instance shares, so a
 * client's limit stays one limit behind a load balancer (issue 18); absent, the library's
 * in-memory counters (SQLite: one process). Keyed by client address (request.ip, which follows
 * a trusted proxy's X-Forwarded-For).
 */
export type SiteRateLimitStore = Pick<RateLimitPluginOptions, 'store' | 'skipOnError'>;
