import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import { storeVersionBody } from '../../../../shared/pages/page-schemas.ts';
import { normalizeSlug } from '../../../../shared/pages/slug.ts';
import { addressWithSlug } from '../page-address.ts';
import { GatedButton } from '../../../components/GatedButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useAuthStore } from '../../auth/auth-state.ts';
import { pageGates } from '../page-permissions.ts';
import { pageSettingsChanges, savePageSettings } from '../editor/editor-actions.ts';
import { editorDispatch, usePageEditorStore } from '../editor/editor-store.ts';
import { SlugField } from './new-page/SlugField.tsx';
import { useSlugAvailability } from './new-page/use-slug-availability.ts';
import { SaveMessage, type SaveMessageState } from './SaveMessage.tsx';
import { PageMediaSlots } from './PageMediaSlots.tsx';
import { TypeDataForm } from './TypeDataForm.tsx';
import { UpdateLinksModal } from './UpdateLinksModal.tsx';
import { PageTagsPanel } from '../../tags/components/PageTagsPanel.tsx';

const TITLE_MAX_LENGTH = maxLengthOf(storeVersionBody, 'title');

/** Page Settings: title, slug (asking whether to update links) and the type's data. */
export function PageSettingsTab({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const page = usePageEditorStore((state) => state.editor.page);
  const title = usePageEditorStore((state) => state.editor.draft.title);
  const typeData = usePageEditorStore((state) => state.editor.draft.typeData);
  // The slug is part of the editor's draft, so an unsaved slug counts as an unsaved change.
  const slug = usePageEditorStore((state) => state.editor.draft.slug);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessageState>(null);
  const availability = useSlugAvailability(slug, page?.locale ?? '', page?.id, page?.slug);
  const permissions = useAuthStore((state) => state.permissions);

  useEffect(() => {
    editorDispatch({ type: 'activityChanged', activity: 'EditingPageSettings' });
  }, []);

  if (!page) return null;

  const save = async (shouldUpdateLinks: boolean) => {
    setAsking(false);
    setBusy(true);
    setMessage(null);
    const outcome = await savePageSettings(shouldUpdateLinks);
    setBusy(false);
    setMessage(
      outcome.ok
        ? { kind: 'success', text: t('editor.pageSettingsSaved') }
        : { kind: 'error', text: t('editor.pageSettingsFailed'), ...outcome },
    );
  };

  const gates = pageGates(permissions, page);
  const blocked = gates.pageSettings ? t(gates.pageSettings.key, gates.pageSettings.values) : null;
  // Said before saving: how a new slug takes effect for this user (issue 14, defect 5).
  const slugNotice =
    gates.slugMode === 'immediate'
      ? t('permissionGate.slugImmediate')
      : gates.slugMode === 'pending'
        ? t('permissionGate.slugPendingHint')
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    if (pageSettingsChanges().slug !== null) setAsking(true);
    else void save(false);
  };

  return (
    <>
      <form className="card form editor-panel" onSubmit={submit} noValidate>
        <h2>{t('editor.pageSettingsTitle')}</h2>
        <SaveMessage message={message} onReload={onReload} />
        <TextField
          label={t('editor.pageTitle')}
          name="title"
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          required
          onChange={(value) => editorDispatch({ type: 'fieldChanged', field: 'title', value })}
        />
        <SlugField
          label={t('editor.slug')}
          value={slug}
          onChange={(value) => editorDispatch({ type: 'slugChanged', slug: value })}
          status={availability}
          errors={message?.kind === 'error' ? message.errors : []}
          readOnly={gates.slugMode === 'none'}
        />
        {slugNotice && (
          <p className="field__hint" data-testid="slug-notice">
            {slugNotice}
          </p>
        )}
        {page.pendingSlug && (
          <p className="publication-note" data-testid="pending-address">
            {t('permissionGate.slugPending', { address: addressWithSlug(page, page.pendingSlug) })}
          </p>
        )}
        {page.type !== 'blank' && (
          <fieldset className="fieldset">
            <legend className="field__label">{t('editor.typeData')}</legend>
            <TypeDataForm
              type={page.type}
              value={typeData}
              onChange={(next) => editorDispatch({ type: 'typeDataChanged', typeData: next })}
            />
          </fieldset>
        )}
        <PageMediaSlots
          type={page.type}
          typeData={typeData}
          onChange={(next) => editorDispatch({ type: 'typeDataChanged', typeData: next })}
        />
        <div className="form__actions">
          <GatedButton type="submit" className="button button--primary" disabled={busy} blockedReason={blocked}>
            {busy ? t('common.saving') : t('editor.savePageSettings')}
          </GatedButton>
        </div>
        {asking && (
          <UpdateLinksModal
            from={page.url}
            to={addressWithSlug(page, normalizeSlug(slug))}
            onAnswer={(update) => void save(update)}
            onCancel={() => setAsking(false)}
          />
        )}
      </form>
      {/* Tags are saved on their own (PUT /page/{id}/tags). */}
      <PageTagsPanel pageId={page.id} />
    </>
  );
}
