import type { ScheduleResource } from './en.ts';

export const scheduleDe: ScheduleResource = {
  schedule: {
    open: 'Veröffentlichung planen',
    openScheduled: 'Veröffentlichung geplant',
    title: 'Veröffentlichung planen',
    intro:
      'Der gespeicherte Entwurf geht zur Veröffentlichungszeit online, und die Seite geht zur Depublizierungszeit offline. Zeiten gelten in der Zeitzone der Website ({zone}). Eine Änderung des Entwurfs nach dem Planen bricht die Veröffentlichung ab: Planen Sie sie dann neu.',
    publishAt: 'Veröffentlichen am',
    unpublishAt: 'Depublizieren am',
    save: 'Planung speichern',
    clear: 'Planung löschen',
    state_pending: 'wartet',
    state_done: 'ausgeführt {date}',
    stateSkipped: 'nicht ausgeführt: {reason}',
    'reason_version-changed': 'der Entwurf wurde nach dem Planen geändert',
    'reason_nothing-to-publish': 'es gab nichts Neues zu veröffentlichen',
    'reason_not-published': 'die Seite war nicht online',
    'reason_not-permitted': 'wer sie geplant hat, darf nicht mehr veröffentlichen',
    'reason_page-gone': 'die Seite existiert nicht mehr',
    reason_refused: 'die Veröffentlichung wurde abgelehnt (z. B. weil die neue Adresse vergeben ist)',
    reason_unknown: 'unbekannter Grund',
  },
};
