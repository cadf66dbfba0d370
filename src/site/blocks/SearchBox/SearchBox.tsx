import { siteRoute } from '../../i18n/ui-strings.ts';
import type { BlockComponentProps } from '../types.ts';

/**
 * A search form that works without JavaScript (GET to the search page); the "search-box"
 * island may enhance it later.
 */
export function SearchBox({ block, context }: BlockComponentProps<'searchBox'>) {
  const { title, placeholder } = block.props;
  const inputId = `search-${block.key}`;
  return (
    <section className="block block-search-box">
      {title ? <h2 className="block__title">{title}</h2> : null}
      <form className="search-box" role="search" method="get" action={siteRoute(context.locale, 'search')} data-island="search-box">
        <label className="search-box__label" htmlFor={inputId}>{context.t('search.label')}</label>
        <div className="search-box__row">
          <input id={inputId} className="search-box__input" type="search" name="q" placeholder={placeholder || context.t('search.placeholder')} autoComplete="off" maxLength={200} />
          <button type="submit" className="button button--primary">{context.t('search.submit')}</button>
        </div>
      </form>
    </section>
  );
}
