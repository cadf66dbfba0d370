import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/errors.ts';
import { formatApiError } from '../lib/format-error.ts';

/**
 * The general errors of a form (those without a property) as a list. Errors for a field
 * are shown under that field by the field itself.
 */
export function FormErrors({ errors, includeFieldErrors = false }: { errors: ApiError[]; includeFieldErrors?: boolean }) {
  const { i18n, t } = useTranslation();
  const shown = includeFieldErrors ? errors : errors.filter((error) => !error.property);
  if (shown.length === 0) return null;
  return (
    <div className="alert alert--error" role="alert">
      <ul className="form-errors" aria-label={t('common.errorListLabel')}>
        {shown.map((error, index) => (
          <li key={`${error.code}-${error.property ?? ''}-${index}`}>{formatApiError(i18n, error)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Errors of one field, rendered under it and linked with aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: ApiError[] }) {
  const { i18n } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div id={id} className="field__errors" role="alert">
      {errors.map((error, index) => (
        <p key={`${error.code}-${index}`}>{formatApiError(i18n, error)}</p>
      ))}
    </div>
  );
}

export function errorsFor(errors: ApiError[], property: string): ApiError[] {
  return errors.filter((error) => error.property === property);
}
