import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BodyPool } from './body-pool.ts';
import type { DocumentPiece } from './document-pieces.ts';
import { borrowedPage, matchesEtag, type BorrowedPage, type CachedPage } from './render-cache.ts';
import { surrogateKeyHeader } from './surrogate-keys.ts';

/* How a rendered page goes out: compressed or not, with its validator and surrogate keys. */

type Encoding = 'br' | 'gzip';
/** Compressed bodies of pages, computed once per page object (weakly held): a kept page is compressed once. */
const compressedBodies = new WeakMap<CachedPage | BorrowedPage, Partial<Record<Encoding, Buffer>>>();

function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const value = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token === name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** HTML is text and compresses to about a fifth; a fast brotli level keeps renders cheap. */
function compressedBody(page: CachedPage | BorrowedPage, encoding: Encoding): Buffer {
  let bodies = compressedBodies.get(page);
  if (!bodies) compressedBodies.set(page, (bodies = {}));
  bodies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
        })
      : gzipSync(page.body, { level: 6 });
  return bodies[encoding];
}

export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage | BorrowedPage, cacheControl: string) {
  const encoding = page.body.length >= 1024 ? preferredEncoding(request.headers['accept-encoding']) : null;
  // A strong validator per representation: the compressed bytes differ from the plain ones.
  const etag = encoding ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag;
  reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControl)
    // Cookie: a consent variant must never reach another visitor through a cache (site.routes.ts, issue 18).
    .header('Vary', 'Accept-Encoding, Cookie')
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (page.keys && page.keys.length > 0) setSurrogateKeys(reply, page.keys);
  if (page.status === 200 && request.method === 'GET' && matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (!encoding) return reply.send(page.body);
  return reply.header('Content-Encoding', encoding).send(compressedBody(page, encoding));
}

/** What the response shows, for the accelerator's purges (surrogate-keys.ts). */
export function setSurrogateKeys(reply: FastifyReply, keys: readonly string[]) {
  const value = surrogateKeyHeader(keys);
  reply.header('xkey', value).header('Surrogate-Key', value);
}

/**
 * Pages that are sent and not kept (render cache off, searches, error pages, form posts): each
 * body is borrowed from a pool (body-pool.ts) and given back once its response has handed the
 * bytes to the socket.
 */
export function transientPages() {
  const bodies = new BodyPool();
  return (reply: FastifyReply, status: number, content: string | readonly DocumentPiece[], keys: readonly string[]): BorrowedPage => {
    const page = borrowedPage(status, content, keys, bodies);
    // Not on 'close' without 'finish': a write cut short may still hold the bytes; the collector takes them then.
    reply.raw.once('finish', () => bodies.release(page.body));
    return page;
  };
}
