/** English texts for actions the user may not take (issue 14, defect 10); merged into the main resource. */
export const permissionGateEn = {
  permissionGate: {
    needPermission: 'You need the {permission} permission.',
    deletePublished: 'This page is published: deleting it takes it offline, so you need the {permission} permission.',
    grantOnlyHeld: 'You can only grant permissions you hold yourself ({permission}).',
    ownRole: 'You cannot change the role you hold yourself.',
    roleTooStrong: 'This role has permissions you do not hold.',
    slugImmediate: 'This page is published: its public address changes immediately when you save.',
    slugPending: 'New address after publication: {address}',
    slugPendingHint:
      'This page is published and you cannot publish: a new address becomes part of the changes and goes live when they are published.',
    deleteFailed: 'The page could not be deleted.',
  },
};
