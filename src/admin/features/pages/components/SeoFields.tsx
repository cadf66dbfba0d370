import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countLength, SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE, snippetAddress, truncateForSnippet } from '../seo-guidance.ts';

interface SeoTextFieldProps {
  label: string;
  value: string;
  /** The stored limit (the schema's); the counter shows the search-engine guide. */
  maxLength: number;
  guide: number;
  multiline?: boolean;
  onChange: (value: string) => void;
}

/** An SEO text field with a "45 / 60" counter that turns to the warning colour past the guide. */
export function SeoTextField({ label, value, maxLength, guide, multiline = false, onChange }: SeoTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = countLength(value, guide);
  const inputProps = {
    id,
    className: multiline ? 'field__input field__input--textarea' : 'field__input',
    value,
    maxLength,
    'aria-describedby': `${id}-count`,
  };
  return (
    <div className="field">
      <div className="seo-field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <span id={`${id}-count`} className={count.over ? 'seo-counter is-over' : 'seo-counter'}>
          <span aria-hidden="true">{t('editor.seoCounter', { length: count.length, limit: count.limit })}</span>
          <span className="visually-hidden">
            {t(count.over ? 'editor.seoCounterOver' : 'editor.seoCounterLabel', { length: count.length, limit: count.limit })}
          </span>
        </span>
      </div>
      {multiline ? (
        <textarea {...inputProps} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...inputProps} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

interface SearchResultPreviewProps {
  title: string;
  /** The page's public path (the server's `url`). */
  path: string;
  description: string;
  /** The public site's origin (publicOrigin): search engines show its host, not the admin's. */
  origin: string;
}

/** How a search engine would show the page: the title and description cut as they would be. */
export function SearchResultPreview({ title, path, description, origin }: SearchResultPreviewProps) {
  const { t } = useTranslation();
  return (
    <section className="seo-preview" aria-labelledby="seo-preview-heading">
      <h3 id="seo-preview-heading" className="seo-preview__heading">
        {t('editor.seoPreview')}
      </h3>
      <div className="seo-preview__result">
        <p className="seo-preview__address">{snippetAddress(origin, path)}</p>
        <p className="seo-preview__title">{truncateForSnippet(title, SEO_TITLE_GUIDE)}</p>
        <p className={description ? 'seo-preview__description' : 'seo-preview__description muted'}>
          {description ? truncateForSnippet(description, SEO_DESCRIPTION_GUIDE) : t('editor.seoPreviewNoDescription')}
        </p>
      </div>
    </section>
  );
}
