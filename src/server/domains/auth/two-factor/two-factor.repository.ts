import type { Executor } from '../../../db/executor.ts';

/** SQL of two-factor sign-in: TOTP secrets, recovery codes and passkeys (migration 0016). */

export interface TotpRecord {
  secretEncrypted: string;
  confirmed: boolean;
  lastStep: number | null;
}

export async function findTotp(db: Executor, userId: number): Promise<TotpRecord | undefined> {
  const row = await db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    secretEncrypted: row.secret_encrypted,
    confirmed: row.confirmed_at !== null,
    lastStep: row.last_step === null ? null : Number(row.last_step),
  };
}

/** A new, unconfirmed secret replaces any earlier unconfirmed one (never a confirmed one: see the service). */
export async function putPendingTotp(db: Executor, userId: number, secretEncrypted: string, now: string): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_encrypted: secretEncrypted, confirmed_at: null, last_step: null, created_at: now })
    .execute();
}

export async function confirmTotp(db: Executor, userId: number, step: number, now: string): Promise<void> {
  await db.updateTable('user_totp').set({ confirmed_at: now, last_step: step }).where('user_id', '=', userId).execute();
}

/** Records the step a code was accepted for; false when another request used this step (or a later one) first. */
export async function advanceTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Executor, userId: number, hashes: string[], now: string): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute();
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Uses the code up in one statement, so two requests with the same code cannot both succeed. */
export async function useRecoveryCode(db: Executor, userId: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface PasskeyRecord {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type PasskeyRow = {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

function toPasskey(row: PasskeyRow): PasskeyRecord {
  let transports: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.transports);
    if (Array.isArray(parsed)) transports = parsed.filter((value): value is string => typeof value === 'string');
  } catch {
    transports = [];
  }
  return {
    id: row.id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listPasskeys(db: Executor, userId: number): Promise<PasskeyRecord[]> {
  const rows = await db.selectFrom('user_passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(toPasskey);
}

export async function findPasskeyByCredential(db: Executor, credentialId: string): Promise<PasskeyRecord | undefined> {
  const row = await db.selectFrom('user_passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
  return row ? toPasskey(row) : undefined;
}

export async function insertPasskey(
  db: Executor,
  passkey: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string; now: string },
): Promise<void> {
  await db
    .insertInto('user_passkeys')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: passkey.now,
      last_used_at: null,
    })
    .execute();
}

export async function markPasskeyUsed(db: Executor, id: number, counter: number, now: string): Promise<void> {
  await db.updateTable('user_passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

export async function renamePasskey(db: Executor, userId: number, id: number, name: string): Promise<boolean> {
  const result = await db.updateTable('user_passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePasskey(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('user_passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllPasskeys(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_passkeys').where('user_id', '=', userId).execute();
}
