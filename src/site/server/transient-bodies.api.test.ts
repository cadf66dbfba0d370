import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/*
 * Issue 20: a page that is sent and not kept borrows its body from a pool (body-pool.ts) until
 * its response has handed the bytes to the socket. Pipelined requests on one connection make
 * answers queue in the server behind earlier ones (Node sends them in order; the client reads
 * nothing for a while), their bodies still borrowed while later requests render: each answer
 * must still carry its own page. (It fails when a body is given back as soon as it is made.)
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SITE_RENDER_CACHE: 'off' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  body: string;
}

/** Parses consecutive HTTP/1.1 responses framed by Content-Length. */
function parseAnswers(bytes: Buffer): Answer[] {
  const answers: Answer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', at);
    if (headEnd === -1) break;
    const head = bytes.subarray(at, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const status = Number(head.slice(9, 12));
    answers.push({ status, body: bytes.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8') });
    at = headEnd + 4 + length;
  }
  return answers;
}

/** Sends every request on one connection at once and reads nothing until `holdMs` has passed. */
async function pipelined(paths: string[], holdMs: number): Promise<Answer[]> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.pause();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const requests = paths.map((path, index) => {
    const last = index === paths.length - 1;
    return `GET ${path} HTTP/1.1\r\nHost: cms.test\r\n${last ? 'Connection: close\r\n' : ''}\r\n`;
  });
  socket.write(requests.join(''));
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.resume();
  await closed;
  return parseAnswers(Buffer.concat(chunks));
}

describe('pages that are not kept', () => {
  it('each answer of pipelined requests carries its own page while earlier answers wait unread', async () => {
    const paths = ['/', '/contact', '/en-gb', '/does-not-exist', '/en-gb/search?q=bat'];
    const expected = new Map<string, Answer>();
    for (const path of paths) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expected.set(path, { status: response.status, body: await response.text() });
    }
    expect(expected.get('/')!.body.length).toBeGreaterThan(30_000);
    expect(expected.get('/does-not-exist')!.status).toBe(404);
    const sent = Array.from({ length: 40 }, (_, index) => paths[index % paths.length]!);
    const answers = await pipelined(sent, 300);
    expect(answers).toHaveLength(sent.length);
    answers.forEach((answer, index) => {
      const wanted = expected.get(sent[index]!)!;
      expect({ index, status: answer.status }).toEqual({ index, status: wanted.status });
      expect(answer.body === wanted.body, `answer ${index} (${sent[index]}) is its own page`).toBe(true);
    });
  });
});
