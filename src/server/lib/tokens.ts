import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token; only its SHA-256 is stored, so a database leak reveals no usable token. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether two hex SHA-256 hashes are the same, compared in constant time. */
export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && left.length === right.length && timingSafeEqual(left, right);
}
