import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';

export type SaveMessageState =
  { kind: 'success'; text: string } | { kind: 'error'; text: string; errors: ApiError[]; conflict: boolean } | null;

/** The outcome of a save: a success status, or an alert with the reasons (and the conflict advice). */
export function SaveMessage({ message, onReload }: { message: SaveMessageState; onReload?: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  if (message.kind === 'success') return <Alert kind="success">{message.text}</Alert>;
  return (
    <div className="save-error">
      <div className="alert alert--error" role="alert">
        <strong>{message.text}</strong>
        {message.conflict && (
          <p className="save-error__conflict">
            {t('editor.conflict')}{' '}
            {onReload && (
              <button type="button" className="button button--secondary button--small" onClick={onReload}>
                {t('editor.reloadPage')}
              </button>
            )}
          </p>
        )}
      </div>
      {!message.conflict && <FormErrors errors={message.errors} includeFieldErrors />}
    </div>
  );
}
