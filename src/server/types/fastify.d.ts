import 'fastify';
import type { AppDeps } from '../deps.ts';
import type { SessionActivity } from '../lib/http/session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /**
     * The account a call acted for when neither the session nor the body names it (a password
     * reset by token, the password step that leads to a second factor, the steps of a
     * half-signed-in session); the audit log records it as the user.
     */
    auditUserId?: number;
  }
  interface Session {
    userId?: number;
    _csrf?: string;
    refreshedAt?: string;
    /** Read from the session's row with it, never stored in its data (session-store.ts). */
    activity?: SessionActivity;
  }
}
