import type { LayoutModel } from './types.ts';

/**
 * SPEC 4 cookie consent without JavaScript: a plain form posting to /consent. "Accept all"
 * and "Save" are two submit buttons of the same form, told apart by their name/value.
 */
export function CookieBanner({ layout }: { layout: LayoutModel }) {
  const banner = layout.consentBanner;
  if (!banner) return null;
  const { t } = layout;
  return (
    <section className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
      <form className="cookie-banner__inner" method="post" action="/consent">
        <input type="hidden" name="return" value={banner.returnPath} />
        <h2 className="cookie-banner__title" id="cookie-banner-title">{t('consent.title')}</h2>
        <p className="cookie-banner__text">
          {t('consent.text')} <a href={banner.cookiePolicyHref}>{t('consent.policy')}</a>
        </p>
        <div className="cookie-banner__actions">
          <button className="button button--primary" type="submit" name="choice" value="all">{t('consent.acceptAll')}</button>
          <details className="cookie-banner__manage">
            <summary className="button button--secondary">{t('consent.manage')}</summary>
            <fieldset className="cookie-banner__categories">
              <legend className="visually-hidden">{t('consent.region')}</legend>
              <label>
                <input type="checkbox" name="necessary" checked disabled readOnly /> {t('consent.necessary')}
              </label>
              <label>
                <input type="checkbox" name="statistics" value="1" /> {t('consent.statistics')}
              </label>
              <label>
                <input type="checkbox" name="marketing" value="1" /> {t('consent.marketing')}
              </label>
              <button className="button button--secondary" type="submit" name="choice" value="custom">{t('consent.save')}</button>
            </fieldset>
          </details>
        </div>
      </form>
    </section>
  );
}
