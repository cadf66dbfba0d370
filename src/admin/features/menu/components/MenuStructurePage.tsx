import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiRequestError, errorsFromUnknown } from '../../../lib/api-client.ts';
import { useUnsavedWorkWarning } from '../../../lib/unsaved-work.ts';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { fetchMenus, saveMenu } from '../api.ts';
import { serverErrorsByItem } from '../menu-link.ts';
import {
  checkBeforeSave,
  dirtyMenus,
  initialMenuStructureState,
  menuStructureReducer,
  shownItems,
  startLocale,
} from '../menu-structure-state.ts';
import { newMenuKey, toMenuItems } from '../menu-tree.ts';
import { MenuStructureDialogs } from './MenuStructureDialogs.tsx';
import { MenuStructureToolbar } from './MenuStructureToolbar.tsx';
import { MenuTree } from './MenuTree.tsx';
import '../../../styles/site-admin.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** SPEC 2.7: the header and footer menus of one locale, edited as trees and saved per menu. */
export function MenuStructurePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menuEditor.title'));
  const settings = useSettingsStore((state) => state.settings);
  const locales = settings?.availableLocales ?? ['nl-nl'];
  const [state, dispatch] = useReducer(menuStructureReducer, settings, (loaded) => initialMenuStructureState(startLocale(loaded)));
  const { locale, menuName, menus, revisions, loadErrors, errorsByKey, generalErrors, failed, conflict, savedNotice, saving, dialog } =
    state;

  const dirty = dirtyMenus(state);
  const unsaved = dirty.length > 0;
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;

  const load = useCallback(async (forLocale: string) => {
    dispatch({ type: 'loadStarted' });
    try {
      dispatch({ type: 'loaded', menus: await fetchMenus(forLocale), locale: forLocale });
    } catch (error) {
      dispatch({ type: 'loadFailed', errors: errorsFromUnknown(error), locale: forLocale });
    }
  }, []);

  useEffect(() => {
    void load(locale);
  }, [load, locale]);

  // Leaving with unsaved changes prompts: in-app with a modal, closing the tab with the browser's prompt.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsavedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useUnsavedWorkWarning(unsaved);

  const items = shownItems(state);

  /** Saves every changed menu in turn, with the revision it was loaded at; stops at the first failure. */
  const save = async () => {
    if (!menus || !revisions) return;
    const checked = checkBeforeSave(state);
    dispatch({ type: 'saveChecked', ...checked });
    if (checked.firstInvalid) return;
    for (const name of dirty) {
      const sent = toMenuItems(menus[name]);
      try {
        dispatch({ type: 'menuSaved', menuName: name, menus: await saveMenu(locale, name, sent, revisions[name]) });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409 && error.errors.some((entry) => entry.code === 'G_05')) {
          dispatch({ type: 'saveConflict', menuName: name });
          return;
        }
        const raw = error instanceof ApiRequestError ? (error.body as { Errors?: unknown } | null)?.Errors : undefined;
        const { byKey, general } = raw
          ? serverErrorsByItem(raw, sent)
          : { byKey: new Map<string, ApiError[]>(), general: errorsFromUnknown(error) };
        dispatch({ type: 'saveFailed', menuName: name, errorsByKey: byKey, generalErrors: general });
        return;
      }
    }
    dispatch({ type: 'saveFinished' });
  };

  const addItemDialog = (parentKey: string | null) =>
    dispatch({ type: 'dialogOpened', dialog: { kind: 'add', parentKey, key: newMenuKey(items.map((item) => item.key)) } });

  return (
    <section className="page menu-editor">
      <header className="page__header">
        <div>
          <h1>{t('menuEditor.title')}</h1>
          <p className="page__intro">{t('menuEditor.intro')}</p>
        </div>
        <div className="menu-editor__save">
          {unsaved && <span className="badge badge--warning">{t('menuEditor.unsaved')}</span>}
          <button type="button" className="button button--primary" disabled={!unsaved || saving} onClick={() => void save()}>
            <Icon name="save" size={18} />
            {saving ? t('common.saving') : t('menuEditor.save')}
          </button>
        </div>
      </header>

      <MenuStructureToolbar
        locales={locales}
        locale={locale}
        menuName={menuName}
        dirtyMenus={dirty}
        onLocaleChange={(next) => dispatch({ type: 'localeRequested', locale: next })}
        onMenuChange={(next) => dispatch({ type: 'tabSelected', menuName: next })}
      />

      {savedNotice && <Alert kind="success">{t('menuEditor.saved')}</Alert>}
      {failed && (
        <div className="alert alert--error" role="alert">
          {t('menuEditor.saveFailed')}
        </div>
      )}
      {conflict && (
        <div className="alert alert--error menu-editor__conflict" role="alert">
          <p>{t('menuEditor.conflict', { menu: t(`menuEditor.${conflict}`) })}</p>
          <button type="button" className="button button--secondary" onClick={() => void load(locale)}>
            <Icon name="history" size={18} />
            {t('menuEditor.reload')}
          </button>
        </div>
      )}
      <FormErrors errors={generalErrors} includeFieldErrors />

      <div id="menu-panel" role="tabpanel" aria-labelledby={`menu-tab-${menuName}`} className="card menu-editor__panel">
        {loadErrors ? (
          <>
            <p>{t('menuEditor.loadFailed')}</p>
            <FormErrors errors={loadErrors} includeFieldErrors />
          </>
        ) : !menus ? (
          <div className="menu-editor__loading">
            <Spinner label={t('menuEditor.loading')} />
          </div>
        ) : (
          <>
            {items.length === 0 ? (
              <p className="menu-editor__empty muted">{t('menuEditor.empty')}</p>
            ) : (
              <MenuTree
                items={items}
                errorsByKey={errorsByKey}
                onChange={(next) => dispatch({ type: 'itemsChanged', items: next })}
                onEdit={(item) => dispatch({ type: 'dialogOpened', dialog: { kind: 'edit', item } })}
                onDelete={(item) => dispatch({ type: 'dialogOpened', dialog: { kind: 'delete', item } })}
                onAddChild={(item) => addItemDialog(item.key)}
              />
            )}
            <div className="menu-editor__add">
              <button type="button" className="button button--secondary" onClick={() => addItemDialog(null)}>
                <Icon name="plus" size={18} />
                {t('menuEditor.addItem')}
              </button>
              <span className="muted">{t('menuEditor.depthLimit')}</span>
            </div>
          </>
        )}
      </div>

      {dialog && <MenuStructureDialogs dialog={dialog} locale={locale} items={items} errorsByKey={errorsByKey} dispatch={dispatch} />}
      {blocker.state === 'blocked' && (
        <ConfirmModal
          title={t('menuEditor.leaveTitle')}
          message={t('menuEditor.leaveMessage')}
          confirmLabel={t('menuEditor.leave')}
          cancelLabel={t('menuEditor.stay')}
          danger
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      )}
    </section>
  );
}
