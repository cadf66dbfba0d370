import type { SessionsResource } from './en.ts';

export const sessionsFr: SessionsResource = {
  sessions: {
    title: 'Sessions actives',
    intro: 'Là où vous êtes connecté. Déconnectez une session que vous ne reconnaissez pas, et changez votre mot de passe.',
    loading: 'Chargement de vos sessions…',
    loadFailed: 'Vos sessions n’ont pas pu être chargées.',
    device: '{browser} sous {os}',
    unknown: 'Inconnu',
    thisDevice: 'Cet appareil',
    address: 'Adresse {ip}',
    signedIn: 'Connecté le {date}',
    lastUsed: 'Dernière utilisation le {date}',
    signOut: 'Déconnecter',
    signOutLabel: 'Déconnecter {device} ({ip})',
    signOutOthers: 'Se déconnecter partout ailleurs',
    signedOut: 'La session a été déconnectée.',
    signedOutOthers_one: '{count} autre session a été déconnectée.',
    signedOutOthers_other: '{count} autres sessions ont été déconnectées.',
    noOthers: 'Vous n’êtes connecté nulle part ailleurs.',
    emailPasswordHint:
      'Pour changer votre adresse e-mail, votre mot de passe actuel est nécessaire. Votre ancienne adresse est informée du changement et vos autres sessions sont déconnectées.',
  },
};
