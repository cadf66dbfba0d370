import type { ShareLinksResource } from './en.ts';

export const shareLinksFr: ShareLinksResource = {
  shareLinks: {
    open: "Partager l'aperçu",
    title: 'Partager un aperçu',
    intro:
      "Toute personne disposant du lien voit le brouillon actuel de cette page tel que le site l'afficherait, sans compte, jusqu'à ce que le lien expire ou soit révoqué.",
    expiresInDays: 'Valable (jours)',
    expiresHint: 'De 1 à 30 jours.',
    create: 'Créer le lien',
    creating: 'Création…',
    createdTitle: 'Nouveau lien',
    createdHint: "Copiez le lien maintenant : il n'est affiché qu'une seule fois.",
    urlLabel: "Lien d'aperçu",
    copy: 'Copier le lien',
    copied: 'Copié',
    copyFailed: 'La copie a échoué ; sélectionnez le lien et copiez-le vous-même.',
    activeTitle: 'Liens actifs',
    none: "Il n'y a aucun lien actif.",
    loadFailed: "Les liens n'ont pas pu être chargés.",
    createdBy: 'Créé par {name} le {date}',
    unknownUser: 'un utilisateur supprimé',
    expires: 'Expire le {date}',
    revoke: 'Révoquer',
    revokeLabel: 'Révoquer le lien qui expire le {date}',
    revoked: 'Le lien a été révoqué.',
    invalidDays: 'Saisissez un nombre entier de jours entre 1 et 30.',
  },
};

export const shareLinkFieldsFr = { expiresInDays: 'Valable (jours)' };
