/** English texts of the public API reference setting (issue 19); merged into the main resource. */
export const apiDocsSettingsEn = {
  apiDocsSettings: {
    title: 'API reference',
    public: 'Anyone may read the API reference',
    publicHint:
      'On: visitors who are not signed in can read the API reference at /api/docs and the OpenAPI document at /api/openapi.json (every route with its fields and error codes). It describes the API and grants no access: calls still need a sign-in or an API token. Off: only signed-in users can read them.',
    save: 'Save API reference setting',
    saved: 'The API reference setting has been saved.',
  },
};

/** The label of the property an error names. */
export const apiDocsFieldsEn = { apiDocsPublic: 'Anyone may read the API reference' };

export type ApiDocsSettingsResource = {
  [Section in keyof typeof apiDocsSettingsEn]: { [Key in keyof (typeof apiDocsSettingsEn)[Section]]: string };
};
