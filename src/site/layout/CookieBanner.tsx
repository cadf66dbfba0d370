import { consentBannerVersion } from '../../shared/consent/consent-choices.ts';
import type { LayoutModel } from './types.ts';

/** The fragment the footer's "Cookie settings" link targets (CSS :target shows the panel). */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

/**
 * SPEC 4 cookie consent without JavaScript: a plain form posting to /consent. "Accept all",
 * "Reject all" (issue 17: refusing is as easy as accepting, on the first layer) and "Save" are
 * submit buttons of the same form, told apart by their name/value. The banner's version goes
 * with the choice, which the server records.
 *
 * On a first visit it is the banner. Once the visitor chose, the same form stays in the page
 * as the hidden "Cookie settings" panel, its boxes ticked as chosen: the footer link
 * (`#cookie-settings`) opens it in place through CSS `:target`, so changing the choice later
 * needs neither JavaScript nor a reload; saving posts and comes back to the page.
 */
export function CookieBanner({ layout }: { layout: LayoutModel }) {
  const banner = layout.consentBanner;
  if (!banner) return null;
  const { t } = layout;
  const settings = banner.mode === 'settings';
  const version = consentBannerVersion(banner.byBrowsing);
  return (
    <section
      className={settings ? 'cookie-banner cookie-banner--settings' : 'cookie-banner'}
      id={COOKIE_SETTINGS_ID}
      role="region"
      aria-labelledby="cookie-banner-title"
      // A consent given elsewhere on the page (a video's "Accept and play") turns the banner into
      // this settings panel in place (consent-cookie.ts), as a reload would.
      data-settings-title={t('consent.settingsTitle')}
      // Islands record a choice made outside the banner with the version the visitor was shown.
      data-banner-version={version}
    >
      <form className="cookie-banner__inner" method="post" action="/consent">
        <input type="hidden" name="return" value={banner.returnPath} />
        <input type="hidden" name="bannerVersion" value={version} />
        <h2 className="cookie-banner__title" id="cookie-banner-title">
          {settings ? t('consent.settingsTitle') : t('consent.title')}
        </h2>
        <p className="cookie-banner__text">
          {banner.byBrowsing ? t('consent.text') : t('consent.textExplicit')} <a href={banner.cookiePolicyHref}>{t('consent.policy')}</a>
        </p>
        <div className="cookie-banner__actions">
          <button className="button button--primary" type="submit" name="choice" value="all">
            {t('consent.acceptAll')}
          </button>
          <button className="button button--secondary" type="submit" name="choice" value="reject">
            {t('consent.rejectAll')}
          </button>
          {/* Any other fragment ends :target; this one names no element, so the page does not scroll.
              On a first visit it is there but hidden (CSS), for when the banner becomes the panel. */}
          <a className="button button--secondary cookie-banner__close" href="#cookie-settings-closed">
            {t('consent.close')}
          </a>
          <details className="cookie-banner__manage" open={settings}>
            <summary className="button button--secondary">{t('consent.manage')}</summary>
            <fieldset className="cookie-banner__categories">
              <legend className="visually-hidden">{t('consent.region')}</legend>
              <label>
                <input type="checkbox" name="necessary" checked disabled readOnly /> {t('consent.necessary')}
              </label>
              <label>
                <input type="checkbox" name="statistics" value="1" defaultChecked={banner.current.statistics} /> {t('consent.statistics')}
              </label>
              <label>
                <input type="checkbox" name="marketing" value="1" defaultChecked={banner.current.marketing} /> {t('consent.marketing')}
              </label>
              <button className="button button--secondary" type="submit" name="choice" value="custom">
                {t('consent.save')}
              </button>
            </fieldset>
          </details>
        </div>
      </form>
    </section>
  );
}
