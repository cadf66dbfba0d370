import type { ConsentSettingsResource } from './en.ts';

export const consentSettingsNl: ConsentSettingsResource = {
  consentSettings: {
    title: 'Cookietoestemming',
    byBrowsing: 'Verder browsen geldt als toestemming',
    byBrowsingHint:
      "Aan: een bezoeker die zonder te kiezen een andere pagina opent, heeft alle cookies geaccepteerd. Uit: video's en delen blijven achter hun plaatshouders tot de bezoeker in de banner accepteert, zoals de Nederlandse wet toestemming leest.",
    save: 'Cookietoestemming opslaan',
    saved: 'De instelling voor cookietoestemming is opgeslagen.',
    summaryTitle: 'Vastgelegde keuzes',
    summaryIntro: 'Elke keuze van bezoekers, per bannerversie: alleen het tijdstip en de keuze, niets waarmee iemand te herkennen is.',
    summaryEmpty: 'Er zijn nog geen keuzes vastgelegd.',
    summaryLoadFailed: 'De vastgelegde keuzes konden niet worden geladen.',
    version: 'Bannerversie',
    choice: 'Keuze',
    count: 'Aantal',
    lastAt: 'Laatst vastgelegd',
    'choice_accept-all': 'Alles accepteren',
    'choice_reject-all': 'Alles weigeren',
    choice_custom: 'Eigen keuze',
    choice_placeholder: 'Geaccepteerd bij een video of deelknop',
    choice_browsing: 'Verder gebrowst',
  },
};

export const consentFieldsNl = { consentByBrowsing: 'Verder browsen geldt als toestemming' };
