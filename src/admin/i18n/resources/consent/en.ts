/** English texts of the cookie consent setting (issue 17); merged into the main resource. */
export const consentSettingsEn = {
  consentSettings: {
    title: 'Cookie consent',
    byBrowsing: 'Continuing to browse counts as consent',
    byBrowsingHint:
      'On: a visitor who opens another page without choosing has accepted all cookies. Off: videos and sharing stay behind their placeholders until the visitor accepts in the banner, as Dutch law reads consent.',
    save: 'Save cookie consent',
    saved: 'The cookie consent setting has been saved.',
    summaryTitle: 'Recorded choices',
    summaryIntro: 'Every choice visitors made, per banner version: the time and the choice only, nothing that identifies anyone.',
    summaryEmpty: 'No choices have been recorded yet.',
    summaryLoadFailed: 'The recorded choices could not be loaded.',
    version: 'Banner version',
    choice: 'Choice',
    count: 'Count',
    lastAt: 'Last recorded',
    'choice_accept-all': 'Accept all',
    'choice_reject-all': 'Reject all',
    choice_custom: 'Own choice',
    choice_placeholder: 'Accepted at a video or share placeholder',
    choice_browsing: 'Continued browsing',
  },
};

/** The label of the property an error names. */
export const consentFieldsEn = { consentByBrowsing: 'Continuing to browse counts as consent' };

export type ConsentSettingsResource = {
  [Section in keyof typeof consentSettingsEn]: { [Key in keyof (typeof consentSettingsEn)[Section]]: string };
};
