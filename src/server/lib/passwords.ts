import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id, the memory-hard function OWASP recommends, at its suggested minimum
 * (19 MiB, 2 passes). The parameters travel inside the hash, so raising them later
 * still verifies old hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(storedHash: string | null, plain: string): Promise<boolean> {
  if (!storedHash) {
    // Spend the same time as a real check so response timing does not reveal unknown accounts.
    await hash(plain, OPTIONS);
    return false;
  }
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
