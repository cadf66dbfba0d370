/** Named permissions a role can hold. Every server route checks one of these. */
export const PERMISSIONS = [
  'manage-users',
  'manage-menu',
  'create-page',
  'publish-page',
  'review-publication',
  'manage-media',
  'manage-search',
  'manage-tags',
  'manage-settings',
  'view-audit-log',
  'manage-redirects',
  'manage-api-tokens',
  'manage-webhooks',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];

export interface Permission {
  name: PermissionName;
  parameters?: Record<string, unknown> | null;
}

export function isPermissionName(value: string): value is PermissionName {
  return (PERMISSIONS as readonly string[]).includes(value);
}
