import type { Kysely } from 'kysely';
import type { SessionUser, UserSummary } from '../../../shared/api-types.ts';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../../shared/locales.ts';
import type { ListQuery, ListResponse } from '../../../shared/schemas/common.ts';
import type { ChangePasswordBody, UserSaveBody } from '../../../shared/schemas/users.ts';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { nowIso } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { deleteUserSessions } from '../../lib/http/session-store.ts';
import { enqueueMail } from '../../lib/mail/mail-queue.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { activationMail } from '../auth/account-emails.ts';
import { issueAccountToken } from '../auth/account-tokens.ts';
import { assertCanAssignRole, findRolePermissions, toPermissions, type Actor } from '../roles/roles.service.ts';
import { checkProfileImage, profileImageKey, type CheckedProfileImage } from './profile-image.ts';
import { toSessionUser, toUserSummary } from './user-mapping.ts';
import * as users from './users.repository.ts';

export async function getSessionUser(db: Kysely<Database>, userId: number): Promise<SessionUser | null> {
  const row = await users.findUserById(db, userId);
  if (!row || row.active !== 1) return null;
  return toSessionUser(row, toPermissions(await findRolePermissions(db, row.role_id)));
}

export async function getUser(db: Kysely<Database>, userId: number): Promise<UserSummary> {
  const row = await users.findUserById(db, userId);
  if (!row) throw notFound('UM_02');
  return toUserSummary(row);
}

export async function listUsers(db: Kysely<Database>, query: ListQuery): Promise<ListResponse<UserSummary>> {
  const sortColumn = (users.USER_SORT_COLUMNS as string[]).includes(query.columnToSort) ? (query.columnToSort as users.UserSortColumn) : '';
  const { rows, total } = await users.listUsers(db, {
    offset: query.pageIndex * query.pageSize,
    limit: query.pageSize,
    searchTerm: query.searchTerm.trim(),
    sortColumn,
    sortOrder: query.sortOrder,
  });
  return { data: { items: rows.map(toUserSummary), totalItems: total } };
}

/**
 * Creates an inactive account and queues an activation e-mail; the user picks a password
 * through its link. The mail goes out through the mail queue, so the call never waits for the
 * mail server, and a mail outage neither fails the invite nor loses the mail.
 * An `image` (already checked with checkProfileImage) becomes the new user's profile image.
 */
export async function inviteUser(
  deps: AppDeps,
  actor: Actor & { language: InterfaceLanguage },
  body: UserSaveBody,
  options: { image?: CheckedProfileImage | null } = {},
): Promise<UserSummary> {
  const { db } = deps;
  await assertCanAssignRole(db, actor, body.role);
  if (await users.emailTaken(db, body.email)) throw conflict('V_06', 'email');
  const now = nowIso();
  const language = body.language ?? actor.language;
  let userId: number;
  // Written before the row commits; removed again when the transaction fails.
  const written: { imageKey?: string } = {};
  try {
    userId = await db.transaction().execute(async (trx) => {
      const id = await users.insertUser(trx, {
        email: body.email,
        password_hash: null,
        role_id: body.role,
        name: body.profile.name,
        job_title: body.profile.jobTitle,
        image_file: null,
        language,
        active: 0,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      });
      if (options.image) {
        const imageKey = profileImageKey(id, options.image.extension);
        written.imageKey = imageKey;
        await deps.storage.write(imageKey, options.image.content);
        await users.updateUser(trx, id, { image_file: imageKey });
      }
      await users.insertAuditEntry(trx, actor.id, 'user.create', { userId: id }, now);
      const token = await issueAccountToken(trx, id, 'activate');
      await enqueueMail(
        trx,
        activationMail({
          to: body.email,
          name: body.profile.name,
          language,
          link: `${deps.config.publicUrl}/cmsadmin/activate-account?token=${encodeURIComponent(token)}`,
        }),
      );
      return id;
    });
  } catch (error) {
    // The user row was rolled back; so goes its image.
    if (written.imageKey) await deps.storage.remove(written.imageKey).catch(() => undefined);
    if (error instanceof AppError) throw error;
    // A concurrent invite of the same address loses the race on the unique index.
    if (await users.emailTaken(db, body.email)) throw conflict('V_06', 'email');
    throw new AppError(500, [{ code: 'UM_09' }]);
  }
  void deps.mailQueue.kick();
  return getUser(db, userId);
}

/**
 * Saves e-mail, name, job title and role. Anyone may edit themselves except their role;
 * editing others needs manage-users (checked by the route) and the right to hand out both
 * the old and the new role, so a lesser manager cannot take over an administrator.
 */
export async function updateUser(db: Kysely<Database>, actor: Actor, userId: number, body: UserSaveBody): Promise<UserSummary> {
  const self = actor.id === userId;
  // Checked before the lookup, so someone without manage-users cannot probe which ids exist.
  if (!self && !actor.permissions.has('manage-users')) throw forbidden('UM_01');
  const existing = await users.findUserById(db, userId);
  if (!existing) throw notFound('UM_02');
  if (self && body.role !== existing.role_id) throw forbidden('UM_01');
  if (!self) {
    await assertCanAssignRole(db, actor, existing.role_id);
    if (body.role !== existing.role_id) await assertCanAssignRole(db, actor, body.role);
  }
  if (await users.emailTaken(db, body.email, userId)) throw conflict('V_06', 'email');
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await users.updateUser(trx, userId, {
      email: body.email,
      role_id: body.role,
      name: body.profile.name,
      job_title: body.profile.jobTitle,
      ...(body.language ? { language: body.language } : {}),
      updated_at: now,
    });
    await users.insertAuditEntry(trx, actor.id, 'user.update', { userId }, now);
  });
  return getUser(db, userId);
}

export async function setLanguage(db: Kysely<Database>, userId: number, language: string): Promise<void> {
  if (!isInterfaceLanguage(language)) throw badRequest('V_12', 'language');
  await users.updateUser(db, userId, { language, updated_at: nowIso() });
}

export async function changePassword(db: Kysely<Database>, userId: number, body: ChangePasswordBody, keepSid: string): Promise<void> {
  const existing = await users.findUserById(db, userId);
  if (!existing) throw notFound('UM_02');
  if (!(await verifyPassword(existing.password_hash, body.currentPassword))) throw badRequest('AUTH_02', 'currentPassword');
  const now = nowIso();
  await users.updateUser(db, userId, { password_hash: await hashPassword(body.newPassword), updated_at: now });
  await users.insertAuditEntry(db, userId, 'user.password', null, now);
  // Other devices logged in with the old password are signed out.
  await deleteUserSessions(db, userId, keepSid);
}

export async function deleteUser(deps: AppDeps, actor: Actor, userId: number): Promise<void> {
  const { db } = deps;
  if (actor.id === userId) throw badRequest('V_07');
  const existing = await users.findUserById(db, userId);
  if (!existing) throw notFound('UM_02');
  await assertCanAssignRole(db, actor, existing.role_id);
  try {
    await users.deleteAuditLogOfUser(db, userId);
  } catch {
    throw new AppError(500, [{ code: 'UM_03' }]);
  }
  try {
    await db.transaction().execute(async (trx) => {
      await deleteUserSessions(trx, userId);
      if ((await users.deleteUser(trx, userId)) !== 1) throw new Error('not deleted');
      await users.insertAuditEntry(trx, actor.id, 'user.delete', { userId, email: existing.email }, nowIso());
    });
  } catch {
    throw new AppError(500, [{ code: 'UM_10' }]);
  }
  if (existing.image_file) {
    await deps.storage.remove(existing.image_file).catch(() => undefined);
  }
}

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

export interface LoginCandidate {
  id: number;
  email: string;
  name: string;
  passwordHash: string | null;
  active: boolean;
  language: InterfaceLanguage;
}

/** What the auth domain needs to check a login or send a reset link, by e-mail address. */
export async function findLoginCandidate(db: Kysely<Database>, email: string): Promise<LoginCandidate | undefined> {
  const row = await users.findUserByEmail(db, email);
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    active: row.active === 1,
    language: isInterfaceLanguage(row.language) ? row.language : 'en',
  };
}

export async function markLoggedIn(db: Kysely<Database>, userId: number, ip: string): Promise<void> {
  const now = nowIso();
  await users.updateUser(db, userId, { last_login_at: now });
  await users.insertAuditEntry(db, userId, 'auth.login', { ip }, now);
}

/** Sets the password chosen through a reset or activation link and activates the account. */
export async function activateWithPassword(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  const now = nowIso();
  await users.updateUser(db, userId, { password_hash: passwordHash, active: 1, updated_at: now });
  await users.insertAuditEntry(db, userId, 'auth.reset-account', null, now);
}

/**
 * Creates the first administrator when the installation has no users yet. Returns false
 * when users exist, so restarting never creates a second one.
 */
export async function createFirstAdministrator(
  db: Kysely<Database>,
  input: { email: string; passwordHash: string; roleId: number },
): Promise<boolean> {
  if ((await users.countUsers(db)) > 0) return false;
  const now = nowIso();
  await users.insertUser(db, {
    email: input.email,
    password_hash: input.passwordHash,
    role_id: input.roleId,
    name: 'Administrator',
    job_title: '',
    image_file: null,
    language: 'en',
    active: 1,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  });
  return true;
}

export interface MailRecipient {
  id: number;
  email: string;
  name: string;
  language: InterfaceLanguage;
}

/** Active users whose role holds a permission, e.g. the reviewers to tell about a request. */
export async function activeUsersWithPermission(db: Kysely<Database>, permission: string): Promise<MailRecipient[]> {
  const rows = await users.activeUsersWithPermission(db, permission);
  return rows.map((row) => ({ id: row.id, email: row.email, name: row.name, language: isInterfaceLanguage(row.language) ? row.language : 'en' }));
}

export async function mailRecipient(db: Kysely<Database>, userId: number): Promise<MailRecipient | undefined> {
  const row = await users.findUserById(db, userId);
  if (!row || row.active !== 1) return undefined;
  return { id: row.id, email: row.email, name: row.name, language: isInterfaceLanguage(row.language) ? row.language : 'en' };
}
