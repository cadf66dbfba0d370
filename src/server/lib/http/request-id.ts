import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a load balancer's id may look like: short, and nothing that could confuse a log reader. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id every log line of a request carries (issue 18): the load balancer's
 * `X-Request-Id` when it sends a sensible one, so one request can be followed across nginx and
 * the instances, else a fresh UUID. The answer names it in `X-Request-Id` too. Only behind a
 * proxy the configuration trusts (TRUST_PROXY): without one, the header comes from whoever
 * connects, who must not pick ids that collide with other people's requests in the logs.
 */
export function requestIdGenerator(behindTrustedProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    if (!behindTrustedProxy) return randomUUID();
    const sent = request.headers['x-request-id'];
    const value = Array.isArray(sent) ? sent[0] : sent;
    return value !== undefined && ACCEPTED_ID.test(value) ? value : randomUUID();
  };
}
