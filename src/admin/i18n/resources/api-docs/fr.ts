import type { ApiDocsSettingsResource } from './en.ts';

export const apiDocsSettingsFr: ApiDocsSettingsResource = {
  apiDocsSettings: {
    title: "Référence de l'API",
    public: "Tout le monde peut lire la référence de l'API",
    publicHint:
      "Activé : les visiteurs non connectés peuvent lire la référence de l'API sur /api/docs et le document OpenAPI sur /api/openapi.json (chaque route avec ses champs et ses codes d'erreur). Ils décrivent l'API sans donner aucun accès : les appels exigent toujours une connexion ou un jeton d'API. Désactivé : seuls les utilisateurs connectés peuvent les lire.",
    save: "Enregistrer le réglage de la référence de l'API",
    saved: "Le réglage de la référence de l'API a été enregistré.",
  },
};

export const apiDocsFieldsFr = { apiDocsPublic: "Tout le monde peut lire la référence de l'API" };
