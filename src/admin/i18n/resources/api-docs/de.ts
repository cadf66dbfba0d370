import type { ApiDocsSettingsResource } from './en.ts';

export const apiDocsSettingsDe: ApiDocsSettingsResource = {
  apiDocsSettings: {
    title: 'API-Referenz',
    public: 'Jeder darf die API-Referenz lesen',
    publicHint:
      'An: Besucher ohne Anmeldung können die API-Referenz unter /api/docs und das OpenAPI-Dokument unter /api/openapi.json lesen (jede Route mit ihren Feldern und Fehlercodes). Sie beschreiben die API und gewähren keinen Zugriff: Aufrufe brauchen weiterhin eine Anmeldung oder ein API-Token. Aus: nur angemeldete Benutzer können sie lesen.',
    save: 'Einstellung der API-Referenz speichern',
    saved: 'Die Einstellung der API-Referenz wurde gespeichert.',
  },
};

export const apiDocsFieldsDe = { apiDocsPublic: 'Jeder darf die API-Referenz lesen' };
