import { describe, expect, it } from 'vitest';
import { BodyPool } from './body-pool.ts';
import { beforeBodyEnd, EncodedText, encodePage, joinPieces } from './document-pieces.ts';

const utf8Bytes = (text: string) => encodePage([text]).body;

describe('utf8Bytes', () => {
  it('gives the bytes Buffer.from gives, for ASCII, Latin-1, astral and lone surrogates, short and long', () => {
    const texts = ['', 'plain', 'café ë', '▾ ✓ ’ ↑ 🦦', 'lone \ud800 half', 'x'.repeat(400_000) + '🦦', '€'.repeat(200_000)];
    for (const text of texts) expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('returns buffers that do not share the scratch space', () => {
    const first = utf8Bytes('first page');
    const second = utf8Bytes('other text');
    expect(first.toString('utf8')).toBe('first page');
    expect(second.toString('utf8')).toBe('other text');
  });
});

describe('document pieces', () => {
  const kept = new EncodedText('<header>Thema’s ▾</header>');
  const pieces = ['<!doctype html><html><body>', kept, '<main>café</main>', new EncodedText('<footer>↑</footer>'), '</body></html>'];

  it('encode to the bytes of their joined text', () => {
    const text = joinPieces(pieces);
    expect(text).toBe('<!doctype html><html><body><header>Thema’s ▾</header><main>café</main><footer>↑</footer></body></html>');
    expect(encodePage(pieces).body.equals(Buffer.from(text, 'utf8'))).toBe(true);
    const large = [...pieces, 'x'.repeat(400_000)];
    expect(encodePage(large).body.equals(Buffer.from(joinPieces(large), 'utf8'))).toBe(true);
    expect(encodePage(large).etag).toBe(encodePage(large).etag);
  });

  it('encode into a borrowed body the same bytes and ETag, and a body given back is lent again', () => {
    const pool = new BodyPool();
    const own = encodePage(pieces);
    const borrowed = encodePage(pieces, pool);
    expect(borrowed.body.equals(own.body)).toBe(true);
    expect(borrowed.etag).toBe(own.etag);
    const other = encodePage(['<p>another page</p>'], pool);
    expect(other.body.buffer).not.toBe(borrowed.body.buffer);
    expect(borrowed.body.equals(own.body)).toBe(true);
    pool.release(borrowed.body);
    const again = encodePage(['<p>a third</p>'], pool);
    expect(again.body.buffer).toBe(borrowed.body.buffer);
    expect(again.body.toString('utf8')).toBe('<p>a third</p>');
  });

  it('have an ETag that follows every byte, kept pieces by their digest', () => {
    expect(encodePage(['<p>plain</p>']).etag).toBe(encodePage(['<p>plain</p>']).etag);
    expect(encodePage(['<p>plain</p>']).etag).toMatch(/^"[\w-]{27}"$/);
    const tags = new Set(
      [
        pieces,
        ['<!doctype html><html><body>', new EncodedText('<header>Thema’s ▿</header>'), ...pieces.slice(2)],
        [...pieces.slice(0, 2), '<main>cafe</main>', ...pieces.slice(3)],
        [...pieces.slice(0, 4), '</body></html>\n'],
        ['<p>pl', 'ain</p>'],
        ['<p>plain</p>'],
      ].map((variant) => encodePage(variant).etag),
    );
    expect(tags.size).toBe(6);
    expect(encodePage([new EncodedText('<p>x</p>')]).etag).toBe(encodePage([new EncodedText('<p>x</p>')]).etag);
  });

  it('take markup before the last </body>, also when a kept piece holds it, or at the end without one', () => {
    expect(joinPieces(beforeBodyEnd(pieces, '<img>'))).toBe(joinPieces(pieces).replace('</body>', '<img></body>'));
    const inKept = ['<html>', new EncodedText('<body></body>'), '</html>'];
    expect(joinPieces(beforeBodyEnd(inKept, '<img>'))).toBe('<html><body><img></body></html>');
    expect(joinPieces(beforeBodyEnd(['<p>x</p>'], '<img>'))).toBe('<p>x</p><img>');
  });
});
