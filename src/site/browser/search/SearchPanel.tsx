import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { SERVICES, THEMES, type Service, type Theme } from '../../../shared/taxonomy.ts';
import type { SiteSearchResponse } from '../../../shared/site/site-search.ts';
import { createTranslator, pageTypeLabel, serviceLabel, themeLabel } from '../../i18n/ui-strings.ts';
import { apiRequest } from '../api-client.ts';
import { SearchResults } from './SearchResults.tsx';
import {
  FILTER_PAGE_TYPES,
  SEARCH_PAGE_SIZE,
  isActiveQuery,
  languageSwitchQuery,
  searchQueryString,
  toSiteSearchQuery,
  type SearchQuery,
} from './search-query.ts';

export interface SearchPanelProps {
  blockKey: string;
  locale: string;
  /** The search page's path; the form GETs there without JavaScript. */
  action: string;
  placeholder: string;
  query: SearchQuery;
  /** Results the server already found for `query`; null when nothing was searched. */
  initial: SiteSearchResponse | null;
  /** The filters' theme and service names, the titles of those pages (absent: the built-in ones). */
  labels?: { themes: Record<Theme, string>; services: Record<Service, string> };
}

const TYPING_DELAY_MS = 400;

/**
 * After a live search the header's language links follow the address (languageSwitchQuery).
 * Each link keeps the tag the server gave it (that language's tag, issue 17) while a tag filter
 * stays; the island can only remove the tag, never change it.
 */
function syncLanguageLinks(query: SearchQuery): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.site-languages a[href]')) {
    const href = link.getAttribute('href') ?? '';
    const ownTag = new URLSearchParams(/\?([^#]*)/.exec(href)?.[1] ?? '').get('tag');
    const tag = query.tag && ownTag ? ownTag : query.tag;
    link.setAttribute('href', `${href.replace(/[?#].*$/, '')}${languageSwitchQuery({ ...query, tag })}`);
  }
}

/**
 * The "search-box" island (SPEC 2.9 search screen). Server-rendered with the results of the
 * request's query, so it works without JavaScript (GET form, page links). In the browser it
 * searches as the visitor types or changes a filter, on the search page itself, and keeps
 * the address in step with history.replaceState. Elsewhere (e.g. the home page) submitting
 * still goes to the search page.
 */
export default function SearchPanel({ blockKey, locale, action, placeholder, query: initialQuery, initial, labels }: SearchPanelProps) {
  const t = createTranslator(locale);
  const [query, setQuery] = useState(initialQuery);
  const [response, setResponse] = useState(initial);
  const [searchedTerm, setSearchedTerm] = useState(initialQuery.q);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = (name: string) => `search-${blockKey}${name ? `-${name}` : ''}`;
  const isLive = () => typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === action;

  async function run(next: SearchQuery) {
    const ticket = ++latest.current;
    history.replaceState(history.state, '', `${location.pathname}${searchQueryString(next)}${location.hash}`);
    syncLanguageLinks(next);
    if (!isActiveQuery(next)) {
      setResponse(null);
      setState('idle');
      return;
    }
    setState('loading');
    try {
      const body = toSiteSearchQuery(next, locale, SEARCH_PAGE_SIZE);
      const result = await apiRequest<SiteSearchResponse>('POST', '/api/search/search', { ...body, locales: [locale] });
      if (ticket !== latest.current) return;
      if (result.status !== 200 || !result.body) throw new Error(`search: HTTP ${result.status}`);
      // Past the last page (the results changed meanwhile): the last page instead of an empty list.
      const lastPage = Math.max(1, Math.ceil(result.body.total / SEARCH_PAGE_SIZE));
      if (next.page > lastPage && result.body.total > 0) {
        const clamped = { ...next, page: lastPage };
        setQuery(clamped);
        return run(clamped);
      }
      setResponse({ total: result.body.total, totalIsEstimate: result.body.totalIsEstimate === true, results: result.body.results });
      setSearchedTerm(next.q);
      setState('idle');
    } catch {
      if (ticket === latest.current) setState('failed');
    }
  }

  function update(change: Partial<SearchQuery>, delay = 0) {
    const next = { ...query, page: 1, ...change };
    setQuery(next);
    if (!isLive()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(next), delay);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // The server showed the last page for a page past the end (?page=99): the address says so too.
  useEffect(() => {
    if (!isLive()) return;
    const asked = new URLSearchParams(location.search).get('page');
    if (asked !== null && Number(asked) !== initialQuery.page) {
      history.replaceState(history.state, '', `${location.pathname}${searchQueryString(initialQuery)}${location.hash}`);
    }
    // Once, for the query the server rendered; later queries write the address themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!isLive()) return;
    event.preventDefault();
    clearTimeout(timer.current);
    void run({ ...query, page: 1 });
  }

  function removeTag(event: MouseEvent<HTMLAnchorElement>) {
    if (!isLive()) return;
    event.preventDefault();
    update({ tag: '' });
  }

  function goToPage(page: number) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isLive()) return;
      event.preventDefault();
      const next = { ...query, page };
      setQuery(next);
      void run(next).then(() => document.getElementById(id('count'))?.scrollIntoView({ block: 'start' }));
    };
  }

  const pages = response ? Math.ceil(response.total / SEARCH_PAGE_SIZE) : 0;
  const pageLink = (page: number) => `${action}${searchQueryString({ ...query, page })}`;

  return (
    <>
      <form className="search-box" role="search" method="get" action={action} onSubmit={submit}>
        <label className="search-box__label" htmlFor={id('')}>
          {t('search.label')}
        </label>
        <div className="search-box__row">
          <input
            id={id('')}
            className="search-box__input"
            type="search"
            name="q"
            placeholder={placeholder}
            autoComplete="off"
            maxLength={200}
            value={query.q}
            onChange={(event) => update({ q: event.target.value }, TYPING_DELAY_MS)}
          />
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
        </div>
        {query.tag ? (
          // A tag link on a page brought the visitor here: the filter shows, stays on submit, and can go.
          <p className="search-box__tag">
            <input type="hidden" name="tag" value={query.tag} />
            <span>
              {t('search.tagFilter')}: <strong className="search-box__tag-name">{query.tag}</strong>
            </span>
            <a
              className="search-box__tag-remove"
              href={`${action}${searchQueryString({ ...query, tag: '', page: 1 })}`}
              onClick={removeTag}
            >
              {t('search.removeTag')}
            </a>
          </p>
        ) : null}
        <div className="search-box__filters">
          <div className="search-box__filter">
            <label htmlFor={id('type')}>{t('search.typeFilter')}</label>
            <select
              id={id('type')}
              name="type"
              value={query.type}
              onChange={(event) => update({ type: event.target.value as SearchQuery['type'] })}
            >
              <option value="">{t('search.allTypes')}</option>
              {FILTER_PAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {pageTypeLabel(locale, type)}
                </option>
              ))}
            </select>
          </div>
          <div className="search-box__filter">
            <label htmlFor={id('theme')}>{t('search.themeFilter')}</label>
            <select
              id={id('theme')}
              name="theme"
              value={query.theme}
              onChange={(event) => update({ theme: event.target.value as SearchQuery['theme'] })}
            >
              <option value="">{t('search.allThemes')}</option>
              {THEMES.filter((theme) => theme !== 'NONE').map((theme) => (
                <option key={theme} value={theme}>
                  {labels?.themes[theme] ?? themeLabel(locale, theme)}
                </option>
              ))}
            </select>
          </div>
          <div className="search-box__filter">
            <label htmlFor={id('service')}>{t('search.serviceFilter')}</label>
            <select
              id={id('service')}
              name="service"
              value={query.service}
              onChange={(event) => update({ service: event.target.value as SearchQuery['service'] })}
            >
              <option value="">{t('search.allServices')}</option>
              {SERVICES.filter((service) => service !== 'NONE').map((service) => (
                <option key={service} value={service}>
                  {labels?.services[service] ?? serviceLabel(locale, service)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary search-box__show">
            {t('search.showResults')}
          </button>
        </div>
      </form>
      <section
        className="search-results"
        aria-labelledby={id('count')}
        aria-busy={state === 'loading'}
        hidden={!response && state === 'idle'}
      >
        <h2 className="visually-hidden">{t('search.resultsHeading')}</h2>
        <p className="search-results__status" role="status">
          {state === 'loading' ? t('search.loading') : state === 'failed' ? t('search.failed') : ''}
        </p>
        {response ? <SearchResults locale={locale} t={t} term={searchedTerm} response={response} headingId={id('count')} /> : null}
        {pages > 1 ? (
          <nav className="search-results__pages" aria-label={t('search.resultsHeading')}>
            {query.page > 1 ? (
              <a href={pageLink(query.page - 1)} rel="prev" onClick={goToPage(query.page - 1)}>
                {t('search.previous')}
              </a>
            ) : null}
            <span>{t('search.pageOf', { page: query.page, pages })}</span>
            {query.page < pages ? (
              <a href={pageLink(query.page + 1)} rel="next" onClick={goToPage(query.page + 1)}>
                {t('search.next')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
