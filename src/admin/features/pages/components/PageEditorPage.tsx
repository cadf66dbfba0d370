import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { pagesApi } from '../api.ts';
import { loadPage, saveConcept } from '../editor/editor-actions.ts';
import { hasUnsavedContent, isKnownBlock } from '../editor/draft-state.ts';
import { editorDispatch, editorState, usePageEditorStore } from '../editor/editor-store.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useEditorMessage } from '../editor/use-editor-message.ts';
import { PublicationNotices } from '../publication/components/PublicationNotices.tsx';
import { PublicationStatusBadges } from '../publication/components/PublicationStatusBadges.tsx';
import { PublicationToolbar } from '../publication/components/PublicationToolbar.tsx';
import { ReviewPanel } from '../publication/components/ReviewPanel.tsx';
import { editorPublishedIds } from '../publication/publication-rules.ts';
import { BlocksTab } from './BlocksTab.tsx';
import { DuplicateModal } from './DuplicateModal.tsx';
import { HistoryModal } from './HistoryModal.tsx';
import { PageSettingsTab } from './PageSettingsTab.tsx';
import { SaveMessage } from './SaveMessage.tsx';
import { SeoTab } from './SeoTab.tsx';
import { TranslationsTab } from './TranslationsTab.tsx';

const TABS = ['overview', 'pageSettings', 'seo', 'translations'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  overview: 'editor.tabOverview',
  pageSettings: 'editor.tabPageSettings',
  seo: 'editor.tabSeo',
  translations: 'editor.tabTranslations',
};

type Dialog = 'duplicate' | 'history' | 'delete' | 'preview' | null;

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
  const unknownBlocks = usePageEditorStore((state) => state.editor.draft.blocks.filter((block) => !isKnownBlock(block)).length);
  // SPEC 2.4 activity AcceptRequest: the review of a pending publication request replaces the tabs.
  const reviewing = usePageEditorStore((state) => state.editor.activity === 'AcceptRequest');
  const hasRequest = usePageEditorStore((state) => state.publication.request !== null);
  const [loadErrors, setLoadErrors] = useState<ApiError[] | null>(null);
  const [tab, setTab] = useState<Tab>('overview');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [message, setMessage] = useEditorMessage();
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(true);

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

  const changeTab = (next: Tab) => {
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

  const remove = async () => {
    try {
      await pagesApi.remove(id);
      editorDispatch({ type: 'closed' });
      navigate('/', { state: { notice: 'pageList.deleted' } });
    } catch (error) {
      setDialog(null);
      setMessage({ kind: 'error', text: t('editor.saveFailed'), errors: errorsFromUnknown(error), conflict: false });
    }
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
            <PublicationStatusBadges page={page} />
            {unsaved && <span className="badge badge--warning">{t('editor.unsavedBadge')}</span>}
          </p>
        </div>
        <div className="page-editor__actions">
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
          <button type="button" className="button button--ghost" onClick={() => setDialog('history')}>
            <Icon name="history" size={18} />
            {t('editor.history')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setDialog('duplicate')}>
            <Icon name="copy" size={18} />
            {t('editor.duplicate')}
          </button>
          <button type="button" className="button button--ghost button--danger-text" onClick={() => setDialog('delete')}>
            <Icon name="trash" size={18} />
            {t('editor.deletePage')}
          </button>
          <PublicationToolbar />
          <button type="button" className="button button--primary" onClick={() => void save()} disabled={busy}>
            <Icon name="save" size={18} />
            {busy ? t('common.saving') : t('editor.save')}
          </button>
        </div>
      </header>

      {page.hasUnpublishedChanges && editorPublishedIds(page).publishedVersionID !== null && (
        <Alert kind="info">{t('editor.unpublishedNotice')}</Alert>
      )}
      {unknownBlocks > 0 && <Alert kind="warning">{t('editor.unknownBlocks', { count: unknownBlocks })}</Alert>}
      <SaveMessage message={message} onReload={() => void reload()} />
      <PublicationNotices onReload={() => void reload()} />

      {reviewing && hasRequest ? (
        <ReviewPanel />
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label={t('editor.tabsLabel')}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                className={tab === name ? 'tabs__tab is-active' : 'tabs__tab'}
                onClick={() => changeTab(name)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                  const next = TABS[(TABS.indexOf(name) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] as Tab;
                  changeTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }}
              >
                {t(TAB_LABELS[name])}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabs__panel">
            {tab === 'overview' && <BlocksTab />}
            {tab === 'pageSettings' && <PageSettingsTab onReload={() => void reload()} />}
            {tab === 'seo' && <SeoTab onReload={() => void reload()} />}
            {tab === 'translations' && <TranslationsTab />}
          </div>
        </>
      )}

      {dialog === 'duplicate' && <DuplicateModal page={page} onClose={() => setDialog(null)} />}
      {dialog === 'history' && (
        <HistoryModal
          pageId={page.id}
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
        <ConfirmModal
          title={t('editor.deletePage')}
          message={t('editor.deleteConfirm', { title: page.title })}
          confirmLabel={t('editor.deletePage')}
          danger
          onCancel={() => setDialog(null)}
          onConfirm={() => void remove()}
        />
      )}
    </section>
  );
}
