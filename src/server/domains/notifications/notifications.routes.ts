import type { FastifyInstance } from 'fastify';
import { markNotificationsReadBody, notificationListQuery } from '../../../shared/notifications/notification-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, requireUser } from '../auth/auth.guard.ts';
import * as service from './notifications.service.ts';

/** The logged-in user's own notifications; nobody reads or marks anyone else's. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const loggedIn = { preHandler: authenticated };

  app.get('/notifications', loggedIn, async (request) => {
    const query = parseInput(notificationListQuery, request.query);
    const user = await requireUser(request);
    return ok({ data: await service.listNotifications(db, user.ID, query) });
  });

  // Polled by the admin's navigation: one indexed count, nothing else.
  app.get('/notifications/unread-count', { ...loggedIn, config: { passiveSession: true } }, async (request) => {
    const user = await requireUser(request);
    return ok({ data: { unreadCount: await service.unreadCount(db, user.ID) } });
  });

  app.post('/notifications/read', loggedIn, async (request) => {
    // An empty body marks all, like `{}`.
    const { ids } = parseInput(markNotificationsReadBody, request.body ?? {});
    const user = await requireUser(request);
    return ok({ data: { unreadCount: await service.markRead(db, user.ID, ids) } });
  });
}
