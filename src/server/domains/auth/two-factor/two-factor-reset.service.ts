import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { badRequest } from '../../../lib/errors.ts';
import { deleteUserSessions } from '../../../lib/http/session-store.ts';
import { assertCanAssignRole, type Actor } from '../../roles/roles.service.ts';
import { getUser } from '../../users/users.service.ts';
import { removeAllFactors } from './two-factor.service.ts';

/**
 * An administrator resets a user's second factor (a lost phone): every factor and recovery code
 * goes, and the user's sessions end. The actor must be allowed to edit the user (manage-users,
 * and able to hand out the user's role, as for editing); one's own factor is turned off in the
 * user settings instead, with the password. Recorded by the audit trail (route catalogue).
 */
export async function resetUserTwoFactor(db: Kysely<Database>, actor: Actor, userId: number): Promise<void> {
  if (actor.id === userId) throw badRequest('V_07');
  const user = await getUser(db, userId);
  await assertCanAssignRole(db, actor, user.role.id);
  await db.transaction().execute(async (trx) => {
    await removeAllFactors(trx, userId);
    await deleteUserSessions(trx, userId);
  });
}
