import type { PermissionName } from '../../../shared/permissions.ts';

/**
 * What the current user may do with a page in the editor, worked out before they try: the
 * server refuses the same things (pages.service.ts, pages.routes.ts), so a button the user may
 * not use is disabled with its reason instead of failing after the click (issue 14, defect 10).
 * A reason is an i18n key with its values; null means allowed.
 */
export interface GateReason {
  key: string;
  values: Record<string, string>;
}
export type Gate = GateReason | null;

/** How a slug change of this page takes effect for this user. */
export type SlugMode =
  /** Not allowed at all (no create-page). */
  | 'none'
  /** The page is not published: the address changes on save, nothing is live yet. */
  | 'unpublished'
  /** Published, and the user may publish: the public address changes on save. */
  | 'immediate'
  /** Published, without publish-page: the new address waits for publication (pending slug). */
  | 'pending';

export interface PageGates {
  save: Gate;
  duplicate: Gate;
  delete: Gate;
  restore: Gate;
  /** Previews (of the concept or an old version) are served to editors only (create-page). */
  preview: Gate;
  /** Shareable preview links (issue 16): made, listed and revoked with create-page, like editing. */
  share: Gate;
  pageSettings: Gate;
  slugMode: SlugMode;
}

export const needs = (permission: PermissionName): GateReason => ({ key: 'permissionGate.needPermission', values: { permission } });

export function pageGates(permissions: readonly { name: string }[], page: { publishedVersionID: number | null }): PageGates {
  const holds = (name: PermissionName) => permissions.some((permission) => permission.name === name);
  const canEdit = holds('create-page');
  const canPublish = holds('publish-page');
  const published = page.publishedVersionID !== null;
  const edit: Gate = canEdit ? null : needs('create-page');
  return {
    save: edit,
    duplicate: edit,
    // Deleting a published page takes live content offline, so it needs publish-page too.
    delete: edit ?? (published && !canPublish ? { key: 'permissionGate.deletePublished', values: { permission: 'publish-page' } } : null),
    restore: edit,
    preview: edit,
    share: edit,
    pageSettings: edit,
    slugMode: !canEdit ? 'none' : !published ? 'unpublished' : canPublish ? 'immediate' : 'pending',
  };
}
