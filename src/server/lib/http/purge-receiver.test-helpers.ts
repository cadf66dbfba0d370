import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request an accelerator received: a PURGE and the keys in its xkey-purge header. */
export interface ReceivedPurge {
  method: string;
  url: string;
  keys: string;
}

/** A real HTTP server standing in for an accelerator (CACHE_PURGE_URLS): records what arrives. */
export async function startPurgeReceiver(status = () => 200) {
  const received: ReceivedPurge[] = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', keys: String(request.headers['xkey-purge'] ?? '') });
    response.statusCode = status();
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
