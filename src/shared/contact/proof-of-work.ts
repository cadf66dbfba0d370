/**
 * The self-hosted bot check of the contact form: find a nonce so that
 * sha256(challenge + nonce) starts with `difficulty` zero bits. Costs a browser about a
 * second, costs the server one hash to check, and needs no outside service (SPEC 5 asks
 * for a bot check; reCAPTCHA is only used when an operator configures it).
 */

/** Number of leading zero bits of a hash. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The exact text that is hashed; both sides must agree on it. */
export const powInput = (challenge: string, nonce: string) => `${challenge}${nonce}`;

export type Digest = (text: string) => Promise<Uint8Array>;

/** SHA-256 through Web Crypto (browsers and Node 20+ both have globalThis.crypto.subtle). */
export const webCryptoSha256: Digest = async (text) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

export interface SolveOptions {
  digest?: Digest;
  /** Hashes started together; Web Crypto is asynchronous, so a batch keeps it busy. */
  batchSize?: number;
  signal?: AbortSignal;
  /** Safety stop so a bad difficulty can never spin forever. */
  maxAttempts?: number;
}

/**
 * Searches nonces 0, 1, 2 … in batches. Every batch awaits Web Crypto, which resolves in a
 * task of its own, so the page stays responsive without a Web Worker.
 */
export async function solveProofOfWork(challenge: string, difficulty: number, options: SolveOptions = {}): Promise<string> {
  const digest = options.digest ?? webCryptoSha256;
  const batchSize = options.batchSize ?? 256;
  const maxAttempts = options.maxAttempts ?? 2 ** Math.min(difficulty + 6, 30);
  for (let start = 0; start < maxAttempts; start += batchSize) {
    if (options.signal?.aborted) throw new Error('aborted');
    const nonces = Array.from({ length: batchSize }, (_, index) => String(start + index));
    const hashes = await Promise.all(nonces.map((nonce) => digest(powInput(challenge, nonce))));
    const found = hashes.findIndex((hash) => leadingZeroBits(hash) >= difficulty);
    if (found >= 0) return nonces[found]!;
  }
  throw new Error('no proof-of-work solution found');
}
