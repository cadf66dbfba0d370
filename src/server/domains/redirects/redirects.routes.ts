import type { FastifyInstance } from 'fastify';
import { redirectBody, redirectImportBody, redirectListBody } from '../../../shared/redirects/redirect-schemas.ts';
import { idParams } from '../../../shared/schemas/common.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission, requireUser } from '../auth/auth.guard.ts';
import * as service from './redirects.service.ts';

/**
 * Redirects (issue 16): every call needs manage-redirects. The public site reads them through
 * its port (pages/site-port.adapter.ts), only for addresses where no page answers.
 */
export async function redirectsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const manage = { preHandler: permission('manage-redirects') };
  // The shared HTTP caches may hold a 404 or 410 at the address a redirect now serves.
  const redirectsChanged = () => app.deps.events.changed({ reason: 'redirects' });

  app.post('/redirects/list', manage, async (request) =>
    ok({ data: await service.listRedirects(db, parseInput(redirectListBody, request.body ?? {})) }),
  );
  app.post('/redirects', manage, async (request) => {
    const body = parseInput(redirectBody, request.body);
    const created = await service.createRedirect(db, (await requireUser(request)).ID, body);
    await redirectsChanged();
    return ok({ data: created });
  });
  app.put('/redirects/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(redirectBody, request.body);
    const updated = await service.updateRedirect(db, (await requireUser(request)).ID, id, body);
    await redirectsChanged();
    return ok({ data: updated });
  });
  app.delete('/redirects/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.deleteRedirect(db, id);
    await redirectsChanged();
    return ok();
  });
  app.post('/redirects/import', manage, async (request) => {
    const { csv } = parseInput(redirectImportBody, request.body);
    const report = await service.importRedirects(db, (await requireUser(request)).ID, csv);
    await redirectsChanged();
    return ok({ data: report });
  });
  app.get('/redirects/export', manage, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="redirects.csv"')
      .send(await service.exportRedirects(db)),
  );
}
