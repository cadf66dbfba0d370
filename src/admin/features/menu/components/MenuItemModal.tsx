import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { MENU_LABEL_MAX, MENU_LINK_TYPES, type MenuLinkType } from '../../../../shared/menu/menu-schemas.ts';
import { Modal } from '../../../components/Modal.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { PageSearchField } from '../../../components/links/PageSearchField.tsx';
import { searchMenuPages } from '../api.ts';
import { formFromItem, itemFromForm, mapErrorToForm, validateLinkForm, type LinkForm } from '../menu-link.ts';
import type { MenuItem } from '../menu-tree.ts';

interface MenuItemModalProps {
  locale: string;
  /** The item edited, or null for a new one. */
  item: MenuItem | null;
  base: Pick<MenuItem, 'key' | 'parentKey'>;
  /** Errors the server reported for this item at the last save. */
  serverErrors?: ApiError[];
  onSave: (item: MenuItem) => void;
  onClose: () => void;
}

/** Add or edit one item: label, link type with the fields of that type, open in new tab. */
export function MenuItemModal({ locale, item, base, serverErrors = [], onSave, onClose }: MenuItemModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<LinkForm>(() => formFromItem(item));
  const [errors, setErrors] = useState<ApiError[]>(() => serverErrors.map((error) => mapErrorToForm(error, item?.type ?? 'external')));
  const set = <Key extends keyof LinkForm>(key: Key, value: LinkForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => current.filter((error) => error.property !== key));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLinkForm(form);
    setErrors(found);
    if (found.length === 0) onSave(itemFromForm(form, base));
  };

  const formId = `menu-item-form-${base.key}`;
  return (
    <Modal
      title={item ? t('menuEditor.editItem') : t('menuEditor.newItem')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary">
            {t('menuEditor.apply')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('menuEditor.label')}
          name="label"
          value={form.label}
          maxLength={MENU_LABEL_MAX}
          required
          autoFocus
          onChange={(value) => set('label', value)}
          errors={errors}
        />
        <SelectField
          label={t('menuEditor.linkType')}
          name="type"
          value={form.type}
          onChange={(value) => {
            set('type', value as MenuLinkType);
            setErrors([]);
          }}
          options={MENU_LINK_TYPES.map((type) => ({ value: type, label: t(`menuEditor.type_${type}`) }))}
        />
        {form.type === 'external' && (
          <TextField
            label={t('menuEditor.url')}
            name="url"
            type="url"
            value={form.url}
            required
            placeholder="https://"
            hint={t('menuEditor.urlHint')}
            onChange={(value) => set('url', value)}
            errors={errors}
          />
        )}
        {form.type === 'internal' && (
          <>
            <PageSearchField
              locale={locale}
              value={form.page}
              onChange={(page) => set('page', page)}
              errors={errors}
              search={searchMenuPages}
            />
            <TextField
              label={t('menuEditor.internalAnchor')}
              name="internalAnchor"
              value={form.internalAnchor}
              hint={t('menuEditor.anchorHint')}
              onChange={(value) => set('internalAnchor', value)}
              errors={errors}
            />
          </>
        )}
        {form.type === 'anchor' && (
          <TextField
            label={t('menuEditor.anchorName')}
            name="anchorName"
            value={form.anchorName}
            required
            hint={t('menuEditor.anchorHint')}
            onChange={(value) => set('anchorName', value)}
            errors={errors}
          />
        )}
        {form.type === 'mail' && (
          <TextField
            label={t('menuEditor.email')}
            name="email"
            type="email"
            value={form.email}
            required
            placeholder="info@example.com"
            onChange={(value) => set('email', value)}
            errors={errors}
          />
        )}
        {form.type === 'phone' && (
          <TextField
            label={t('menuEditor.phone')}
            name="phone"
            type="tel"
            value={form.phone}
            required
            hint={t('menuEditor.phoneHint')}
            onChange={(value) => set('phone', value)}
            errors={errors}
          />
        )}
        <label className="checkbox">
          <input type="checkbox" checked={form.openInNewTab} onChange={(event) => set('openInNewTab', event.target.checked)} />
          <span>{t('menuEditor.openInNewTab')}</span>
        </label>
      </form>
    </Modal>
  );
}
