import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type WebAuthnCredential,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { roleRequiresTwoFactor } from '../../roles/roles.service.ts';
import {
  assertNotLockedOut,
  hasSecondFactor,
  recoveryCodesForFirstFactor,
  removeAllFactors,
  secondStepFailed,
  secondStepPassed,
} from './two-factor.service.ts';
import * as factors from './two-factor.repository.ts';

type AuthenticatorTransportFuture = NonNullable<WebAuthnCredential['transports']>[number];

/**
 * Passkeys (WebAuthn) as a second factor, through @simplewebauthn/server. The relying party is
 * the host of PUBLIC_URL and the only accepted origin is PUBLIC_URL's, so a passkey made for
 * this site is useless anywhere else.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
}

export async function passkeyRegistrationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  user: SessionUser,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await factors.listPasskeys(db, user.ID);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.profile.name,
    userID: new TextEncoder().encode(`verdant-user-${user.ID}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** Checks the browser's answer against the challenge handed out; stores the passkey. Recovery codes as for TOTP. */
export async function registerPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  user: SessionUser,
  input: { name: string; response: unknown; expectedChallenge: string | undefined },
): Promise<string[] | null> {
  if (!input.expectedChallenge) throw badRequest('V_07');
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: input.expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw badRequest('V_12', 'response');
  const { credential } = verification.registrationInfo;
  if (await factors.findPasskeyByCredential(db, credential.id)) throw badRequest('V_06', 'response');
  const hadFactor = await hasSecondFactor(db, user.ID);
  return db.transaction().execute(async (trx) => {
    await factors.insertPasskey(trx, {
      userId: user.ID,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: input.name,
      now: nowIso(),
    });
    return recoveryCodesForFirstFactor(trx, user.ID, hadFactor);
  });
}

export async function passkeyAuthenticationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await factors.listPasskeys(db, userId);
  if (passkeys.length === 0) throw badRequest('V_07');
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    })),
    userVerification: 'preferred',
  });
}

/** The second step with a passkey; a failure counts like a wrong code. */
export async function verifyPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  pending: { userId: number; email: string },
  ip: string,
  input: { response: { id: string }; expectedChallenge: string | undefined },
): Promise<void> {
  await assertNotLockedOut(db, pending.email, ip, pending.userId);
  const passkey = await factors.findPasskeyByCredential(db, input.response.id);
  if (!input.expectedChallenge || !passkey || passkey.userId !== pending.userId) {
    return secondStepFailed(db, pending.email, ip, pending.userId, 'response');
  }
  const verification = await verifyAuthenticationResponse({
    response: input.response as AuthenticationResponseJSON,
    expectedChallenge: input.expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return secondStepFailed(db, pending.email, ip, pending.userId, 'response');
  await factors.markPasskeyUsed(db, passkey.id, verification.authenticationInfo.newCounter, nowIso());
  await secondStepPassed(db, pending.email, ip, pending.userId);
}

export async function renameOwnPasskey(db: Kysely<Database>, user: SessionUser, id: number, name: string): Promise<void> {
  if (!(await factors.renamePasskey(db, user.ID, id, name))) throw notFound();
}

/** Removing the last factor removes the recovery codes too; a role that requires a factor keeps the last one. */
export async function removeOwnPasskey(db: Kysely<Database>, user: SessionUser, id: number): Promise<void> {
  const passkeys = await factors.listPasskeys(db, user.ID);
  if (!passkeys.some((passkey) => passkey.id === id)) throw notFound();
  const totp = await factors.findTotp(db, user.ID);
  const last = passkeys.length === 1 && !totp?.confirmed;
  if (last && (await roleRequiresTwoFactor(db, user.role.id))) throw badRequest('V_07');
  await db.transaction().execute(async (trx) => {
    if (last) await removeAllFactors(trx, user.ID);
    else await factors.deletePasskey(trx, user.ID, id);
  });
}
