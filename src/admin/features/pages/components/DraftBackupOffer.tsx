import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { useDraftBackup } from '../editor/use-draft-backup.ts';

/**
 * Keeps the editor's unsaved work in the browser and, when a backup newer than the loaded
 * page is found (say after an inactivity logout), asks whether to bring it back.
 */
export function DraftBackupOffer({ pageId }: { pageId: number }) {
  const { t, i18n } = useTranslation();
  const { offer, restore, discard } = useDraftBackup(pageId);
  const titleId = useId();
  if (!offer) return null;
  const time = formatDate(new Date(offer.savedAt).toISOString(), i18n.language, true);
  return (
    <section className="alert alert--warning" aria-labelledby={titleId}>
      <strong id={titleId}>{t('editor.backupFoundTitle')}</strong>
      <p className="save-error__conflict">
        {t('editor.backupRestoreQuestion', { time })}{' '}
        <button type="button" className="button button--primary button--small" onClick={restore}>
          {t('editor.backupRestore')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={discard}>
          {t('editor.backupDiscard')}
        </button>
      </p>
    </section>
  );
}
