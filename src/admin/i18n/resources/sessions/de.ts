import type { SessionsResource } from './en.ts';

export const sessionsDe: SessionsResource = {
  sessions: {
    title: 'Aktive Sitzungen',
    intro: 'Wo Sie angemeldet sind. Melden Sie eine Sitzung ab, die Sie nicht kennen, und ändern Sie Ihr Passwort.',
    loading: 'Ihre Sitzungen werden geladen…',
    loadFailed: 'Ihre Sitzungen konnten nicht geladen werden.',
    device: '{browser} unter {os}',
    unknown: 'Unbekannt',
    thisDevice: 'Dieses Gerät',
    address: 'Adresse {ip}',
    signedIn: 'Angemeldet {date}',
    lastUsed: 'Zuletzt verwendet {date}',
    signOut: 'Abmelden',
    signOutLabel: '{device} ({ip}) abmelden',
    signOutOthers: 'Überall sonst abmelden',
    signedOut: 'Die Sitzung wurde abgemeldet.',
    signedOutOthers_one: '{count} andere Sitzung wurde abgemeldet.',
    signedOutOthers_other: '{count} andere Sitzungen wurden abgemeldet.',
    noOthers: 'Sie sind nirgendwo sonst angemeldet.',
    emailPasswordHint:
      'Zum Ändern Ihrer E-Mail-Adresse ist Ihr aktuelles Passwort nötig. Ihre alte Adresse wird über die Änderung informiert, und Ihre anderen Sitzungen werden abgemeldet.',
  },
};
