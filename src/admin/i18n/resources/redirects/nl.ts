import type { redirectFieldsEn, redirectsEn } from './en.ts';

/** Nederlandse teksten van het scherm Doorverwijzingen (issue 16). */
export const redirectsNl: { redirects: Record<keyof typeof redirectsEn.redirects, string> } = {
  redirects: {
    navTitle: 'Doorverwijzingen',
    title: 'Doorverwijzingen',
    intro:
      'Oude adressen van de website en waar bezoekers vandaar heen gaan. Een gepubliceerde pagina waarvan het adres verandert, krijgt automatisch een permanente doorverwijzing; een doorverwijzing geldt alleen waar geen pagina antwoordt.',
    add: 'Doorverwijzing toevoegen',
    addTitle: 'Doorverwijzing toevoegen',
    editTitle: 'Doorverwijzing bewerken',
    edit: 'De doorverwijzing vanaf {from} bewerken',
    delete: 'De doorverwijzing vanaf {from} verwijderen',
    deleteTitle: 'Doorverwijzing verwijderen',
    deleteConfirm: 'De doorverwijzing vanaf {from} verwijderen? Bezoekers van dat adres krijgen dan "pagina niet gevonden".',
    from: 'Oud adres',
    fromHint: 'Een pad op deze website, zoals /oude-pagina of /en-gb/old-page.',
    to: 'Nieuw adres',
    toHint: 'Een pad op deze website (/nieuwe-pagina) of een volledig adres dat begint met https://.',
    status: 'Soort',
    status301: '301 Permanent verplaatst',
    status302: '302 Tijdelijk verplaatst',
    status410: '410 Verdwenen (definitief verwijderd)',
    automatic: 'Automatisch',
    automaticHint: 'Gemaakt toen het adres van de pagina veranderde',
    manual: 'Handmatig',
    updatedAt: 'Gewijzigd',
    noTarget: '—',
    empty: 'Nog geen doorverwijzingen.',
    noResults: 'Geen doorverwijzingen gevonden.',
    created: 'De doorverwijzing vanaf {from} is toegevoegd.',
    saved: 'De doorverwijzing vanaf {from} is opgeslagen.',
    deleted: 'De doorverwijzing vanaf {from} is verwijderd.',
    import: 'CSV importeren',
    importTitle: 'Doorverwijzingen importeren uit CSV',
    importIntro:
      'Eén doorverwijzing per regel: oud adres, nieuw adres, soort (301, 302 of 410; 301 als die leeg is). Een eerste regel "from,to,status" wordt overgeslagen.',
    importFile: 'CSV-bestand',
    importStart: 'Importeren',
    importTooLarge: 'Het bestand is te groot (hooguit ongeveer 900 KB).',
    importNoFile: 'Kies eerst een CSV-bestand.',
    imported: 'Geïmporteerd: {created} toegevoegd, {refused} geweigerd.',
    refusedTitle: 'Geweigerde regels',
    refusedLine: 'Regel {line}: {message}',
    export: 'CSV exporteren',
    sortFrom: 'Oud adres',
    sortTo: 'Nieuw adres',
    sortStatus: 'Soort',
    sortUpdatedAt: 'Gewijzigd',
  },
};

export const redirectFieldsNl: Record<keyof typeof redirectFieldsEn, string> = {
  from: 'Oud adres',
  to: 'Nieuw adres',
  status: 'Soort',
  csv: 'CSV-bestand',
};
