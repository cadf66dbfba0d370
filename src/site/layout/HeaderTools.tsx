import { telHref } from '../../shared/http/tel-link.ts';
import { PhoneIcon, SearchIcon } from './icons.tsx';
import type { LayoutModel } from './types.ts';

/**
 * The header's search field and contact call to action (issue 17). The search is a plain GET
 * form to the search page, so it works without JavaScript. They sit in the menu, so below the
 * menu button's breakpoint they are in its panel; on narrower desktops the field folds to its
 * button (which opens the search page) and the phone to its icon, keeping the header one row.
 * The search page itself has the full search, so there the header has none (one search field).
 */
export function HeaderTools({ layout }: { layout: LayoutModel }) {
  const { t, headerTools } = layout;
  const tel = headerTools.phone ? telHref(headerTools.phone) : null;
  return (
    <div className="site-header__tools">
      {headerTools.searchAction && (
        <form className="site-search" role="search" action={headerTools.searchAction} method="get" aria-label={t('header.search')}>
          <label className="visually-hidden" htmlFor="site-search-q">
            {t('header.search')}
          </label>
          <input className="site-search__input" id="site-search-q" type="search" name="q" placeholder={t('header.searchPlaceholder')} />
          <button className="site-search__submit" type="submit" aria-label={t('search.submit')}>
            <SearchIcon />
          </button>
        </form>
      )}
      {tel && (
        <a className="site-header__phone" href={tel} aria-label={t('header.call', { phone: headerTools.phone })}>
          <PhoneIcon />
          <span className="site-header__phone-number">{headerTools.phone}</span>
        </a>
      )}
      <a className="site-header__cta" href={headerTools.contactHref}>
        {t('header.quote')}
      </a>
    </div>
  );
}
