import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import type { MediaMessage } from '../media-library-state.ts';

/** The SPEC 8 media message and the server's errors, as shown in the screen and the dialogs. */
export function MediaErrors({ message, errors }: { message: MediaMessage | null; errors: ApiError[] }) {
  const { t } = useTranslation();
  if (!message && errors.length === 0) return null;
  return (
    <div className="media-errors">
      {message && (
        <p className="alert alert--error media-errors__message" role="alert">
          {t(`media.${message}`)}
        </p>
      )}
      <FormErrors errors={errors} includeFieldErrors />
    </div>
  );
}
