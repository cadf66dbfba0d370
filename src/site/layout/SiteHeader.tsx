import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import type { HeaderVariant } from '../../shared/pages/page-types.ts';
import { HeaderTools } from './HeaderTools.tsx';
import { LogoMark } from './icons.tsx';
import type { LayoutModel } from './types.ts';

function MenuItems({ items, depth }: { items: MenuLink[]; depth: number }) {
  return (
    <ul className={depth === 0 ? 'site-nav__list' : 'site-nav__sublist'}>
      {items.map((item, index) => (
        <li key={`${index}-${item.href}`} className={item.children.length > 0 ? 'site-nav__item site-nav__item--parent' : 'site-nav__item'}>
          <a className="site-nav__link" href={item.href} {...(item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {item.label}
          </a>
          {item.children.length > 0 && <MenuItems items={item.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Logo, main navigation and language switcher. The mobile menu is a checkbox and its label
 * (no JavaScript): the checkbox stays keyboard-focusable and announces its state itself.
 * The page type picks the variant (SPEC 3): 'compact' is the logo (home) and the language
 * switcher only, without the main menu and its toggle.
 */
export function SiteHeader({ layout, variant = 'default' }: { layout: LayoutModel; variant?: HeaderVariant }) {
  const { t } = layout;
  const compact = variant === 'compact';
  const languages = layout.languages.length > 1 && (
    <nav className="site-languages" aria-label={t('layout.languages')}>
      <ul>
        {layout.languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
              hrefLang={language.locale}
              lang={language.locale.split('-')[0]}
              {...(language.current ? { 'aria-current': 'page' as const } : {})}
            >
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <header className={compact ? 'site-header site-header--compact' : 'site-header'} data-variant={variant}>
      <div className="site-header__inner">
        <a className="site-header__logo" href={layout.homeHref} aria-label={t('layout.home', { company: layout.companyName })}>
          <LogoMark />
          <span className="site-header__name">{layout.companyName}</span>
        </a>
        {!compact && (
          <>
            <input
              className="site-header__toggle"
              type="checkbox"
              id="site-menu-toggle"
              aria-controls="site-menu"
              aria-label={t('layout.menu')}
            />
            <label className="site-header__toggle-label" htmlFor="site-menu-toggle" aria-hidden="true">
              <span className="site-header__burger" />
              <span>{t('layout.menu')}</span>
            </label>
          </>
        )}
        {compact ? (
          // No menu to fold away: the language switcher stays visible at every width.
          languages
        ) : (
          <div className="site-header__menu" id="site-menu">
            {layout.headerMenu.length > 0 && (
              <nav className="site-nav" aria-label={t('layout.mainNav')}>
                <MenuItems items={layout.headerMenu} depth={0} />
              </nav>
            )}
            <HeaderTools layout={layout} />
            {languages}
          </div>
        )}
      </div>
      {/*
       * The header's end, for the document's render-blocking link (SiteDocument.tsx). Chromium
       * lets the first paint through once the element with that id is inserted, that is at its
       * start tag, so the id has to be on an element after the header's content, not on <header>.
       */}
      <span id="site-header-end" hidden />
    </header>
  );
}
