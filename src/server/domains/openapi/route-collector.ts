import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';

const registered = new WeakMap<AppDeps, Set<string>>();

/**
 * Records every /api route as `METHOD /api/path` (the catalogue's keys), so a test can hold the
 * registered routes against the OpenAPI document. Registered before the route plugins.
 */
export function registerRouteCollector(api: FastifyInstance): void {
  const routes = new Set<string>();
  registered.set(api.deps, routes);
  api.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    // Fastify adds a HEAD to every GET by itself; the GET describes both.
    for (const method of methods) if (method.toUpperCase() !== 'HEAD') routes.add(`${method.toUpperCase()} ${options.url ?? ''}`);
  });
}

export function registeredApiRoutes(app: FastifyInstance): string[] {
  return [...(registered.get(app.deps) ?? [])].sort();
}
