import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { MenuItemDto } from '../../../../shared/menu/menu-dto.ts';
import { isMenuSearchTermLongEnough } from '../../../../shared/menu/menu-schemas.ts';
import { FieldErrors, errorsFor } from '../../../components/FormErrors.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { searchMenuPages, type PageSearchResult } from '../api.ts';
import { isTooShortSearch } from '../menu-link.ts';

type ChosenPage = MenuItemDto['page'];

/** Picks the page of an internal link: search needs 3+ characters (SPEC 5); a hint says so below that. */
export function PageSearchField({
  locale,
  value,
  onChange,
  errors,
}: {
  locale: string;
  value: ChosenPage;
  onChange: (page: ChosenPage) => void;
  errors: ApiError[];
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
      const items = await searchMenuPages(locale, text.trim());
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
        {t('menuEditor.page')}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {value && !searching ? (
        <div className="menu-page-choice">
          <div>
            <strong>{value.title}</strong> <span className="muted">{value.url}</span>
            {!value.published && <span className="badge badge--warning badge--spaced">{t('menuEditor.notPublished')}</span>}
          </div>
          <button type="button" className="button button--secondary button--small" onClick={() => setSearching(true)}>
            {t('menuEditor.changePage')}
          </button>
        </div>
      ) : (
        <div className="page-picker">
          <input
            id={`${id}-search`}
            type="search"
            className="field__input"
            autoComplete="off"
            placeholder={t('menuEditor.searchPlaceholder')}
            value={term}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setServerTooShort(false);
              setTerm(event.target.value);
            }}
          />
          <p id={`${id}-hint`} className="field__hint" aria-live="polite">
            {tooShort
              ? t('menuEditor.searchHint')
              : loading
                ? t('menuEditor.searching')
                : results?.length === 0
                  ? t('menuEditor.noPagesFound')
                  : ''}
          </p>
          {loading && <Spinner label={t('menuEditor.searching')} inline />}
          {!tooShort && results && results.length > 0 && (
            <ul className="page-picker__results" aria-label={t('menuEditor.searchPage')}>
              {results.map((result) => (
                <li key={result.id}>
                  <button
                    type="button"
                    className="page-picker__result"
                    aria-label={t('menuEditor.choosePage', { title: result.title })}
                    onClick={() => {
                      onChange({ id: result.id, title: result.title, url: result.url, published: result.published });
                      setSearching(false);
                      setTerm('');
                    }}
                  >
                    <span>{result.title}</span>
                    <span className="muted">
                      {result.url}
                      {!result.published && ` · ${t('menuEditor.notPublished')}`}
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
