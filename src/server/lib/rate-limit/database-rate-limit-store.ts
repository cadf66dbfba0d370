import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countHit, deleteEnded, readHits } from './rate-limit.repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Roughly one call in this many also forgets ended windows, so the table stays small. */
const SWEEP_EVERY = 200;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (issue 18), so every
 * instance counts against one limit per client and route: ten forgot-password calls a minute
 * stay ten with two instances. Each route's limiter is a child named after its method and URL.
 * Registered with `skipOnError`: when the database cannot count, the request is let through
 * rather than refused (a limiter must not take the site down with the database).
 */
export function databaseRateLimitStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore {
    private readonly namespace: string;

    // The library hands its merged route options (typed loosely there); only routeInfo is read.
    constructor(options: object = {}) {
      const route = (options as StoreOptions).routeInfo;
      this.namespace = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      if (Math.random() * SWEEP_EVERY < 1) void deleteEnded(db, now).catch(() => undefined);
      countHit(db, `${this.namespace}|${key}`, now, timeWindow).then(
        ({ hits, windowEnds }) => callback(null, { current: hits, ttl: Math.max(0, windowEnds - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      readHits(db, `${this.namespace}|${key}`, now).then(
        ({ hits, windowEnds }) => callback(null, { current: hits, ttl: Math.max(0, windowEnds - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
