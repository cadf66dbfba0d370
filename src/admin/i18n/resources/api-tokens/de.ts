import type { apiTokenFieldsEn, apiTokensEn } from './en.ts';

/** Deutsche Texte der Seite API-Tokens (Issue 19). */
export const apiTokensDe: { [Section in keyof typeof apiTokensEn]: { [Key in keyof (typeof apiTokensEn)[Section]]: string } } = {
  apiTokens: {
    navTitle: 'API-Tokens',
    title: 'API-Tokens',
    intro:
      'Mit einem Token rufen andere Programme (ein Frontend, ein Deploy-Skript, ein CRM) die API mit „Authorization: Bearer …“ auf. Ein Token kann nie mehr als der Benutzer, der es erstellt hat.',
    create: 'Token erstellen',
    createTitle: 'Ein API-Token erstellen',
    nameHint: 'Wofür das Token ist, etwa „Website-Frontend“.',
    expiryLegend: 'Gültigkeit',
    expiryNone: 'Läuft nie ab',
    expiryDate: 'Läuft am Ende eines Datums ab',
    expiresOn: 'Ablaufdatum',
    scopeLegend: 'Was das Token darf',
    scopeReadOption: 'Nur lesen (Inhalte abrufen)',
    scopeReadHint: 'Liest, was Besucher sehen (veröffentlichte Seiten, Menüs, Tags, Website-Suche); ändert nichts.',
    scopeUserOption: 'In meinem Namen handeln',
    scopeUserHint: 'Alles, was Sie dürfen, mit Ihren Berechtigungen, wie sie bei jedem Aufruf sind.',
    scopePermissionsOption: 'Nur ausgewählte Berechtigungen',
    scopePermissionsHint: 'Handelt in Ihrem Namen, aber nur mit den unten angekreuzten Berechtigungen.',
    permissionsLegend: 'Berechtigungen des Tokens',
    noGrantable: 'Sie haben keine Berechtigungen, die Sie einem Token geben können.',
    columnName: 'Name',
    columnScope: 'Darf',
    columnOwner: 'Besitzer',
    columnCreated: 'Erstellt',
    columnExpires: 'Läuft ab',
    columnLastUsed: 'Zuletzt benutzt',
    never: 'Nie',
    expired: 'Abgelaufen',
    scopeRead: 'Nur lesen (Inhalte abrufen)',
    scopeUser: 'Handelt als {name}',
    scopePermissions: 'Handelt als {name}, nur: {permissions}',
    empty: 'Noch keine API-Tokens.',
    createdNotice: 'Das Token „{name}“ wurde erstellt.',
    createdTitle: 'Ihr neues Token „{name}“',
    createdWarning:
      'Kopieren Sie das Token jetzt und bewahren Sie es sicher auf. Es wird nicht noch einmal angezeigt: Gespeichert wird nur ein Fingerabdruck davon.',
    tokenLabel: 'Token',
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren fehlgeschlagen; markieren Sie das Token und kopieren Sie es selbst.',
    dismiss: 'Ich habe es kopiert',
    revoke: 'Widerrufen',
    revokeLabel: 'Das Token {name} widerrufen',
    revokeTitle: 'Token widerrufen',
    revokeConfirm:
      'Das Token „{name}“ widerrufen? Programme, die es verwenden, verlieren sofort den Zugriff. Das kann nicht rückgängig gemacht werden.',
    revoked: 'Das Token „{name}“ wurde widerrufen.',
  },
};

export const apiTokenFieldsDe: { [Key in keyof typeof apiTokenFieldsEn]: string } = {
  expiresAt: 'Ablaufdatum',
  scope: 'Umfang',
};
