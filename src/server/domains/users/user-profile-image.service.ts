import type { Kysely } from 'kysely';
import type { UserSummary } from '../../../shared/api-types.ts';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { nowIso } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { assertCanAssignRole, type Actor } from '../roles/roles.service.ts';
import { checkProfileImage, profileImageKey } from './profile-image.ts';
import { getUser } from './users.service.ts';
import * as users from './users.repository.ts';

// A user's profile image: the file lives in storage, the row holds its key.

function assertMayEditProfile(actor: Actor, userId: number): void {
  if (actor.id !== userId && !actor.permissions.has('manage-users')) throw forbidden('UM_01');
}

export async function setProfileImage(deps: AppDeps, actor: Actor, userId: number, upload: Buffer): Promise<UserSummary> {
  assertMayEditProfile(actor, userId);
  const existing = await users.findUserById(deps.db, userId);
  if (!existing) throw notFound('UM_02');
  if (actor.id !== userId) await assertCanAssignRole(deps.db, actor, existing.role_id);
  const image = await checkProfileImage(upload);
  const key = profileImageKey(userId, image.extension);
  await deps.storage.write(key, image.content);
  try {
    await users.updateUser(deps.db, userId, { image_file: key, updated_at: nowIso() });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  if (existing.image_file) await deps.storage.remove(existing.image_file).catch(() => undefined);
  return getUser(deps.db, userId);
}

export async function removeProfileImage(deps: AppDeps, actor: Actor, userId: number): Promise<void> {
  assertMayEditProfile(actor, userId);
  const existing = await users.findUserById(deps.db, userId);
  if (!existing) throw notFound('UM_02');
  if (actor.id !== userId) await assertCanAssignRole(deps.db, actor, existing.role_id);
  if (!existing.image_file) return;
  try {
    await users.updateUser(deps.db, userId, { image_file: null, updated_at: nowIso() });
    await deps.storage.remove(existing.image_file);
  } catch {
    throw new AppError(500, [{ code: 'UM_04' }]);
  }
}

export async function profileImageFile(db: Kysely<Database>, userId: number): Promise<string> {
  const existing = await users.findUserById(db, userId);
  if (!existing?.image_file) throw notFound();
  return existing.image_file;
}
