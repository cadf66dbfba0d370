import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import type { MenuDialog, MenuStructureAction } from '../menu-structure-state.ts';
import { subtreeKeys, type FlatMenuItem } from '../menu-tree.ts';
import { MenuItemModal } from './MenuItemModal.tsx';

interface MenuStructureDialogsProps {
  dialog: MenuDialog;
  locale: string;
  /** The items of the menu shown. */
  items: FlatMenuItem[];
  errorsByKey: Map<string, ApiError[]>;
  dispatch: Dispatch<MenuStructureAction>;
}

/** The open dialog: add or edit an item, confirm a delete, or confirm leaving unsaved changes for another locale. */
export function MenuStructureDialogs({ dialog, locale, items, errorsByKey, dispatch }: MenuStructureDialogsProps) {
  const { t } = useTranslation();
  const close = () => dispatch({ type: 'dialogClosed' });
  switch (dialog.kind) {
    case 'add':
    case 'edit':
      return (
        <MenuItemModal
          locale={locale}
          item={dialog.kind === 'edit' ? dialog.item : null}
          base={dialog.kind === 'edit' ? dialog.item : { key: dialog.key, parentKey: dialog.parentKey }}
          serverErrors={dialog.kind === 'edit' ? errorsByKey.get(dialog.item.key) : undefined}
          onClose={close}
          onSave={(item) => dispatch({ type: 'itemSaved', item })}
        />
      );
    case 'delete': {
      const removed = subtreeKeys(items, dialog.item.key).length;
      return (
        <ConfirmModal
          title={t('menuEditor.deleteTitle')}
          message={
            removed > 1
              ? t('menuEditor.deleteConfirmChildren', { label: dialog.item.label, count: removed - 1 })
              : t('menuEditor.deleteConfirm', { label: dialog.item.label })
          }
          confirmLabel={t('common.delete')}
          danger
          onCancel={close}
          onConfirm={() => dispatch({ type: 'itemDeleted' })}
        />
      );
    }
    case 'switchLocale':
      return (
        <ConfirmModal
          title={t('menuEditor.leaveTitle')}
          message={t('menuEditor.switchLocaleMessage')}
          confirmLabel={t('menuEditor.leave')}
          cancelLabel={t('menuEditor.stay')}
          danger
          onCancel={close}
          onConfirm={() => dispatch({ type: 'localeSwitchConfirmed' })}
        />
      );
  }
}
