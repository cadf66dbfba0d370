import type { SessionUser, UserSummary } from '../../../shared/api-types.ts';
import { isInterfaceLanguage } from '../../../shared/locales.ts';
import type { Permission } from '../../../shared/permissions.ts';
import type { UserWithRole } from './users.repository.ts';

/** The URL the admin loads a profile image from; the file name busts caches after a change. */
export function profileImageUrl(row: Pick<UserWithRole, 'id' | 'image_file'>): string | null {
  return row.image_file ? `/api/user/${row.id}/image?v=${encodeURIComponent(row.image_file)}` : null;
}

export function toSessionUser(row: UserWithRole, permissions: Permission[]): SessionUser {
  return {
    ID: row.id,
    email: row.email,
    role: { id: row.role_id, name: row.role_name, permissions },
    profile: { name: row.name, jobTitle: row.job_title, image: profileImageUrl(row) },
    language: isInterfaceLanguage(row.language) ? row.language : 'en',
  };
}

export function toUserSummary(row: UserWithRole): UserSummary {
  return {
    ID: row.id,
    email: row.email,
    role: { id: row.role_id, name: row.role_name },
    profile: { name: row.name, jobTitle: row.job_title, image: profileImageUrl(row) },
    active: row.active === 1,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}
