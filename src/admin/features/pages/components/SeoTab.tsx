import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxItemLengthOf, maxItemsOf, maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import { storeVersionBody } from '../../../../shared/pages/page-schemas.ts';
import { Icon } from '../../../components/Icon.tsx';
import { saveSeoSettings } from '../editor/editor-actions.ts';
import { editorDispatch, usePageEditorStore } from '../editor/editor-store.ts';
import { seoSaveMessage } from '../editor/save-messages.ts';
import { SaveMessage, type SaveMessageState } from './SaveMessage.tsx';
import { ImageSlotEditor } from '../../media/components/SlotEditors.tsx';
import { MAX_SEO_IMAGES } from '../../media/slot-rules.ts';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { publicOrigin } from '../page-address.ts';
import { SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE } from '../seo-guidance.ts';
import { SearchResultPreview, SeoTextField } from './SeoFields.tsx';

const SEO_TITLE_MAX_LENGTH = maxLengthOf(storeVersionBody, 'seoTitle');
const SEO_DESCRIPTION_MAX_LENGTH = maxLengthOf(storeVersionBody, 'seoDescription');
const MAX_KEYWORDS = maxItemsOf(storeVersionBody, 'seoKeywords');
const KEYWORD_MAX_LENGTH = maxItemLengthOf(storeVersionBody, 'seoKeywords');

/** SEO Settings: title and description (with length counters and a search-result preview), keywords (tags) and at most one image. */
export function SeoTab({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const draft = usePageEditorStore((state) => state.editor.draft);
  const pagePath = usePageEditorStore((state) => state.editor.page?.url ?? '/');
  const publicUrl = useSettingsStore((state) => state.settings?.publicUrl);
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessageState>(null);

  useEffect(() => {
    editorDispatch({ type: 'activityChanged', activity: 'EditingSEOSettings' });
  }, []);

  const addKeyword = (typed: string = keyword) => {
    const value = typed.trim().replace(/,$/, '').trim();
    setKeyword('');
    if (value === '' || draft.seoKeywords.includes(value) || draft.seoKeywords.length >= MAX_KEYWORDS) return;
    editorDispatch({ type: 'seoKeywordsChanged', keywords: [...draft.seoKeywords, value.slice(0, KEYWORD_MAX_LENGTH)] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const outcome = await saveSeoSettings();
    setBusy(false);
    setMessage(seoSaveMessage(outcome, t));
  };

  const imageCount = draft.seoImage?.length ?? 0;

  return (
    <form className="card form editor-panel" onSubmit={submit} noValidate>
      <h2>{t('editor.tabSeo')}</h2>
      <SaveMessage message={message} onReload={onReload} />
      <SeoTextField
        label={t('editor.seoTitle')}
        value={draft.seoTitle}
        maxLength={SEO_TITLE_MAX_LENGTH}
        guide={SEO_TITLE_GUIDE}
        onChange={(value) => editorDispatch({ type: 'fieldChanged', field: 'seoTitle', value })}
      />
      <SeoTextField
        label={t('editor.seoDescription')}
        value={draft.seoDescription}
        maxLength={SEO_DESCRIPTION_MAX_LENGTH}
        guide={SEO_DESCRIPTION_GUIDE}
        multiline
        onChange={(value) => editorDispatch({ type: 'fieldChanged', field: 'seoDescription', value })}
      />
      <SearchResultPreview
        title={draft.seoTitle || draft.title}
        path={pagePath}
        description={draft.seoDescription}
        origin={publicOrigin(publicUrl, window.location.origin)}
      />
      <div className="field">
        <label htmlFor={`${id}-keywords`} className="field__label">
          {t('editor.seoKeywords')}
        </label>
        {draft.seoKeywords.length > 0 && (
          <ul className="tag-list">
            {draft.seoKeywords.map((word) => (
              <li key={word} className="tag">
                {word}
                <button
                  type="button"
                  className="tag__remove"
                  aria-label={t('editor.removeKeyword', { keyword: word })}
                  onClick={() =>
                    editorDispatch({ type: 'seoKeywordsChanged', keywords: draft.seoKeywords.filter((item) => item !== word) })
                  }
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={`${id}-keywords`}
          className="field__input"
          value={keyword}
          // One more than a keyword holds: the comma that ends it.
          maxLength={KEYWORD_MAX_LENGTH + 1}
          aria-describedby={`${id}-keywords-hint`}
          onChange={(event) => (event.target.value.endsWith(',') ? addKeyword(event.target.value) : setKeyword(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addKeyword();
            }
          }}
          onBlur={() => addKeyword()}
        />
        <p id={`${id}-keywords-hint`} className="field__hint">
          {t('editor.seoKeywordsHint')}
        </p>
      </div>
      <ImageSlotEditor
        label={t('editor.seoImage')}
        hint={t('mediaPicker.seoImageHint')}
        max={MAX_SEO_IMAGES}
        images={draft.seoImage ?? []}
        onChange={(images) => editorDispatch({ type: 'seoImageChanged', seoImage: images })}
      />
      {imageCount > MAX_SEO_IMAGES && <p className="alert alert--error">{t('mediaPicker.seoImageTooMany')}</p>}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('common.saving') : t('editor.saveSeo')}
        </button>
      </div>
    </form>
  );
}
