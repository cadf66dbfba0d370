import type { ScheduleResource } from './en.ts';

export const scheduleNl: ScheduleResource = {
  schedule: {
    open: 'Publicatie inplannen',
    openScheduled: 'Publicatie ingepland',
    title: 'Publicatie inplannen',
    intro:
      'Het opgeslagen concept gaat online op het publicatietijdstip, en de pagina gaat offline op het depublicatietijdstip. Tijden zijn in de tijdzone van de site ({zone}). Wie het concept na het inplannen wijzigt, annuleert de publicatie: plan haar dan opnieuw in.',
    publishAt: 'Publiceren op',
    unpublishAt: 'Depubliceren op',
    save: 'Planning opslaan',
    clear: 'Planning wissen',
    state_pending: 'wacht',
    state_done: 'uitgevoerd {date}',
    stateSkipped: 'niet uitgevoerd: {reason}',
    'reason_version-changed': 'het concept is na het inplannen gewijzigd',
    'reason_nothing-to-publish': 'er was niets nieuws om te publiceren',
    'reason_not-published': 'de pagina stond niet online',
    'reason_not-permitted': 'wie het inplande, mag niet meer publiceren',
    'reason_page-gone': 'de pagina bestaat niet meer',
    reason_refused: 'de publicatie werd geweigerd (bijvoorbeeld omdat het nieuwe adres bezet is)',
    reason_unknown: 'onbekende reden',
  },
};
