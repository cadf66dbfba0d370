import type { Kysely } from 'kysely';
import type { UserSummary } from '../../../shared/api-types.ts';
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
import { getCompany } from '../settings/settings.service.ts';
import { issueAccountToken } from '../auth/account-tokens.ts';
import { assertCanAssignRole, endSessionsLackingRequiredFactor, type Actor } from '../roles/roles.service.ts';
import { emailChangedMail } from './email-changed-mail.ts';
import { profileImageKey, type CheckedProfileImage } from './profile-image.ts';
import { toUserSummary } from './user-mapping.ts';
import * as users from './users.repository.ts';

// Managing users in the admin: list, invite, edit, delete, and a user's own language and
// password. Profile images: user-profile-image.service.ts; what other domains ask of users
// (the session user, logins, mail recipients): user-accounts.service.ts.

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
  const company = await getCompany(db);
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
      const token = await issueAccountToken(trx, id, 'activate');
      await enqueueMail(
        trx,
        activationMail({
          to: body.email,
          name: body.profile.name,
          language,
          link: `${deps.config.publicUrl}/cmsadmin/activate-account?token=${encodeURIComponent(token)}`,
          siteName: company.name,
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
 * A new e-mail address is told to the old one (emailChangeNotice) and ends the user's sessions;
 * changing one's own needs the current password and keeps the session making it (`currentSid`).
 */
export async function updateUser(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  body: UserSaveBody,
  currentSid?: string,
): Promise<UserSummary> {
  const { db } = deps;
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
  const emailChanged = body.email !== existing.email.toLowerCase();
  if (self && emailChanged) await checkCurrentPassword(existing.password_hash, body.currentPassword);
  const mail = emailChanged ? await emailChangeNotice(db, existing, body) : null;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    if (mail) await enqueueMail(trx, mail);
    // A new address ends the user's sessions (a user changing their own keeps this one): a
    // session taken over before the change must not carry on under the new address.
    if (emailChanged) await deleteUserSessions(trx, userId, self ? currentSid : undefined);
    await users.updateUser(trx, userId, {
      email: body.email,
      role_id: body.role,
      name: body.profile.name,
      job_title: body.profile.jobTitle,
      ...(body.language ? { language: body.language } : {}),
      updated_at: now,
    });
    // Moved into a role that requires a second factor the user lacks: signed out, to set one up.
    if (body.role !== existing.role_id) await endSessionsLackingRequiredFactor(trx, body.role, { userId });
  });
  if (mail) void deps.mailQueue.kick();
  return getUser(db, userId);
}

/** 400 V_01 without the current password, 400 AUTH_02 (as for a password change) when it is wrong. */
async function checkCurrentPassword(passwordHash: string | null, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw badRequest('V_01', 'currentPassword');
  if (!(await verifyPassword(passwordHash, currentPassword))) throw badRequest('AUTH_02', 'currentPassword');
}

/** The notice to the old address, in the user's interface language, naming the site. */
async function emailChangeNotice(db: Kysely<Database>, existing: users.UserWithRole, body: UserSaveBody) {
  const company = await getCompany(db);
  const language = body.language ?? existing.language;
  return emailChangedMail({
    to: existing.email,
    name: body.profile.name,
    newEmail: body.email,
    language: isInterfaceLanguage(language) ? language : 'en',
    siteName: company.name,
  });
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
    await db.transaction().execute(async (trx) => {
      await deleteUserSessions(trx, userId);
      if ((await users.deleteUser(trx, userId)) !== 1) throw new Error('not deleted');
    });
  } catch {
    throw new AppError(500, [{ code: 'UM_10' }]);
  }
  if (existing.image_file) {
    await deps.storage.remove(existing.image_file).catch(() => undefined);
  }
}
