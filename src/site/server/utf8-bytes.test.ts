import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8-bytes.ts';

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
