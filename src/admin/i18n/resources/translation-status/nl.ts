import type { TranslationStatusResource } from './en.ts';

export const translationStatusNl: TranslationStatusResource = {
  translationStatus: {
    filterOutOfDate: 'Vertaling verouderd',
    columnStatus: 'Status',
    status_published: 'Gepubliceerd',
    status_concept: 'Concept',
    status_unpublishedChanges: 'Niet-gepubliceerde wijzigingen',
    outOfDate: 'Verouderd',
    outOfDateHint: 'De bron is op {date} gepubliceerd, na de laatste wijziging van deze vertaling.',
    thisOutOfDate: 'Deze vertaling is verouderd: {source} is op {date} gepubliceerd, na de laatste wijziging van deze pagina.',
    markUpToDate: 'Markeren als bijgewerkt',
    noteLabel: 'Notitie (optioneel)',
    noteHint: 'Waarom de vertaling niet hoeft te veranderen, bijv. “alleen een typfout in de bron”.',
    marked: 'Gemarkeerd als bijgewerkt.',
    markedOn: 'Gemarkeerd als bijgewerkt op {date}',
  },
};
