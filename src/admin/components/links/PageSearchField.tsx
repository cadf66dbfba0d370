import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/errors.ts';
import { isMenuSearchTermLongEnough } from '../../../shared/menu/menu-schemas.ts';
import type { PageSearchResult } from '../../../shared/pages/page-dto.ts';
import { errorsFromUnknown } from '../../lib/api-client.ts';
import { isTooShortSearch, type LinkPage } from '../../lib/links/link-target.ts';
import { useDebouncedCallback } from '../../lib/use-debounced-callback.ts';
import { FieldErrors, errorsFor } from '../FormErrors.tsx';
import { Spinner } from '../Spinner.tsx';

/** Runs one page search; each feature passes the call its users may make (menu or page search). */
export type SearchPages = (locale: string, searchTerm: string) => Promise<PageSearchResult[]>;

/** Picks the page of an internal link: search needs 3+ characters (SPEC 5); a hint says so below that. */
export function PageSearchField({
  locale,
  value,
  onChange,
  errors,
  search: searchPages,
}: {
  locale: string;
  value: LinkPage | null;
  onChange: (page: LinkPage | null) => void;
  errors: ApiError[];
  search: SearchPages;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [term, setTerm] = useState('');
  const [searching, setSearching] = useState(!value);
  const [results, setResults] = useState<PageSearchResult[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [searchErrors, setSearchErrors] = useState<ApiError[]>([]);
  const [serverTooShort, setServerTooShort] = useState(false);
  const latest = useRef(0);
  const fieldErrors = [...errorsFor(errors, 'page'), ...searchErrors];
  // The server's rule (SPEC 5: 3 or more characters), so a refused search is never sent.
  const tooShort = !isMenuSearchTermLongEnough(term) || serverTooShort;

  const search = useDebouncedCallback(async (text: string) => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const items = await searchPages(locale, text.trim());
      if (request === latest.current) {
        setResults(items);
        setSearchErrors([]);
      }
    } catch (error) {
      if (request !== latest.current) return;
      // A term the server finds too short shows as the "at least 3 characters" hint.
      const errors = errorsFromUnknown(error);
      setServerTooShort(isTooShortSearch(errors));
      setSearchErrors(isTooShortSearch(errors) ? [] : errors);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, 300);

  useEffect(() => {
    if (tooShort) {
      search.cancel();
      latest.current += 1;
      setResults(null);
      setLoading(false);
    } else search(term);
  }, [term, tooShort, search]);

  return (
    <div className={fieldErrors.length > 0 ? 'field has-error' : 'field'}>
      <label htmlFor={`${id}-search`} className="field__label">
        {t('links.page')}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {value && !searching ? (
        <div className="menu-page-choice">
          <div>
            <strong>{value.title}</strong> <span className="muted">{value.url}</span>
            {!value.published && <span className="badge badge--warning badge--spaced">{t('links.notPublished')}</span>}
          </div>
          <button type="button" className="button button--secondary button--small" onClick={() => setSearching(true)}>
            {t('links.changePage')}
          </button>
        </div>
      ) : (
        <div className="page-picker">
          <input
            id={`${id}-search`}
            type="search"
            className="field__input"
            autoComplete="off"
            placeholder={t('links.searchPlaceholder')}
            value={term}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setServerTooShort(false);
              setTerm(event.target.value);
            }}
          />
          <p id={`${id}-hint`} className="field__hint" aria-live="polite">
            {tooShort ? t('links.searchHint') : loading ? t('links.searching') : results?.length === 0 ? t('links.noPagesFound') : ''}
          </p>
          {loading && <Spinner label={t('links.searching')} inline />}
          {!tooShort && results && results.length > 0 && (
            <ul className="page-picker__results" aria-label={t('links.searchPage')}>
              {results.map((result) => (
                <li key={result.id}>
                  <button
                    type="button"
                    className="page-picker__result"
                    aria-label={t('links.choosePage', { title: result.title })}
                    onClick={() => {
                      onChange({ id: result.id, title: result.title, url: result.url, published: result.published });
                      setSearching(false);
                      setTerm('');
                    }}
                  >
                    <span>{result.title}</span>
                    <span className="muted">
                      {result.url}
                      {!result.published && ` · ${t('links.notPublished')}`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FieldErrors id={`${id}-errors`} errors={fieldErrors} />
    </div>
  );
}
