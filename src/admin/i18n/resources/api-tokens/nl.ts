import type { apiTokenFieldsEn, apiTokensEn } from './en.ts';

/** Nederlandse teksten van het scherm API-tokens (issue 19). */
export const apiTokensNl: { [Section in keyof typeof apiTokensEn]: { [Key in keyof (typeof apiTokensEn)[Section]]: string } } = {
  apiTokens: {
    navTitle: 'API-tokens',
    title: 'API-tokens',
    intro:
      'Met een token roepen andere programma’s (een front-end, een deployscript, een CRM) de API aan met "Authorization: Bearer …". Een token kan nooit meer dan de gebruiker die het aanmaakte.',
    create: 'Token aanmaken',
    createTitle: 'Een API-token aanmaken',
    nameHint: 'Waar het token voor is, bijvoorbeeld "Website-front-end".',
    expiryLegend: 'Geldigheid',
    expiryNone: 'Verloopt nooit',
    expiryDate: 'Verloopt aan het eind van een datum',
    expiresOn: 'Vervaldatum',
    scopeLegend: 'Wat het token mag',
    scopeReadOption: 'Alleen lezen (content ophalen)',
    scopeReadHint: 'Leest wat bezoekers zien (gepubliceerde pagina’s, menu’s, tags, zoeken op de site); wijzigt niets.',
    scopeUserOption: 'Namens mij handelen',
    scopeUserHint: 'Alles wat u mag, met uw rechten zoals ze bij elke aanroep zijn.',
    scopePermissionsOption: 'Alleen gekozen rechten',
    scopePermissionsHint: 'Handelt namens u, maar alleen met de rechten die hieronder zijn aangevinkt.',
    permissionsLegend: 'Rechten van het token',
    noGrantable: 'U hebt geen rechten die u aan een token kunt geven.',
    columnName: 'Naam',
    columnScope: 'Mag',
    columnOwner: 'Eigenaar',
    columnCreated: 'Aangemaakt',
    columnExpires: 'Verloopt',
    columnLastUsed: 'Laatst gebruikt',
    never: 'Nooit',
    expired: 'Verlopen',
    scopeRead: 'Alleen lezen (content ophalen)',
    scopeUser: 'Handelt namens {name}',
    scopePermissions: 'Handelt namens {name}, alleen: {permissions}',
    empty: 'Nog geen API-tokens.',
    createdNotice: 'Het token "{name}" is aangemaakt.',
    createdTitle: 'Uw nieuwe token "{name}"',
    createdWarning:
      'Kopieer het token nu en bewaar het veilig. Het wordt niet nog eens getoond: alleen een vingerafdruk ervan wordt opgeslagen.',
    tokenLabel: 'Token',
    copy: 'Kopiëren',
    copied: 'Gekopieerd',
    copyFailed: 'Kopiëren is mislukt; selecteer het token en kopieer het zelf.',
    dismiss: 'Ik heb het gekopieerd',
    revoke: 'Intrekken',
    revokeLabel: 'Het token {name} intrekken',
    revokeTitle: 'Token intrekken',
    revokeConfirm:
      'Het token "{name}" intrekken? Programma’s die het gebruiken verliezen direct hun toegang. Dit kan niet ongedaan worden gemaakt.',
    revoked: 'Het token "{name}" is ingetrokken.',
  },
};

export const apiTokenFieldsNl: { [Key in keyof typeof apiTokenFieldsEn]: string } = {
  expiresAt: 'Vervaldatum',
  scope: 'Bereik',
};
