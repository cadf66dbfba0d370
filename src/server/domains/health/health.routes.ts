import type { FastifyInstance } from 'fastify';
import { checkReadiness } from './readiness.service.ts';

/**
 * Probes for a load balancer or orchestrator (issue 18). `/healthz`: the process answers (no
 * database, so a slow database never gets a live instance restarted). `/readyz`: this instance
 * can serve: database reachable, migrations applied, file storage reachable; 503 with the
 * failing checks otherwise, so the balancer sends traffic elsewhere. Neither reveals more than
 * check names, and neither is cached. From the moment shutdown begins, `/readyz` answers 503
 * `{status: "stopping"}`.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Shutting down (SIGTERM): no new traffic, whatever the checks would say.
    if (app.deps.lifecycle.stopping) return reply.status(503).send({ status: 'stopping' });
    const checks = await checkReadiness(app.deps);
    const ready = Object.values(checks).every((value) => value === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
}
