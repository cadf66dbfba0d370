import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Correct-Horse!1');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('Correct-Horse!1');
    expect(await verifyPassword(hash, 'Correct-Horse!1')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse!1')).toBe(false);
  });

  it('never verifies against a missing or broken hash', async () => {
    expect(await verifyPassword(null, '')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('Same-Password!1')).not.toBe(await hashPassword('Same-Password!1'));
  });
});

describe('tokens', () => {
  it('are random, URL-safe and stored only as their SHA-256', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a.token)).toBe(a.tokenHash);
    expect(hashToken(b.token)).not.toBe(a.tokenHash);
  });
});
