import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeLink, link } from '../../../../../shared/blocks/block-fields.ts';
import { textMaxLength } from '../../../../../shared/blocks/block-limits.ts';
import { FieldErrors } from '../../../../components/FormErrors.tsx';
import { useDebouncedCallback } from '../../../../lib/use-debounced-callback.ts';
import { pagesApi, type PageSearchResult } from '../../api.ts';

interface LinkPropProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A link: a URL typed freely (checked with isSafeLink) or an internal page picked by search. */
export function LinkProp({ label, value, onChange }: LinkPropProps) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [picking, setPicking] = useState(false);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<PageSearchResult[] | null>(null);
  const invalid = value !== '' && !isSafeLink(value);
  const showError = invalid && touched;

  const search = useDebouncedCallback((searchTerm: string) => {
    pagesApi
      .search('', searchTerm)
      .then((response) => setResults(response.data.items))
      .catch(() => setResults([]));
  }, 300);

  return (
    <div className={showError ? 'field has-error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="link-prop">
        <input
          id={id}
          type="text"
          inputMode="url"
          className="field__input"
          value={value}
          maxLength={textMaxLength(link)}
          aria-invalid={showError || undefined}
          aria-describedby={`${id}-hint${showError ? ` ${id}-errors` : ''}`}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={() => setTouched(true)}
        />
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={picking}
          onClick={() => {
            setPicking(!picking);
            if (!picking) search(term);
          }}
        >
          {t('blockFields.choosePage')}
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('blockFields.linkHint')}
      </p>
      <FieldErrors id={`${id}-errors`} errors={showError ? [{ code: 'V_13', property: 'link' }] : []} />
      {picking && (
        <div className="page-picker">
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t('blockFields.pageSearch')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="field__input"
            placeholder={t('blockFields.pageSearch')}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              search(event.target.value);
            }}
          />
          {results && results.length === 0 && <p className="muted">{t('blockFields.pageSearchEmpty')}</p>}
          {results && results.length > 0 && (
            <ul className="page-picker__results">
              {results.map((result) => (
                <li key={result.id}>
                  <button
                    type="button"
                    className="page-picker__result"
                    onClick={() => {
                      onChange(result.url);
                      setPicking(false);
                    }}
                  >
                    <span>{result.title}</span>
                    <span className="muted">{result.url}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
