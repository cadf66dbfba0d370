import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { TextField } from '../../../components/TextField.tsx';
import type { SlugAvailability } from './use-slug-availability.ts';

const MESSAGES: Partial<Record<SlugAvailability, string>> = {
  checking: 'newPage.slugChecking',
  available: 'newPage.slugAvailable',
  taken: 'newPage.slugTaken',
  invalid: 'newPage.slugInvalid',
};

/** The slug input with the live availability answer under it. */
export function SlugField({ label, value, onChange, status, errors }: { label: string; value: string; onChange: (value: string) => void; status: SlugAvailability; errors: ApiError[] }) {
  const { t } = useTranslation();
  const message = MESSAGES[status];
  return (
    <div className="slug-field">
      <TextField label={label} name="slug" value={value} onChange={onChange} errors={errors} maxLength={202} required hint={t('newPage.slugHint')} autoComplete="off" />
      <p className={`slug-status slug-status--${status}`} role="status" aria-live="polite">
        {message ? t(message) : ''}
      </p>
    </div>
  );
}
