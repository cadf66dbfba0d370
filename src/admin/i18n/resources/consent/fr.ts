import type { ConsentSettingsResource } from './en.ts';

export const consentSettingsFr: ConsentSettingsResource = {
  consentSettings: {
    title: 'Consentement aux cookies',
    byBrowsing: 'Poursuivre la navigation vaut consentement',
    byBrowsingHint:
      'Activé : un visiteur qui ouvre une autre page sans choisir a accepté tous les cookies. Désactivé : les vidéos et le partage restent derrière leurs espaces réservés jusqu’à ce que le visiteur accepte dans le bandeau, comme le droit néerlandais entend le consentement.',
    save: 'Enregistrer le consentement aux cookies',
    saved: 'Le réglage du consentement aux cookies a été enregistré.',
    summaryTitle: 'Choix enregistrés',
    summaryIntro:
      'Chaque choix des visiteurs, par version du bandeau : seulement l’heure et le choix, rien qui permette d’identifier quelqu’un.',
    summaryEmpty: 'Aucun choix n’a encore été enregistré.',
    summaryLoadFailed: 'Les choix enregistrés n’ont pas pu être chargés.',
    version: 'Version du bandeau',
    choice: 'Choix',
    count: 'Nombre',
    lastAt: 'Dernier enregistrement',
    'choice_accept-all': 'Tout accepter',
    'choice_reject-all': 'Tout refuser',
    choice_custom: 'Choix personnalisé',
    choice_placeholder: 'Accepté sur une vidéo ou un partage',
    choice_browsing: 'Navigation poursuivie',
  },
};

export const consentFieldsFr = { consentByBrowsing: 'Poursuivre la navigation vaut consentement' };
