import type { ShareLinksResource } from './en.ts';

export const shareLinksNl: ShareLinksResource = {
  shareLinks: {
    open: 'Voorbeeld delen',
    title: 'Een voorbeeld delen',
    intro:
      'Iedereen met de link ziet het huidige concept van deze pagina zoals de site het zou tonen, zonder account, tot de link verloopt of wordt ingetrokken.',
    expiresInDays: 'Geldig (dagen)',
    expiresHint: 'Van 1 tot 30 dagen.',
    create: 'Link maken',
    creating: 'Bezig met maken…',
    createdTitle: 'Nieuwe link',
    createdHint: 'Kopieer de link nu: hij wordt maar één keer getoond.',
    urlLabel: 'Voorbeeldlink',
    copy: 'Link kopiëren',
    copied: 'Gekopieerd',
    copyFailed: 'Kopiëren is mislukt; selecteer de link en kopieer hem zelf.',
    activeTitle: 'Actieve links',
    none: 'Er zijn geen actieve links.',
    loadFailed: 'De links konden niet worden geladen.',
    createdBy: 'Gemaakt door {name} op {date}',
    unknownUser: 'een verwijderde gebruiker',
    expires: 'Verloopt {date}',
    revoke: 'Intrekken',
    revokeLabel: 'De link intrekken die verloopt op {date}',
    revoked: 'De link is ingetrokken.',
    invalidDays: 'Vul een heel aantal dagen in, van 1 tot 30.',
  },
};

export const shareLinkFieldsNl = { expiresInDays: 'Geldig (dagen)' };
