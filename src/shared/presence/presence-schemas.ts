import { z } from 'zod';

/** One browser tab's id for presence: chosen by the tab (a UUID), never trusted for anything else. */
export const presenceClientId = z
  .string({ error: 'V_12' })
  .min(8, 'V_12')
  .max(64, 'V_14')
  .regex(/^[A-Za-z0-9-]+$/, 'V_12');

/** POST /api/page/{id}/presence: this tab has the page open (and whether it has unsaved changes). */
export const presenceHeartbeatBody = z.object({
  clientId: presenceClientId,
  unsaved: z.boolean({ error: 'V_12' }).default(false),
});
export type PresenceHeartbeatBody = z.input<typeof presenceHeartbeatBody>;

/** POST /api/page/{id}/presence/leave: this tab closed the page. */
export const presenceLeaveBody = z.object({ clientId: presenceClientId });

/** Another user with the page open: since when, and whether they have unsaved changes. */
export const pagePresenceEntry = z.object({
  userId: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  openedAt: z.string(),
  unsaved: z.boolean(),
});
export type PagePresenceEntry = z.infer<typeof pagePresenceEntry>;

/** The answer to a heartbeat: the other users who have the page open now (the caller left out). */
export const pagePresenceAnswer = z.object({ others: z.array(pagePresenceEntry) });
export type PagePresenceAnswer = z.infer<typeof pagePresenceAnswer>;
