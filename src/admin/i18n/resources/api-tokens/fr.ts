import type { apiTokenFieldsEn, apiTokensEn } from './en.ts';

/** Textes français de l’écran Jetons d’API (issue 19). */
export const apiTokensFr: { [Section in keyof typeof apiTokensEn]: { [Key in keyof (typeof apiTokensEn)[Section]]: string } } = {
  apiTokens: {
    navTitle: 'Jetons d’API',
    title: 'Jetons d’API',
    intro:
      'Un jeton permet à d’autres programmes (un front-end, un script de déploiement, un CRM) d’appeler l’API avec « Authorization: Bearer … ». Un jeton ne peut jamais faire plus que l’utilisateur qui l’a créé.',
    create: 'Créer un jeton',
    createTitle: 'Créer un jeton d’API',
    nameHint: 'À quoi sert le jeton, par exemple « Front-end du site ».',
    expiryLegend: 'Validité',
    expiryNone: 'N’expire jamais',
    expiryDate: 'Expire à la fin d’une date',
    expiresOn: 'Date d’expiration',
    scopeLegend: 'Ce que le jeton peut faire',
    scopeReadOption: 'Lecture seule (diffusion du contenu)',
    scopeReadHint: 'Lit ce que voient les visiteurs (pages publiées, menus, tags, recherche du site) ; ne modifie rien.',
    scopeUserOption: 'Agir en mon nom',
    scopeUserHint: 'Tout ce que vous pouvez faire, avec vos autorisations telles qu’elles sont à chaque appel.',
    scopePermissionsOption: 'Seulement les autorisations choisies',
    scopePermissionsHint: 'Agit en votre nom, mais uniquement avec les autorisations cochées ci-dessous.',
    permissionsLegend: 'Autorisations du jeton',
    noGrantable: 'Vous n’avez aucune autorisation à donner à un jeton.',
    columnName: 'Nom',
    columnScope: 'Peut',
    columnOwner: 'Propriétaire',
    columnCreated: 'Créé',
    columnExpires: 'Expire',
    columnLastUsed: 'Dernière utilisation',
    never: 'Jamais',
    expired: 'Expiré',
    scopeRead: 'Lecture seule (diffusion du contenu)',
    scopeUser: 'Agit en tant que {name}',
    scopePermissions: 'Agit en tant que {name}, seulement : {permissions}',
    empty: 'Aucun jeton d’API pour l’instant.',
    createdNotice: 'Le jeton « {name} » a été créé.',
    createdTitle: 'Votre nouveau jeton « {name} »',
    createdWarning:
      'Copiez le jeton maintenant et conservez-le en lieu sûr. Il ne sera plus affiché : seule une empreinte en est enregistrée.',
    tokenLabel: 'Jeton',
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'La copie a échoué ; sélectionnez le jeton et copiez-le vous-même.',
    dismiss: 'Je l’ai copié',
    revoke: 'Révoquer',
    revokeLabel: 'Révoquer le jeton {name}',
    revokeTitle: 'Révoquer le jeton',
    revokeConfirm: 'Révoquer le jeton « {name} » ? Les programmes qui l’utilisent perdent leur accès immédiatement. C’est irréversible.',
    revoked: 'Le jeton « {name} » a été révoqué.',
  },
};

export const apiTokenFieldsFr: { [Key in keyof typeof apiTokenFieldsEn]: string } = {
  expiresAt: 'Date d’expiration',
  scope: 'Portée',
};
