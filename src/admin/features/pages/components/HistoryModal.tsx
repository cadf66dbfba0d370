import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { VersionHistoryItem } from '../../../../shared/pages/page-dto.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { pagesApi } from '../api.ts';
import { restoreVersion } from '../editor/editor-actions.ts';
import { usePageEditorStore } from '../editor/editor-store.ts';

/** Version history: the concept and earlier versions; an earlier one can be restored into the concept. */
export function HistoryModal({ pageId, onClose, onRestored }: { pageId: number; onClose: () => void; onRestored: () => void }) {
  const { t, i18n } = useTranslation();
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  const [items, setItems] = useState<VersionHistoryItem[] | null>(null);
  const [confirming, setConfirming] = useState<VersionHistoryItem | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    pagesApi
      .versions(pageId)
      .then((answer) => setItems(answer.data.items))
      .catch(() => setItems([]));
  }, [pageId]);

  const status = (item: VersionHistoryItem) =>
    item.isConcept ? t('editor.versionConcept') : item.isPublished ? t('editor.versionPublished') : t('editor.versionArchived');

  if (confirming) {
    return (
      <ConfirmModal
        title={t('editor.restoreTitle')}
        message={`${t('editor.restoreConfirm', { title: confirming.title, date: formatDate(confirming.updatedAt, i18n.language, true) })}${unsaved ? ` ${t('editor.restoreUnsaved')}` : ''}`}
        confirmLabel={t('editor.restore')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          setBusy(true);
          const outcome = await restoreVersion(confirming.id);
          setBusy(false);
          if (outcome.ok) onRestored();
          else {
            setErrors(outcome.errors);
            setConfirming(null);
          }
        }}
      />
    );
  }

  return (
    <Modal title={t('editor.historyTitle')} onClose={onClose}>
      <FormErrors errors={errors} includeFieldErrors />
      {items === null && <Spinner label={t('common.loading')} />}
      {items?.length === 0 && <p className="muted">{t('editor.historyEmpty')}</p>}
      {items && items.length > 0 && (
        <ul className="history-list">
          {items.map((item) => (
            <li key={item.id} className="history-list__item">
              <div>
                <strong>{item.title}</strong>{' '}
                <span
                  className={item.isConcept ? 'badge badge--warning' : item.isPublished ? 'badge badge--success' : 'badge badge--neutral'}
                >
                  {status(item)}
                </span>
                <div className="muted">
                  {formatDate(item.updatedAt, i18n.language, true)}
                  {item.updatedBy ? ` · ${item.updatedBy}` : ''}
                </div>
              </div>
              {!item.isConcept && (
                <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(item)}>
                  {t('editor.restore')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
