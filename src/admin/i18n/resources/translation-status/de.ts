import type { TranslationStatusResource } from './en.ts';

export const translationStatusDe: TranslationStatusResource = {
  translationStatus: {
    filterOutOfDate: 'Übersetzung veraltet',
    columnStatus: 'Status',
    status_published: 'Veröffentlicht',
    status_concept: 'Entwurf',
    status_unpublishedChanges: 'Unveröffentlichte Änderungen',
    outOfDate: 'Veraltet',
    outOfDateHint: 'Die Quelle wurde am {date} veröffentlicht, nach der letzten Änderung dieser Übersetzung.',
    thisOutOfDate: 'Diese Übersetzung ist veraltet: {source} wurde am {date} veröffentlicht, nach der letzten Änderung dieser Seite.',
    markUpToDate: 'Als aktuell markieren',
    noteLabel: 'Notiz (optional)',
    noteHint: 'Warum die Übersetzung keine Änderung braucht, z. B. „nur ein Tippfehler in der Quelle“.',
    marked: 'Als aktuell markiert.',
    markedOn: 'Am {date} als aktuell markiert',
  },
};
