import type { redirectFieldsEn, redirectsEn } from './en.ts';

/** Deutsche Texte der Seite Weiterleitungen (Issue 16). */
export const redirectsDe: { redirects: Record<keyof typeof redirectsEn.redirects, string> } = {
  redirects: {
    navTitle: 'Weiterleitungen',
    title: 'Weiterleitungen',
    intro:
      'Alte Adressen der Website und wohin Besucher von dort gelangen. Eine veröffentlichte Seite, deren Adresse sich ändert, erhält automatisch eine dauerhafte Weiterleitung; eine Weiterleitung gilt nur, wo keine Seite antwortet.',
    add: 'Weiterleitung hinzufügen',
    addTitle: 'Weiterleitung hinzufügen',
    editTitle: 'Weiterleitung bearbeiten',
    edit: 'Weiterleitung von {from} bearbeiten',
    delete: 'Weiterleitung von {from} löschen',
    deleteTitle: 'Weiterleitung löschen',
    deleteConfirm: 'Die Weiterleitung von {from} löschen? Besucher dieser Adresse erhalten dann „Seite nicht gefunden“.',
    from: 'Alte Adresse',
    fromHint: 'Ein Pfad dieser Website, etwa /alte-seite oder /en-gb/old-page.',
    to: 'Neue Adresse',
    toHint: 'Ein Pfad dieser Website (/neue-seite) oder eine vollständige Adresse, die mit https:// beginnt.',
    status: 'Art',
    status301: '301 Dauerhaft verschoben',
    status302: '302 Vorübergehend verschoben',
    status410: '410 Entfernt (endgültig gelöscht)',
    automatic: 'Automatisch',
    automaticHint: 'Entstanden, als sich die Adresse der Seite änderte',
    manual: 'Manuell',
    updatedAt: 'Geändert',
    noTarget: '—',
    empty: 'Noch keine Weiterleitungen.',
    noResults: 'Keine passenden Weiterleitungen.',
    created: 'Die Weiterleitung von {from} wurde hinzugefügt.',
    saved: 'Die Weiterleitung von {from} wurde gespeichert.',
    deleted: 'Die Weiterleitung von {from} wurde gelöscht.',
    import: 'CSV importieren',
    importTitle: 'Weiterleitungen aus CSV importieren',
    importIntro:
      'Eine Weiterleitung pro Zeile: alte Adresse, neue Adresse, Art (301, 302 oder 410; 301, wenn leer). Eine erste Zeile „from,to,status“ wird übersprungen.',
    importFile: 'CSV-Datei',
    importStart: 'Importieren',
    importTooLarge: 'Die Datei ist zu groß (höchstens etwa 900 KB).',
    importNoFile: 'Wählen Sie zuerst eine CSV-Datei.',
    imported: 'Importiert: {created} hinzugefügt, {refused} abgelehnt.',
    refusedTitle: 'Abgelehnte Zeilen',
    refusedLine: 'Zeile {line}: {message}',
    export: 'CSV exportieren',
    sortFrom: 'Alte Adresse',
    sortTo: 'Neue Adresse',
    sortStatus: 'Art',
    sortUpdatedAt: 'Geändert',
  },
};

export const redirectFieldsDe: Record<keyof typeof redirectFieldsEn, string> = {
  from: 'Alte Adresse',
  to: 'Neue Adresse',
  status: 'Art',
  csv: 'CSV-Datei',
};
