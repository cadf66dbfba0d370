import type { ShareLinksResource } from './en.ts';

export const shareLinksDe: ShareLinksResource = {
  shareLinks: {
    open: 'Vorschau teilen',
    title: 'Eine Vorschau teilen',
    intro:
      'Wer den Link hat, sieht den aktuellen Entwurf dieser Seite so, wie die Website ihn zeigen würde, ohne Konto, bis der Link abläuft oder widerrufen wird.',
    expiresInDays: 'Gültig (Tage)',
    expiresHint: 'Von 1 bis 30 Tagen.',
    create: 'Link erstellen',
    creating: 'Wird erstellt…',
    createdTitle: 'Neuer Link',
    createdHint: 'Kopieren Sie den Link jetzt: Er wird nur einmal angezeigt.',
    urlLabel: 'Vorschau-Link',
    copy: 'Link kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren fehlgeschlagen; markieren Sie den Link und kopieren Sie ihn selbst.',
    activeTitle: 'Aktive Links',
    none: 'Es gibt keine aktiven Links.',
    loadFailed: 'Die Links konnten nicht geladen werden.',
    createdBy: 'Erstellt von {name} am {date}',
    unknownUser: 'einem gelöschten Benutzer',
    expires: 'Läuft ab {date}',
    revoke: 'Widerrufen',
    revokeLabel: 'Den Link widerrufen, der am {date} abläuft',
    revoked: 'Der Link wurde widerrufen.',
    invalidDays: 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 30 ein.',
  },
};

export const shareLinkFieldsDe = { expiresInDays: 'Gültig (Tage)' };
