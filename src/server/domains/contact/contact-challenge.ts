import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PowAnswer } from '../../../shared/contact/contact-schemas.ts';
import { leadingZeroBits, powInput } from '../../../shared/contact/proof-of-work.ts';

/**
 * Stateless proof-of-work challenges: the server signs (challenge, difficulty, expiresAt)
 * with an HMAC, so issuing one stores nothing; only spent challenge ids are stored (by the
 * service) so an answer cannot be replayed.
 */

/** ~33 000 hashes on average: well under a second in a browser (Web Crypto, batches of 256). */
export const DEFAULT_POW_DIFFICULTY = 15;
export const CHALLENGE_LIFETIME_MS = 30 * 60 * 1000;

export interface IssuedChallenge {
  challenge: string;
  difficulty: number;
  expiresAt: number;
  signature: string;
}

/** A key for challenges only, derived from the server secret so it never doubles as the session key. */
export function deriveChallengeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('contact-form-proof-of-work').digest();
}

function sign(key: Buffer, challenge: string, difficulty: number, expiresAt: number): string {
  return createHmac('sha256', key).update(`${challenge}.${difficulty}.${expiresAt}`).digest('base64url');
}

export function issueChallenge(key: Buffer, now: number, difficulty = DEFAULT_POW_DIFFICULTY): IssuedChallenge {
  const challenge = randomBytes(16).toString('base64url');
  const expiresAt = now + CHALLENGE_LIFETIME_MS;
  return { challenge, difficulty, expiresAt, signature: sign(key, challenge, difficulty, expiresAt) };
}

export type PowVerdict = 'ok' | 'bad-signature' | 'expired' | 'too-easy' | 'wrong-nonce';

/**
 * Checks everything except single use. The difficulty is part of the signature, but a
 * minimum is still enforced so lowering the default later cannot be abused with old answers.
 */
export function verifyProofOfWork(key: Buffer, answer: PowAnswer, now: number, minDifficulty = DEFAULT_POW_DIFFICULTY): PowVerdict {
  const expected = Buffer.from(sign(key, answer.challenge, answer.difficulty, answer.expiresAt));
  const given = Buffer.from(answer.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  if (answer.expiresAt <= now) return 'expired';
  if (answer.difficulty < minDifficulty) return 'too-easy';
  const hash = createHash('sha256').update(powInput(answer.challenge, answer.nonce)).digest();
  return leadingZeroBits(hash) >= answer.difficulty ? 'ok' : 'wrong-nonce';
}

/** Node-side solver for tests and scripts (synchronous hashing is fast enough here). */
export function solveSync(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const hash = createHash('sha256')
      .update(powInput(challenge, String(nonce)))
      .digest();
    if (leadingZeroBits(hash) >= difficulty) return String(nonce);
  }
}
