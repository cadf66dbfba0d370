import type { ApiDocsSettingsResource } from './en.ts';

export const apiDocsSettingsNl: ApiDocsSettingsResource = {
  apiDocsSettings: {
    title: 'API-naslag',
    public: 'Iedereen mag de API-naslag lezen',
    publicHint:
      'Aan: bezoekers die niet zijn ingelogd kunnen de API-naslag op /api/docs en het OpenAPI-document op /api/openapi.json lezen (elke route met haar velden en foutcodes). Die beschrijven de API en geven geen toegang: aanroepen vragen nog steeds een login of een API-token. Uit: alleen ingelogde gebruikers kunnen ze lezen.',
    save: 'Instelling API-naslag opslaan',
    saved: 'De instelling voor de API-naslag is opgeslagen.',
  },
};

export const apiDocsFieldsNl = { apiDocsPublic: 'Iedereen mag de API-naslag lezen' };
