import type { SessionsResource } from './en.ts';

export const sessionsNl: SessionsResource = {
  sessions: {
    title: 'Actieve sessies',
    intro: 'Waar je bent ingelogd. Log een sessie die je niet herkent uit, en wijzig je wachtwoord.',
    loading: 'Je sessies laden…',
    loadFailed: 'Je sessies konden niet worden geladen.',
    device: '{browser} op {os}',
    unknown: 'Onbekend',
    thisDevice: 'Dit apparaat',
    address: 'Adres {ip}',
    signedIn: 'Ingelogd {date}',
    lastUsed: 'Laatst gebruikt {date}',
    signOut: 'Uitloggen',
    signOutLabel: '{device} ({ip}) uitloggen',
    signOutOthers: 'Overal anders uitloggen',
    signedOut: 'De sessie is uitgelogd.',
    signedOutOthers_one: '{count} andere sessie is uitgelogd.',
    signedOutOthers_other: '{count} andere sessies zijn uitgelogd.',
    noOthers: 'Je bent nergens anders ingelogd.',
    emailPasswordHint:
      'Voor het wijzigen van je e-mailadres is je huidige wachtwoord nodig. Je oude adres krijgt bericht van de wijziging en je andere sessies worden uitgelogd.',
  },
};
