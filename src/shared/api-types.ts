import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './locales.ts';
import { PERMISSIONS } from './permissions.ts';

/**
 * The user and role answers, written once as zod schemas: the server builds the types, the
 * admin checks the answers against the schemas where they enter it (`checkedApi`).
 */
export const permissionDto = z.object({
  name: z.enum(PERMISSIONS),
  parameters: z.record(z.string(), z.unknown()).nullable().optional(),
});

const userProfileDto = z.object({ name: z.string(), jobTitle: z.string(), image: z.string().nullable() });

/** SPEC 3 User (session). ID 0 means nobody is logged in. */
export const sessionUser = z.object({
  ID: z.number(),
  email: z.string(),
  role: z.object({ id: z.number(), name: z.string(), permissions: z.array(permissionDto) }),
  profile: userProfileDto,
  language: z.enum(INTERFACE_LANGUAGES),
});
export type SessionUser = z.output<typeof sessionUser>;

export const userSummary = z.object({
  ID: z.number(),
  email: z.string(),
  role: z.object({ id: z.number(), name: z.string() }),
  profile: userProfileDto,
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserSummary = z.output<typeof userSummary>;

export const roleSummary = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(permissionDto),
  userCount: z.number(),
  system: z.boolean(),
  /** Its users must sign in with a second factor (issue 15). */
  requireTwoFactor: z.boolean().optional(),
});
export type RoleSummary = z.output<typeof roleSummary>;

/**
 * A call that reports success: every 2xx answer is `{Success: true, Errors: []}` plus its own
 * keys, which pass through.
 */
export const apiResult = z.looseObject({ Success: z.boolean() });

/** GET /user/{id}, POST /user, PUT /user/{id}. */
export const userAnswer = apiResult.extend({ user: userSummary });
/** PUT /user/{id}/image. */
export const userImageAnswer = apiResult.extend({ data: userSummary });
/** GET /role/list. */
export const roleListAnswer = apiResult.extend({ data: z.object({ items: z.array(roleSummary) }) });
/** GET /role/permissions. */
export const permissionListAnswer = apiResult.extend({ data: z.object({ items: z.array(z.enum(PERMISSIONS)) }) });
/** POST /auth/login and /auth/refresh-session. */
export const loginAnswer = apiResult.extend({ User: sessionUser });
/** POST /auth/user: the session user, or `{ID: 0}` when nobody is logged in. */
export const sessionAnswer = z.union([sessionUser, z.object({ ID: z.literal(0) })]);
