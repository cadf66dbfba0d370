import { IndependenceBadge, SocialIcon } from './icons.tsx';
import type { LayoutModel } from './types.ts';

/** SPEC 2.9 footer: main office, other offices, legal links, independence label, social links, footer menu, Back. */
export function SiteFooter({ layout }: { layout: LayoutModel }) {
  const { t } = layout;
  const office = layout.mainOffice;
  return (
    <footer className="site-footer" aria-label={t('layout.footer')}>
      <div className="site-footer__inner">
        <section className="site-footer__column" aria-labelledby="footer-office">
          <h2 className="site-footer__heading" id="footer-office">{t('layout.mainOffice')}</h2>
          {office && (
            <address className="site-footer__address">
              <strong>{layout.companyName}</strong>
              {office.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {office.phone && (
                <span>
                  {t('layout.phone')}: <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
                </span>
              )}
            </address>
          )}
          <p>
            <a href={layout.contactHref}>{t('layout.otherOffices')}</a>
          </p>
        </section>
        {layout.footerMenu.length > 0 && (
          <nav className="site-footer__column" aria-labelledby="footer-menu">
            <h2 className="site-footer__heading" id="footer-menu">{t('layout.footerMenu')}</h2>
            <ul className="site-footer__links">
              {layout.footerMenu.flatMap((item) => [item, ...item.children]).map((item, index) => (
                <li key={`${index}-${item.href}`}>
                  <a href={item.href} {...(item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav className="site-footer__column" aria-labelledby="footer-legal">
          <h2 className="site-footer__heading" id="footer-legal">{t('layout.legal')}</h2>
          <ul className="site-footer__links">
            {layout.legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-social">
          <h2 className="site-footer__heading" id="footer-social">{t('layout.social')}</h2>
          {layout.social.length > 0 && (
            <ul className="site-footer__social">
              {layout.social.map((link) => (
                <li key={link.network}>
                  <a href={link.href} rel="noopener noreferrer" aria-label={t('layout.socialOn', { company: layout.companyName, network: link.label })}>
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
        <p>© {layout.companyName}</p>
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
