import type { permissionGateEn } from './en.ts';

/** French texts for actions the user may not take. */
export const permissionGateFr: typeof permissionGateEn = {
  permissionGate: {
    needPermission: 'Vous avez besoin de l’autorisation {permission}.',
    deletePublished: 'Cette page est publiée : la supprimer la met hors ligne, il vous faut donc l’autorisation {permission}.',
    grantOnlyHeld: 'Vous ne pouvez accorder que les autorisations que vous détenez vous-même ({permission}).',
    ownRole: 'Vous ne pouvez pas modifier votre propre rôle.',
    roleTooStrong: 'Ce rôle a des autorisations que vous ne détenez pas.',
    slugImmediate: 'Cette page est publiée : son adresse publique change dès l’enregistrement.',
    slugPending: 'Nouvelle adresse après publication : {address}',
    slugPendingHint:
      'Cette page est publiée et vous ne pouvez pas publier : une nouvelle adresse fait partie des modifications et sera en ligne à leur publication.',
    deleteFailed: 'La page n’a pas pu être supprimée.',
  },
};
