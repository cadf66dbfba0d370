import type { FastifyReply } from 'fastify';

/**
 * An /api path the site's catch-all reached: the API's own 404 answer (SPEC 8 G_02, the
 * shape every API error has), so a client cannot tell it from the API's not-found handler.
 */
export function sendApiNotFound(reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json')
    .send({ Success: false, Errors: [{ code: 'G_02' }] });
}

/** Any other path the site does not render (/cmsadmin, /site-assets): a plain-text 404. */
export function sendNotFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}
