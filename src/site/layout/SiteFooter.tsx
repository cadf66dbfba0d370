import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import type { FooterVariant } from '../../shared/pages/page-types.ts';
import { EmailLink, PhoneLink } from '../blocks/shared/ContactLinks.tsx';
import { COOKIE_SETTINGS_ID } from './CookieBanner.tsx';
import { IndependenceBadge, SocialIcon } from './icons.tsx';
import type { LayoutModel } from './types.ts';

/**
 * The footer menu as nested lists, as deep as the menu goes (MENU_MAX_DEPTH levels), like the
 * header's menu; the header's classes carry its dropdown styles, so the footer has its own.
 */
function FooterMenuItems({ items, depth }: { items: MenuLink[]; depth: number }) {
  return (
    <ul className={depth === 0 ? 'site-footer__links' : 'site-footer__links site-footer__sublist'}>
      {items.map((item, index) => (
        <li key={`${index}-${item.href}`}>
          <a href={item.href} {...(item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {item.label}
          </a>
          {item.children.length > 0 && <FooterMenuItems items={item.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC 2.9 footer: main office (with the general e-mail address), other offices, legal links (the
 * accessibility statement too, when set), independence label, social links, footer menu, the
 * registration numbers (KvK, VAT; issue 17), Back. The page type picks the variant (SPEC 3):
 * 'compact' leaves out only the footer menu. What SPEC 2.9 asks of the footer is on every page, whatever its type (issue 17:
 * articles had lost the office, the other offices, the social links and the label).
 */
export function SiteFooter({ layout, variant = 'default' }: { layout: LayoutModel; variant?: FooterVariant }) {
  const { t } = layout;
  const office = layout.mainOffice;
  const facts = layout.companyFacts;
  const full = variant !== 'compact';
  return (
    <footer className={full ? 'site-footer' : 'site-footer site-footer--compact'} aria-label={t('layout.footer')} data-variant={variant}>
      <div className="site-footer__inner">
        <section className="site-footer__column" aria-labelledby="footer-office">
          <h2 className="site-footer__heading" id="footer-office">
            {t('layout.mainOffice')}
          </h2>
          {office && (
            <address className="site-footer__address">
              <strong>{layout.companyName}</strong>
              {office.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {office.phone && (
                <span>
                  {t('layout.phone')}: <PhoneLink phone={office.phone} />
                </span>
              )}
              {facts.email && (
                <span>
                  {t('layout.email')}: <EmailLink email={facts.email} />
                </span>
              )}
            </address>
          )}
          <p>
            <a href={layout.officesHref}>{t('layout.otherOffices')}</a>
          </p>
        </section>
        {full && layout.footerMenu.length > 0 && (
          <nav className="site-footer__column" aria-labelledby="footer-menu">
            <h2 className="site-footer__heading" id="footer-menu">
              {t('layout.footerMenu')}
            </h2>
            <FooterMenuItems items={layout.footerMenu} depth={0} />
          </nav>
        )}
        <nav className="site-footer__column" aria-labelledby="footer-legal">
          <h2 className="site-footer__heading" id="footer-legal">
            {t('layout.legal')}
          </h2>
          <ul className="site-footer__links">
            {layout.legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            {layout.consentBanner && (
              // The cookie policy promises this link on every page: it opens the cookie banner's settings in place.
              <li>
                <a href={`#${COOKIE_SETTINGS_ID}`} className="site-footer__cookie-settings">
                  {t('layout.cookieSettings')}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-social">
          <h2 className="site-footer__heading" id="footer-social">
            {t('layout.social')}
          </h2>
          {layout.social.length > 0 && (
            <ul className="site-footer__social">
              {layout.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer"
                    aria-label={t('layout.socialOn', { company: layout.companyName, network: link.label })}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <IndependenceBadge label={t('layout.independent')} short={t('layout.independentShort')} />
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__facts">
          <span>{`© ${layout.companyName}`}</span>
          {facts.kvkNumber && (
            // One text node each, so the label and number read (and copy) as one.
            <span>{`${t('layout.kvk')}: ${facts.kvkNumber}`}</span>
          )}
          {facts.vatNumber && <span>{`${t('layout.vat')}: ${facts.vatNumber}`}</span>}
        </p>
        <nav aria-label={t('layout.back')}>
          <a className="site-footer__back" href="#top">
            <span aria-hidden="true">↑ </span>
            {t('layout.back')}
          </a>
        </nav>
      </div>
    </footer>
  );
}
