import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../../shared/errors.ts';
import { SLUG_MAX_LENGTH } from '../../../../../shared/pages/slug.ts';
import { TextField } from '../../../../components/TextField.tsx';
import type { SlugAvailability } from './use-slug-availability.ts';

const MESSAGES: Partial<Record<SlugAvailability, string>> = {
  checking: 'newPage.slugChecking',
  available: 'newPage.slugAvailable',
  taken: 'newPage.slugTaken',
  invalid: 'newPage.slugInvalid',
};

/**
 * The slug input with the live availability answer under it. `readOnly`: the slug is made
 * from the title (a locale without custom slugs) and only shown.
 */
export function SlugField({
  label,
  value,
  onChange,
  status,
  errors,
  readOnly = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  status: SlugAvailability;
  errors: ApiError[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const message = MESSAGES[status];
  return (
    <div className="slug-field">
      <TextField
        label={label}
        name="slug"
        value={value}
        onChange={onChange}
        errors={errors}
        // Room for a leading and a trailing slash, which are stripped before the slug is checked.
        maxLength={SLUG_MAX_LENGTH + 2}
        required
        readOnly={readOnly}
        hint={readOnly ? t('newPage.slugGenerated') : t('newPage.slugHint')}
        autoComplete="off"
      />
      <p className={`slug-status slug-status--${status}`} role="status" aria-live="polite">
        {message ? t(message) : ''}
      </p>
    </div>
  );
}
