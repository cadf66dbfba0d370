import type { redirectFieldsEn, redirectsEn } from './en.ts';

/** Textes français de l’écran Redirections (ticket 16). */
export const redirectsFr: { redirects: Record<keyof typeof redirectsEn.redirects, string> } = {
  redirects: {
    navTitle: 'Redirections',
    title: 'Redirections',
    intro:
      'Les anciennes adresses du site et où les visiteurs sont envoyés. Une page publiée dont l’adresse change reçoit automatiquement une redirection permanente ; une redirection ne s’applique que là où aucune page ne répond.',
    add: 'Ajouter une redirection',
    addTitle: 'Ajouter une redirection',
    editTitle: 'Modifier la redirection',
    edit: 'Modifier la redirection depuis {from}',
    delete: 'Supprimer la redirection depuis {from}',
    deleteTitle: 'Supprimer la redirection',
    deleteConfirm: 'Supprimer la redirection depuis {from} ? Les visiteurs de cette adresse obtiendront « page introuvable ».',
    from: 'Ancienne adresse',
    fromHint: 'Un chemin de ce site, comme /ancienne-page ou /en-gb/old-page.',
    to: 'Nouvelle adresse',
    toHint: 'Un chemin de ce site (/nouvelle-page) ou une adresse complète commençant par https://.',
    status: 'Type',
    status301: '301 Déplacé définitivement',
    status302: '302 Déplacé temporairement',
    status410: '410 Supprimé (définitivement)',
    automatic: 'Automatique',
    automaticHint: 'Créée quand l’adresse de la page a changé',
    manual: 'Manuelle',
    updatedAt: 'Modifiée',
    noTarget: '—',
    empty: 'Aucune redirection pour l’instant.',
    noResults: 'Aucune redirection ne correspond.',
    created: 'La redirection depuis {from} a été ajoutée.',
    saved: 'La redirection depuis {from} a été enregistrée.',
    deleted: 'La redirection depuis {from} a été supprimée.',
    import: 'Importer un CSV',
    importTitle: 'Importer des redirections depuis un CSV',
    importIntro:
      'Une redirection par ligne : ancienne adresse, nouvelle adresse, type (301, 302 ou 410 ; 301 si vide). Une première ligne « from,to,status » est ignorée.',
    importFile: 'Fichier CSV',
    importStart: 'Importer',
    importTooLarge: 'Le fichier est trop volumineux (environ 900 Ko au plus).',
    importNoFile: 'Choisissez d’abord un fichier CSV.',
    imported: 'Importé : {created} ajoutée(s), {refused} refusée(s).',
    refusedTitle: 'Lignes refusées',
    refusedLine: 'Ligne {line} : {message}',
    export: 'Exporter en CSV',
    sortFrom: 'Ancienne adresse',
    sortTo: 'Nouvelle adresse',
    sortStatus: 'Type',
    sortUpdatedAt: 'Modifiée',
  },
};

export const redirectFieldsFr: Record<keyof typeof redirectFieldsEn, string> = {
  from: 'Ancienne adresse',
  to: 'Nouvelle adresse',
  status: 'Type',
  csv: 'Fichier CSV',
};
