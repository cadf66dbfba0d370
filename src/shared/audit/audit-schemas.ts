import { z } from 'zod';
import { id, listQuery } from '../schemas/common.ts';

/**
 * Audit log (issue 15): every security- or content-relevant call is one entry saying who, when,
 * from where, what and with which outcome. The actions are named here once: the server's route
 * catalogue maps calls onto them and the admin's filter offers them.
 */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.logout',
  'auth.forgot-password',
  'auth.reset-account',
  'auth.register',
  'auth.two-factor',
  'two-factor.totp-confirm',
  'two-factor.passkey-add',
  'two-factor.passkey-rename',
  'two-factor.passkey-remove',
  'two-factor.recovery-codes',
  'two-factor.disable',
  'user.reset-two-factor',
  'user.create',
  'user.update',
  'user.delete',
  'user.password',
  'user.language',
  'user.image',
  'user.image-delete',
  'user.sessions-sign-out-others',
  'user.session-sign-out',
  'role.create',
  'role.update',
  'role.delete',
  'role.two-factor',
  'page.create',
  'page.create-translation',
  'page.duplicate',
  'page.store',
  'page.save',
  'page.restore',
  'page.delete',
  'page.tags',
  'page.translation-synced',
  'page.share-link-create',
  'page.share-link-revoke',
  'page.publish',
  'page.unpublish',
  'page.store-and-publish',
  'page.store-and-unpublish',
  'page.schedule',
  'page.unschedule',
  'publication.request',
  'publication.resend',
  'publication.revoke',
  'publication.accept',
  'publication.reject',
  'media.upload',
  'media.add-video',
  'media.edit',
  'media.move',
  'media.delete',
  'media.create-directory',
  'media.move-directory',
  'media.delete-directory',
  'menu.save',
  'settings.site',
  'settings.company',
  'search.index-all',
  'search.remove-all',
  'tag.create',
  'tag.rename',
  'tag.merge',
  'tag.delete',
  'redirect.create',
  'redirect.update',
  'redirect.delete',
  'redirect.import',
  'token.create',
  'token.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.resend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; the admin links page, user, role and media entries to their screens. */
export const AUDIT_OBJECT_TYPES = [
  'page',
  'user',
  'role',
  'media',
  'directory',
  'menu',
  'settings',
  'search',
  'tag',
  'redirect',
  'token',
  'webhook',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_SORT_COLUMNS = ['createdAt', 'action', 'userName'] as const;

/** An ISO date (2026-11-25) or date and time; `to` on a bare date includes that whole day. */
const isoDate = z
  .string({ error: 'V_12' })
  .max(40, 'V_14')
  .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), 'V_12');

/** POST /api/audit/list: the SPEC list body plus filters; newest first unless sorted otherwise. */
export const auditListBody = listQuery.extend({
  columnToSort: z.union([z.enum(AUDIT_SORT_COLUMNS), z.literal('')], { error: 'V_12' }).default(''),
  sortOrder: z.enum(['asc', 'desc'], { error: 'V_12' }).default('desc'),
  userId: id.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'V_12' }).optional(),
  objectType: z.enum(AUDIT_OBJECT_TYPES, { error: 'V_12' }).optional(),
  objectId: z.string({ error: 'V_12' }).trim().min(1, 'V_12').max(200, 'V_14').optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: 'V_12' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditListBody = z.output<typeof auditListBody>;

export const auditEntryDto = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** Null when the user has been deleted since (or nobody was logged in). */
  userId: z.number().nullable(),
  /** As they were when it happened; for a failed login the e-mail address tried. */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  /** Whether the page, user, media file, role or tag still exists (null for other objects): the admin links only then. */
  objectExists: z.boolean().nullable(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  statusCode: z.number().nullable(),
  errorCode: z.string().nullable(),
});
export type AuditEntryDto = z.output<typeof auditEntryDto>;

export const auditListAnswer = z.object({ data: z.object({ items: z.array(auditEntryDto), totalItems: z.number() }) });
