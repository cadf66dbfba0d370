import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { DeletePageDialog } from './DeletePageDialog.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { GatedButton } from '../../../components/GatedButton.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useAuthStore } from '../../auth/auth-state.ts';
import { pageGates, type Gate } from '../page-permissions.ts';
import { loadPage, saveConcept } from '../editor/editor-actions.ts';
import { hasUnsavedContent, isKnownBlock } from '../editor/draft-state.ts';
import { editorDispatch, editorState, usePageEditorStore } from '../editor/editor-store.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useEditorMessage } from '../editor/use-editor-message.ts';
import { PublicationNotices } from '../publication/components/PublicationNotices.tsx';
import { RejectionBanner } from '../publication/components/RejectionBanner.tsx';
import { PublicationStatusBadges } from '../publication/components/PublicationStatusBadges.tsx';
import { PublicationToolbar } from '../publication/components/PublicationToolbar.tsx';
import { ReviewPanel } from '../publication/components/ReviewPanel.tsx';
import { editorPublishedIds } from '../publication/publication-rules.ts';
import { DraftBackupOffer } from './DraftBackupOffer.tsx';
import { EditorTabs, type EditorTab } from './EditorTabs.tsx';
import { DuplicateModal } from './DuplicateModal.tsx';
import { HistoryModal } from './HistoryModal.tsx';
import { ShareLinksModal } from '../share-links/components/ShareLinksModal.tsx';
import { SaveMessage } from './SaveMessage.tsx';
import { UndoRedoButtons } from './UndoRedoButtons.tsx';
import { PresenceIndicator } from '../presence/components/PresenceIndicator.tsx';
import { usePagePresence } from '../presence/use-page-presence.ts';
import { useEditorShortcuts } from '../editor/use-editor-shortcuts.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

type Dialog = 'duplicate' | 'history' | 'delete' | 'preview' | 'share' | null;

/** The preview shows the stored concept (GET /api/page/{id}/preview). */
const previewUrl = (pageId: number) => `/api/page/${pageId}/preview`;

/** SPEC 2.4 page editor at /page/{id}. */
export function PageEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const page = usePageEditorStore((state) => state.editor.page);
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  const title = usePageEditorStore((state) => state.editor.draft.title);
  const loaded = page !== null && page.id === id;
  useDocumentTitle(loaded ? t('editor.documentTitle', { title: title || page.title }) : '');
  const unknownBlocks = usePageEditorStore((state) => state.editor.draft.blocks.filter((block) => !isKnownBlock(block)).length);
  // SPEC 2.4 activity AcceptRequest: the review of a pending publication request replaces the tabs.
  const reviewing = usePageEditorStore((state) => state.editor.activity === 'AcceptRequest');
  const hasRequest = usePageEditorStore((state) => state.publication.request !== null);
  const [loadErrors, setLoadErrors] = useState<ApiError[] | null>(null);
  const [tab, setTab] = useState<EditorTab>('overview');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [message, setMessage] = useEditorMessage();
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(true);
  const permissions = useAuthStore((state) => state.permissions);
  const reason = (gate: Gate) => (gate ? t(gate.key, gate.values) : null);

  const reload = useCallback(async () => {
    setLoading(true);
    setMessage(null);
    setLoadErrors(await loadPage(id));
    setLoading(false);
  }, [id, setMessage]);

  useEffect(() => {
    setTab('overview');
    void reload();
    return () => editorDispatch({ type: 'closed' });
  }, [reload]);

  const changeTab = (next: EditorTab) => {
    setTab(next);
    if (next === 'overview') editorDispatch({ type: 'activityChanged', activity: 'Editing' });
  };

  const save = async () => {
    setBusy(true);
    setMessage(null);
    const outcome = await saveConcept();
    setBusy(false);
    setMessage(outcome.ok ? { kind: 'success', text: t('editor.saved') } : { kind: 'error', text: t('editor.saveFailed'), ...outcome });
  };

  const others = usePagePresence(page?.id ?? null);
  useEditorShortcuts(() => {
    if (!busy) void save();
  });

  /** Preview shows what is stored: with unsaved changes to the content, ask to save first. */
  const preview = () => {
    if (hasUnsavedContent(editorState())) setDialog('preview');
    else window.open(previewUrl(id), '_blank', 'noopener');
  };

  const saveAndPreview = async () => {
    // Opened now, while the click still counts as the user's, so no popup blocker stops it;
    // it is pointed at the preview once the save went through.
    const tab = window.open('', '_blank');
    setBusy(true);
    setMessage(null);
    const outcome = await saveConcept();
    setBusy(false);
    setDialog(null);
    if (outcome.ok) {
      setMessage({ kind: 'success', text: t('editor.saved') });
      if (tab) {
        tab.opener = null;
        tab.location.href = previewUrl(id);
      } else {
        window.open(previewUrl(id), '_blank', 'noopener');
      }
    } else {
      tab?.close();
      setMessage({ kind: 'error', text: t('editor.saveFailed'), ...outcome });
    }
  };

  const deleted = () => {
    editorDispatch({ type: 'closed' });
    navigate('/', { state: { notice: 'pageList.deleted' } });
  };
  const deleteFailed = (errors: ApiError[]) => {
    setDialog(null);
    setMessage({ kind: 'error', text: t('permissionGate.deleteFailed'), errors, conflict: false });
  };

  if (loading && (!page || page.id !== id)) {
    return (
      <section className="page">
        <Spinner label={t('editor.loading')} />
      </section>
    );
  }
  if (!page || page.id !== id) {
    return (
      <section className="page">
        <h1>{t('editor.notFound')}</h1>
        <FormErrors errors={loadErrors ?? []} includeFieldErrors />
      </section>
    );
  }

  // Actions the user may not take stay visible but disabled, with the reason (issue 14, defect 10).
  const gates = pageGates(permissions, page);

  return (
    <section className="page page-editor">
      <UnsavedChangesGuard when={unsaved} />
      <header className="page__header page-editor__header">
        <div>
          <p className="page-editor__eyebrow">
            {t(`pageTypes.${page.type}`)} · {t(`locales.${page.locale}`, { defaultValue: page.locale })}
          </p>
          <h1>{title || page.title}</h1>
          <p className="page-editor__meta">
            <a href={page.url} target="_blank" rel="noreferrer" className="page-editor__url">
              {page.url}
              <Icon name="external" size={14} />
            </a>
            {/* Beside the public address: a link to the concept for people without an account (issue 16). */}
            <GatedButton
              type="button"
              className="button button--ghost button--small"
              blockedReason={reason(gates.share)}
              onClick={() => setDialog('share')}
            >
              {t('shareLinks.open')}
            </GatedButton>
            <PublicationStatusBadges page={page} />
            {unsaved && <span className="badge badge--warning">{t('editor.unsavedBadge')}</span>}
          </p>
        </div>
        <div className="page-editor__actions">
          {/* Two groups: when the row is too narrow the secondary group wraps as a whole, so Save
              always stays on the line of the publication actions. */}
          <div className="page-editor__secondary">
            {gates.preview ? (
              <GatedButton type="button" className="button button--ghost" blockedReason={reason(gates.preview)}>
                <Icon name="external" size={18} />
                {t('editor.preview')}
              </GatedButton>
            ) : (
              <a
                className="button button--ghost"
                href={previewUrl(page.id)}
                target="_blank"
                rel="noreferrer"
                title={t('editor.previewHint')}
                onClick={(event) => {
                  event.preventDefault();
                  preview();
                }}
              >
                <Icon name="external" size={18} />
                {t('editor.preview')}
              </a>
            )}
            <button type="button" className="button button--ghost" onClick={() => setDialog('history')}>
              <Icon name="history" size={18} />
              {t('editor.history')}
            </button>
            <GatedButton
              type="button"
              className="button button--ghost"
              blockedReason={reason(gates.duplicate)}
              onClick={() => setDialog('duplicate')}
            >
              <Icon name="copy" size={18} />
              {t('editor.duplicate')}
            </GatedButton>
            <GatedButton
              type="button"
              className="button button--ghost button--danger-text"
              blockedReason={reason(gates.delete)}
              onClick={() => setDialog('delete')}
            >
              <Icon name="trash" size={18} />
              {t('editor.deletePage')}
            </GatedButton>
          </div>
          <div className="page-editor__primary">
            <PublicationToolbar />
            <UndoRedoButtons />
            <GatedButton
              type="button"
              className="button button--primary"
              blockedReason={reason(gates.save)}
              onClick={() => void save()}
              disabled={busy}
            >
              <Icon name="save" size={18} />
              {busy ? t('common.saving') : t('editor.save')}
            </GatedButton>
          </div>
        </div>
      </header>

      {page.hasUnpublishedChanges && editorPublishedIds(page).publishedVersionID !== null && (
        <Alert kind="info">{t('editor.unpublishedNotice')}</Alert>
      )}
      <PresenceIndicator others={others} />
      {unknownBlocks > 0 && <Alert kind="warning">{t('editor.unknownBlocks', { count: unknownBlocks })}</Alert>}
      <DraftBackupOffer pageId={page.id} />
      <SaveMessage message={message} onReload={() => void reload()} />
      <PublicationNotices onReload={() => void reload()} />
      <RejectionBanner />

      {reviewing && hasRequest ? (
        <ReviewPanel />
      ) : (
        <>
          <EditorTabs tab={tab} onChange={changeTab} onReload={() => void reload()} />
        </>
      )}

      {dialog === 'duplicate' && <DuplicateModal page={page} onClose={() => setDialog(null)} />}
      {dialog === 'share' && <ShareLinksModal pageId={page.id} onClose={() => setDialog(null)} />}
      {dialog === 'history' && (
        <HistoryModal
          pageId={page.id}
          restoreBlocked={reason(gates.restore)}
          previewBlocked={reason(gates.preview)}
          onClose={() => setDialog(null)}
          onRestored={() => {
            setDialog(null);
            setMessage({ kind: 'success', text: t('editor.restored') });
          }}
        />
      )}
      {dialog === 'preview' && (
        <ConfirmModal
          title={t('editor.previewUnsavedTitle')}
          message={t('editor.previewUnsavedMessage')}
          confirmLabel={t('editor.saveAndPreview')}
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={() => void saveAndPreview()}
        />
      )}
      {dialog === 'delete' && (
        <DeletePageDialog
          page={{ id: page.id, title: page.title, locale: page.locale, url: page.url, published: page.publishedVersionID !== null }}
          onDeleted={deleted}
          onFailed={deleteFailed}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
