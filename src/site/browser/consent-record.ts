import { CONSENT_BANNER_VERSION, type ConsentChoice } from '../../shared/consent/consent-choices.ts';
import { apiRequest } from './api-client.ts';

/**
 * Records a consent choice made in the browser (issue 17), e.g. a video's "Accept and play",
 * with the version of the banner on the page (CookieBanner.tsx's data-banner-version). Only the
 * choice and the version travel; a failure costs the visitor nothing, so it is only logged.
 */
export function recordConsentChoice(choice: ConsentChoice, root: Pick<Document, 'getElementById'> = document): Promise<void> {
  const bannerVersion = root.getElementById('cookie-settings')?.dataset.bannerVersion ?? CONSENT_BANNER_VERSION;
  return apiRequest('POST', '/api/consent', { choice, bannerVersion }).then(
    (answer) => {
      if (answer.status !== 200) console.warn('consent record refused:', answer.status);
    },
    (error: unknown) => console.warn('consent record failed:', error),
  );
}
