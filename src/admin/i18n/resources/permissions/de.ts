import type { permissionGateEn } from './en.ts';

/** German texts for actions the user may not take. */
export const permissionGateDe: typeof permissionGateEn = {
  permissionGate: {
    needPermission: 'Sie benötigen die Berechtigung {permission}.',
    deletePublished: 'Diese Seite ist veröffentlicht: Löschen nimmt sie offline, dafür benötigen Sie die Berechtigung {permission}.',
    grantOnlyHeld: 'Sie können nur Berechtigungen vergeben, die Sie selbst haben ({permission}).',
    ownRole: 'Sie können Ihre eigene Rolle nicht ändern.',
    roleTooStrong: 'Diese Rolle hat Berechtigungen, die Sie nicht haben.',
    slugImmediate: 'Diese Seite ist veröffentlicht: Ihre öffentliche Adresse ändert sich sofort beim Speichern.',
    slugPending: 'Neue Adresse nach der Veröffentlichung: {address}',
    slugPendingHint:
      'Diese Seite ist veröffentlicht und Sie können nicht veröffentlichen: Eine neue Adresse gehört zu den Änderungen und geht mit ihrer Veröffentlichung live.',
    deleteFailed: 'Die Seite konnte nicht gelöscht werden.',
  },
};
