import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../../shared/errors.ts';
import { FieldErrors } from '../../../../components/FormErrors.tsx';
import { useSiteTimeZone } from '../../../settings/settings-state.ts';

/**
 * A date and time entered in the site's time zone (a datetime-local field has none; the zone is
 * named in the hint). The value is the field's own text; schedule-state converts it to UTC.
 */
export function ZonedDateTimeField({
  label,
  hint,
  value,
  errors,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  errors: ApiError[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const timeZone = useSiteTimeZone();
  return (
    <div className={errors.length > 0 ? 'field has-error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className="field__input"
        value={value}
        aria-describedby={`${id}-hint ${id}-errors`}
        aria-invalid={errors.length > 0 || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint ? `${hint} ` : ''}
        {t('schedule.zoneHint', { zone: timeZone })}
      </p>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
