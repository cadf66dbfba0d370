import type { FastifyInstance } from 'fastify';
import { auditListBody } from '../../../shared/audit/audit-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission } from '../auth/auth.guard.ts';
import * as service from './audit.service.ts';

/** The audit log is read-only through the API: a list, nothing that edits or deletes entries. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.post('/audit/list', { preHandler: permission('view-audit-log') }, async (request) =>
    ok({ data: await service.listEntries(db, parseInput(auditListBody, request.body ?? {})) }),
  );
}
