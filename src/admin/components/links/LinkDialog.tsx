import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/errors.ts';
import {
  emptyLinkTarget,
  formFromHref,
  hrefFromForm,
  linkTextFromForm,
  validateLinkTarget,
  type LinkKind,
  type LinkTargetForm,
} from '../../lib/links/link-target.ts';
import { Modal } from '../Modal.tsx';
import { SelectField } from '../SelectField.tsx';
import { TextField } from '../TextField.tsx';
import { PageAnchorField, type LoadAnchors } from './PageAnchorField.tsx';
import { PageSearchField, type SearchPages } from './PageSearchField.tsx';

/** A link as a text stores it: the whole href, and whether it opens in a new tab. */
export interface TextLink {
  href: string;
  openInNewTab: boolean;
}

export interface LinkDialogProps {
  /** The locale whose pages the page search looks in ('' for all). */
  locale: string;
  /** The link being edited, or null when a new one is added. */
  initial: TextLink | null;
  /** The anchors of the page being edited, offered for "anchor on this page". */
  currentAnchors: readonly string[];
  searchPages: SearchPages;
  loadAnchors: LoadAnchors;
  /** The link, and a text for it when the editor had no text selected. */
  onApply: (link: TextLink, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** In the order an editor most often needs them. */
const KIND_ORDER: readonly LinkKind[] = ['internal', 'anchor', 'external', 'mail', 'phone'];

/**
 * Adds or edits a link in a text with the link types of the menu editor (SPEC 2.7), checked as
 * the menu editor checks them. It is rendered into the body, so it never sits inside the
 * form or the sortable card of the block whose text it edits.
 */
export function LinkDialog({ locale, initial, currentAnchors, searchPages, loadAnchors, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const anchorListId = useId();
  const [form, setForm] = useState<LinkTargetForm>(() => (initial ? formFromHref(initial.href) : emptyLinkTarget('internal')));
  const [openInNewTab, setOpenInNewTab] = useState(initial?.openInNewTab ?? false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const set = <Key extends keyof LinkTargetForm>(key: Key, value: LinkTargetForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => current.filter((error) => error.property !== key));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLinkTarget(form);
    setErrors(found);
    if (found.length === 0) onApply({ href: hrefFromForm(form), openInNewTab }, linkTextFromForm(form));
  };

  return createPortal(
    <Modal
      title={initial ? t('linkDialog.editTitle') : t('linkDialog.addTitle')}
      onClose={onClose}
      footer={
        <>
          {initial && (
            <button type="button" className="button button--danger" onClick={onRemove}>
              {t('linkDialog.removeLink')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary">
            {t('linkDialog.apply')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <SelectField
          label={t('linkDialog.linkType')}
          name="type"
          value={form.type}
          onChange={(value) => {
            setForm((current) => ({ ...current, type: value as LinkKind }));
            setErrors([]);
          }}
          options={KIND_ORDER.map((kind) => ({ value: kind, label: t(`linkDialog.type_${kind}`) }))}
        />
        {form.type === 'internal' && (
          <>
            <PageSearchField
              locale={locale}
              value={form.page}
              onChange={(page) => {
                setForm((current) => ({ ...current, page, internalAnchor: '' }));
                setErrors([]);
              }}
              errors={errors}
              search={searchPages}
            />
            {form.page && (
              <PageAnchorField
                page={form.page}
                value={form.internalAnchor}
                onChange={(anchor) => set('internalAnchor', anchor)}
                loadAnchors={loadAnchors}
                errors={errors}
              />
            )}
          </>
        )}
        {form.type === 'anchor' && (
          <>
            <TextField
              label={t('linkDialog.anchorName')}
              name="anchorName"
              value={form.anchorName}
              required
              autoFocus
              list={currentAnchors.length > 0 ? anchorListId : undefined}
              hint={t('linkDialog.anchorHint')}
              onChange={(value) => set('anchorName', value)}
              errors={errors}
            />
            <datalist id={anchorListId}>
              {currentAnchors.map((anchor) => (
                <option key={anchor} value={anchor} />
              ))}
            </datalist>
          </>
        )}
        {form.type === 'external' && (
          <TextField
            label={t('linkDialog.url')}
            name="url"
            type="url"
            value={form.url}
            required
            autoFocus
            placeholder="https://"
            hint={t('linkDialog.urlHint')}
            onChange={(value) => set('url', value)}
            errors={errors}
          />
        )}
        {form.type === 'mail' && (
          <TextField
            label={t('linkDialog.email')}
            name="email"
            type="email"
            value={form.email}
            required
            autoFocus
            placeholder="info@example.com"
            onChange={(value) => set('email', value)}
            errors={errors}
          />
        )}
        {form.type === 'phone' && (
          <TextField
            label={t('linkDialog.phone')}
            name="phone"
            type="tel"
            value={form.phone}
            required
            autoFocus
            hint={t('linkDialog.phoneHint')}
            onChange={(value) => set('phone', value)}
            errors={errors}
          />
        )}
        <label className="checkbox">
          <input type="checkbox" checked={openInNewTab} onChange={(event) => setOpenInNewTab(event.target.checked)} />
          <span>{t('linkDialog.openInNewTab')}</span>
        </label>
      </form>
    </Modal>,
    document.body,
  );
}
