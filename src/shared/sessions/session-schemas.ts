import { z } from 'zod';
import { apiResult } from '../api-types.ts';

/**
 * Session control (issue 15): a user's own signed-in sessions. `id` is an opaque public id
 * derived from the session (never its secret cookie value); `device` is the browser and
 * operating system read from the user agent, as far as it tells them.
 */
export const userSessionEntry = z.object({
  id: z.string(),
  device: z.object({ browser: z.string(), os: z.string() }),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type UserSessionEntry = z.infer<typeof userSessionEntry>;

/** GET /api/user/sessions: the current user's sessions, the most recently used first. */
export const userSessionsAnswer = apiResult.extend({ data: z.array(userSessionEntry) });
export type UserSessionsAnswer = z.infer<typeof userSessionsAnswer>;

/** DELETE /api/user/sessions/{id}. */
export const userSessionParams = z.object({
  id: z.string({ error: 'V_12' }).regex(/^[A-Za-z0-9_-]{22}$/, 'V_12'),
});

/** POST /api/user/sessions/sign-out-others: how many sessions were ended. */
export const signOutOthersAnswer = apiResult.extend({ data: z.object({ ended: z.number() }) });
