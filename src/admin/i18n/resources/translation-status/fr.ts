import type { TranslationStatusResource } from './en.ts';

export const translationStatusFr: TranslationStatusResource = {
  translationStatus: {
    filterOutOfDate: 'Traduction à mettre à jour',
    columnStatus: 'Statut',
    status_published: 'Publiée',
    status_concept: 'Brouillon',
    status_unpublishedChanges: 'Modifications non publiées',
    outOfDate: 'À mettre à jour',
    outOfDateHint: 'Sa source a été publiée le {date}, après la dernière modification de cette traduction.',
    thisOutOfDate: 'Cette traduction est à mettre à jour : {source} a été publiée le {date}, après la dernière modification de cette page.',
    markUpToDate: 'Marquer comme à jour',
    noteLabel: 'Note (facultative)',
    noteHint: 'Pourquoi la traduction n’a pas besoin de changer, p. ex. « une simple coquille dans la source ».',
    marked: 'Marquée comme à jour.',
    markedOn: 'Marquée comme à jour le {date}',
  },
};
