import 'fastify';
import type { AppDeps } from '../deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface Session {
    userId?: number;
    _csrf?: string;
    refreshedAt?: string;
  }
}
