import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's limit for an object id filter (auditListBody). */
const OBJECT_ID_MAX_LENGTH = 200;

/**
 * The object id filter (a page id, a user id, a folder path). Applied on Enter or when the
 * field is left, not per key: every filter change starts the list again from its first page,
 * which would otherwise reload it (and take the field away) on each character typed.
 */
export function AuditObjectIdField({ value, onApply }: { value: string; onApply: (value: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // A filter set from elsewhere (a link, "Clear filters") replaces what was typed.
  useEffect(() => setDraft(value), [value]);

  const apply = () => {
    if (draft.trim() !== value) onApply(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <label>
      <span>{t('auditLog.objectId')}</span>
      <input
        type="text"
        value={draft}
        maxLength={OBJECT_ID_MAX_LENGTH}
        placeholder={t('auditLog.anyObjectId')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}
