import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../shared/two-factor/two-factor-schemas.ts';

// Without look-alikes (0/o, 1/l/i), so a code copied by hand from paper still matches.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random codes (50 bits each) shown once as `xxxxx-xxxxx`; only their hashes are stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * sha-256 is enough (no slow password hash): the codes are random with 50 bits each, so they
 * cannot be guessed from the hash, and login attempts are throttled besides.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
}
