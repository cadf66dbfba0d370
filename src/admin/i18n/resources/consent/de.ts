import type { ConsentSettingsResource } from './en.ts';

export const consentSettingsDe: ConsentSettingsResource = {
  consentSettings: {
    title: 'Cookie-Einwilligung',
    byBrowsing: 'Weitersurfen gilt als Einwilligung',
    byBrowsingHint:
      'Ein: Wer ohne Auswahl eine weitere Seite öffnet, hat alle Cookies akzeptiert. Aus: Videos und Teilen bleiben hinter ihren Platzhaltern, bis die Besucherin oder der Besucher im Banner zustimmt, wie das niederländische Recht die Einwilligung versteht.',
    save: 'Cookie-Einwilligung speichern',
    saved: 'Die Einstellung zur Cookie-Einwilligung wurde gespeichert.',
    summaryTitle: 'Erfasste Entscheidungen',
    summaryIntro: 'Jede Entscheidung der Besucher, je Bannerversion: nur Zeitpunkt und Entscheidung, nichts, was jemanden erkennbar macht.',
    summaryEmpty: 'Es wurden noch keine Entscheidungen erfasst.',
    summaryLoadFailed: 'Die erfassten Entscheidungen konnten nicht geladen werden.',
    version: 'Bannerversion',
    choice: 'Entscheidung',
    count: 'Anzahl',
    lastAt: 'Zuletzt erfasst',
    'choice_accept-all': 'Alle akzeptieren',
    'choice_reject-all': 'Alle ablehnen',
    choice_custom: 'Eigene Auswahl',
    choice_placeholder: 'Bei einem Video oder Teilen akzeptiert',
    choice_browsing: 'Weitergesurft',
  },
};

export const consentFieldsDe = { consentByBrowsing: 'Weitersurfen gilt als Einwilligung' };
