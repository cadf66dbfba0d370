import type { z } from 'zod';
import type { ErrorCode } from '../../../shared/errors.ts';
import type { PermissionName } from '../../../shared/permissions.ts';

/**
 * Who may call a route: anybody (`public`), any signed-in user or token (`user`), holders of a
 * permission, or a person with a session only (`personal`: signing in, passwords, second factors,
 * sessions, tokens; token-auth.ts refuses a bearer token there).
 */
export type RouteAccess = 'public' | 'user' | 'personal' | { permission: PermissionName; sessionOnly?: boolean };

/** What a non-JSON answer carries (a file, a CSV export, a rendered preview). */
export interface RawAnswer {
  contentType: string | string[];
  description: string;
}

/**
 * One /api route as the OpenAPI document describes it. The schemas are the very objects the
 * handler gives parseInput (or the admin checks the answer with), so the document cannot drift
 * from what the server validates.
 */
export interface RouteDoc {
  summary: string;
  tag: string;
  access: RouteAccess;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart/form-data uploads: the file field's name (fields besides it come from `query`). */
  upload?: { field: string; extraFields?: z.ZodType };
  /** The JSON answer on success; absent: the bare `{ Success: true, Errors: [] }` envelope. */
  response?: z.ZodType;
  raw?: RawAnswer;
  /** A page that answers an anonymous visitor (401) with a page of its own rather than JSON. */
  refusal?: RawAnswer;
  /** SPEC 8 codes the route answers beyond the generic ones, by HTTP status. */
  errors?: Partial<Record<number, ErrorCode[]>>;
  example?: { body?: unknown; response?: unknown };
}

/** Routes keyed like the audit catalogue: `METHOD /api/path/:param` (Fastify's route URL). */
export type RouteCatalogue = Record<string, RouteDoc>;

export const perm = (permission: PermissionName, sessionOnly = false): RouteAccess =>
  sessionOnly ? { permission, sessionOnly } : { permission };
