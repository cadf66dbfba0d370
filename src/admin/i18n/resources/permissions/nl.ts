import type { permissionGateEn } from './en.ts';

/** Dutch texts for actions the user may not take. */
export const permissionGateNl: typeof permissionGateEn = {
  permissionGate: {
    needPermission: 'Je hebt de bevoegdheid {permission} nodig.',
    deletePublished: 'Deze pagina is gepubliceerd: verwijderen haalt haar offline, daarvoor heb je de bevoegdheid {permission} nodig.',
    grantOnlyHeld: 'Je kunt alleen bevoegdheden toekennen die je zelf hebt ({permission}).',
    ownRole: 'Je kunt je eigen rol niet wijzigen.',
    roleTooStrong: 'Deze rol heeft bevoegdheden die je zelf niet hebt.',
    slugImmediate: 'Deze pagina is gepubliceerd: het openbare adres verandert direct bij opslaan.',
    slugPending: 'Nieuw adres na publicatie: {address}',
    slugPendingHint:
      'Deze pagina is gepubliceerd en je kunt niet publiceren: een nieuw adres hoort bij de wijzigingen en gaat live zodra ze gepubliceerd worden.',
    deleteFailed: 'De pagina kon niet worden verwijderd.',
  },
};
