import type { FastifyRequest } from 'fastify';

/** A share link's token is a key to unpublished content: it never goes into the logs. */
export function redactSecrets(url: string): string {
  return url.replace(/^\/share\/[^/?#]+/, '/share/[redacted]');
}

/** Fastify's request log line (method, url, host, client), with secrets in the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
