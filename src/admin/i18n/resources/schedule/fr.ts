import type { ScheduleResource } from './en.ts';

export const scheduleFr: ScheduleResource = {
  schedule: {
    open: 'Programmer la publication',
    openScheduled: 'Publication programmée',
    title: 'Programmer la publication',
    intro:
      'Le brouillon enregistré est mis en ligne à l’heure de publication, et la page est retirée à l’heure de dépublication. Les heures sont dans le fuseau horaire du site ({zone}). Modifier le brouillon après la programmation annule la publication : programmez-la à nouveau.',
    publishAt: 'Publier le',
    unpublishAt: 'Dépublier le',
    save: 'Enregistrer la programmation',
    clear: 'Effacer la programmation',
    state_pending: 'en attente',
    state_done: 'exécuté le {date}',
    stateSkipped: 'non exécuté : {reason}',
    'reason_version-changed': 'le brouillon a changé après la programmation',
    'reason_nothing-to-publish': 'il n’y avait rien de nouveau à publier',
    'reason_not-published': 'la page n’était pas en ligne',
    'reason_not-permitted': 'la personne qui l’a programmée ne peut plus publier',
    'reason_page-gone': 'la page n’existe plus',
    reason_refused: 'la publication a été refusée (par exemple, sa nouvelle adresse est prise)',
    reason_unknown: 'raison inconnue',
  },
};
