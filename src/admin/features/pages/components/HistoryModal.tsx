import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { VersionHistoryItem } from '../../../../shared/pages/page-dto.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { GatedButton } from '../../../components/GatedButton.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { AuditTrailLink } from '../../audit/components/AuditTrailLink.tsx';
import { pagesApi } from '../api.ts';
import { restoreVersion } from '../editor/editor-actions.ts';
import { usePageEditorStore } from '../editor/editor-store.ts';
import { describeChanges, versionPreviewUrl } from '../version-changes.ts';
import { compareOrder, toggleCompare } from '../version-compare-state.ts';
import { VersionCompareView } from './VersionCompareView.tsx';

/** A published version counts from its publication, every other entry from its save. */
const when = (item: VersionHistoryItem) => (item.kind === 'published' ? (item.publishedAt ?? item.updatedAt) : item.updatedAt);

/**
 * Version history: the concept, every kept draft and every published version, each with who
 * saved it, when, and what changed. Any entry can be previewed as the site would render it; an
 * earlier one can be restored into the concept (the concept's state before stays in the history).
 */
export function HistoryModal({
  pageId,
  onClose,
  onRestored,
  restoreBlocked = null,
  previewBlocked = null,
}: {
  pageId: number;
  onClose: () => void;
  onRestored: () => void;
  /** Why this user may not restore or preview (shown on the disabled buttons); null: allowed. */
  restoreBlocked?: string | null;
  previewBlocked?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  const [items, setItems] = useState<VersionHistoryItem[] | null>(null);
  const [confirming, setConfirming] = useState<VersionHistoryItem | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<{ from: number; to: number } | null>(null);

  useEffect(() => {
    pagesApi
      .versions(pageId)
      .then((answer) => setItems(answer.data.items))
      .catch(() => setItems([]));
  }, [pageId]);

  const status = (item: VersionHistoryItem) =>
    item.kind === 'concept'
      ? t('editor.versionConcept')
      : item.kind === 'draft'
        ? t('editor.versionDraft')
        : item.isPublished
          ? t('editor.versionPublished')
          : t('editor.versionWasPublished');
  const changes = (item: VersionHistoryItem) =>
    describeChanges(item.summary)
      .map((part) => t(part.key, part.at ? { date: formatDate(part.at, i18n.language, true) } : { count: part.count }))
      .join(', ');

  if (confirming) {
    return (
      <ConfirmModal
        title={t('editor.restoreTitle')}
        message={`${t('editor.restoreConfirm', { title: confirming.title, date: formatDate(when(confirming), i18n.language, true) })}${unsaved ? ` ${t('editor.restoreUnsaved')}` : ''}`}
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

  if (comparing) {
    return (
      <Modal title={t('compare.title')} onClose={onClose}>
        <VersionCompareView pageId={pageId} from={comparing.from} to={comparing.to} onBack={() => setComparing(null)} />
      </Modal>
    );
  }

  const order = compareOrder(items?.map((item) => item.id) ?? [], picked);
  return (
    <Modal title={t('editor.historyTitle')} onClose={onClose}>
      <FormErrors errors={errors} includeFieldErrors />
      <p className="muted">{t('editor.historyIntro')}</p>
      {items && items.length > 1 && (
        <div className="history-compare-bar">
          <button type="button" className="button button--secondary button--small" disabled={!order} onClick={() => setComparing(order)}>
            {t('compare.compareSelected')}
          </button>
          {!order && <span className="muted">{t('compare.pickTwo')}</span>}
        </div>
      )}
      {/* Versions say what the content was; the audit log also says who published, requested or deleted it. */}
      <AuditTrailLink objectType="page" objectId={pageId} label={t('auditLog.pageTrail')} />
      {items === null && <Spinner label={t('common.loading')} />}
      {items?.length === 0 && <p className="muted">{t('editor.historyEmpty')}</p>}
      {items && items.length > 0 && (
        <ul className="history-list">
          {items.map((item) => (
            <li key={item.id} className="history-list__item">
              <div>
                {items.length > 1 && (
                  <label className="history-list__pick">
                    <input
                      type="checkbox"
                      checked={picked.includes(item.id)}
                      onChange={() => setPicked((current) => toggleCompare(current, item.id))}
                      aria-label={t('compare.selectLabel', { title: item.title, date: formatDate(when(item), i18n.language, true) })}
                    />
                    {t('compare.select')}
                  </label>
                )}{' '}
                <strong>{item.title}</strong>{' '}
                <span
                  className={item.isConcept ? 'badge badge--warning' : item.isPublished ? 'badge badge--success' : 'badge badge--neutral'}
                >
                  {status(item)}
                </span>
                <div className="muted">
                  {formatDate(when(item), i18n.language, true)}
                  {item.updatedBy ? ` · ${item.updatedBy}` : ''}
                </div>
                {changes(item) && <div className="history-list__changes">{changes(item)}</div>}
              </div>
              <div className="history-list__actions">
                {previewBlocked ? (
                  <GatedButton type="button" className="button button--ghost button--small" blockedReason={previewBlocked}>
                    {t('editor.preview')}
                  </GatedButton>
                ) : (
                  <a
                    className="button button--ghost button--small"
                    href={versionPreviewUrl(pageId, item.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('editor.preview')}
                  </a>
                )}
                {!item.isConcept && (
                  <GatedButton
                    type="button"
                    className="button button--secondary button--small"
                    blockedReason={restoreBlocked}
                    onClick={() => setConfirming(item)}
                  >
                    {t('editor.restore')}
                  </GatedButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
