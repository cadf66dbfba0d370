import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/errors.ts';
import { MENUS, type MenuName } from '../../../shared/menu/menu-schemas.ts';
import { Alert } from '../../components/Alert.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { FormErrors } from '../../components/FormErrors.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ApiRequestError, errorsFromUnknown } from '../../lib/api-client.ts';
import { useSettingsStore } from '../settings/settings-store.ts';
import { fetchMenus, saveMenu } from './menu-api.ts';
import { serverErrorsByItem, validateMenu } from './menu-link.ts';
import { MenuItemModal } from './MenuItemModal.tsx';
import { MenuTree } from './MenuTree.tsx';
import { addItem, newMenuKey, normalize, removeSubtree, replaceItem, subtreeKeys, toMenuItems, type FlatMenuItem } from './menu-tree.ts';
import '../../styles/site-admin.css';

type Menus = Record<MenuName, FlatMenuItem[]>;
type Dialog =
  | { kind: 'add'; parentKey: string | null; key: string }
  | { kind: 'edit'; item: FlatMenuItem }
  | { kind: 'delete'; item: FlatMenuItem }
  | { kind: 'switchLocale'; locale: string };

const sameMenu = (a: FlatMenuItem[] | undefined, b: FlatMenuItem[] | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** SPEC 2.7: the header and footer menus of one locale, edited as trees and saved per menu. */
export function MenuStructurePage() {
  const { t } = useTranslation();
  const settings = useSettingsStore((state) => state.settings);
  const locales = settings?.availableLocales ?? ['nl-nl'];
  const [locale, setLocale] = useState<string>(() => settings?.defaultLocale ?? locales[0] ?? 'nl-nl');
  const [menuName, setMenuName] = useState<MenuName>('header');
  const [menus, setMenus] = useState<Menus | null>(null);
  const [saved, setSaved] = useState<Menus | null>(null);
  const [loadErrors, setLoadErrors] = useState<ApiError[] | null>(null);
  const [errorsByKey, setErrorsByKey] = useState<Map<string, ApiError[]>>(new Map());
  const [generalErrors, setGeneralErrors] = useState<ApiError[]>([]);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [saving, setSaving] = useState(false);
  /** The revision each menu was loaded (or last saved) at; a save sends it back. */
  const [revisions, setRevisions] = useState<Record<MenuName, number> | null>(null);
  /** A menu someone else saved after we loaded it: saving it was refused (409 G_05). */
  const [conflict, setConflict] = useState<MenuName | null>(null);

  const dirtyMenus = MENUS.filter((name) => menus && saved && !sameMenu(menus[name], saved[name]));
  const unsaved = dirtyMenus.length > 0;
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;

  const load = useCallback(async (forLocale: string) => {
    setMenus(null);
    setLoadErrors(null);
    setErrorsByKey(new Map());
    setGeneralErrors([]);
    setFailed(false);
    setConflict(null);
    setNotice(null);
    try {
      const data = await fetchMenus(forLocale);
      const loaded: Menus = { header: normalize(data.header), footer: normalize(data.footer) };
      setMenus(loaded);
      setSaved(loaded);
      setRevisions(data.revisions);
    } catch (error) {
      setLoadErrors(errorsFromUnknown(error));
    }
  }, []);

  useEffect(() => {
    void load(locale);
  }, [load, locale]);

  // Leaving with unsaved changes prompts: in-app with a modal, closing the tab with the browser's prompt.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsavedRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const items = menus?.[menuName] ?? [];
  const change = (next: FlatMenuItem[]) => {
    setNotice(null);
    setMenus((current) => (current ? { ...current, [menuName]: next } : current));
  };

  const save = async () => {
    if (!menus || !revisions) return;
    setNotice(null);
    setGeneralErrors([]);
    setFailed(false);
    setConflict(null);
    // Client-side check first, with the schema the server uses.
    const clientErrors = new Map<string, ApiError[]>();
    let firstInvalid: MenuName | null = null;
    for (const name of dirtyMenus) {
      const found = validateMenu(menus[name]);
      found.forEach((errors, key) => clientErrors.set(key, errors));
      if (found.size > 0 && !firstInvalid) firstInvalid = name;
    }
    setErrorsByKey(clientErrors);
    if (firstInvalid) {
      setFailed(true);
      setMenuName(firstInvalid);
      return;
    }
    setSaving(true);
    for (const name of dirtyMenus) {
      const sent = toMenuItems(menus[name]);
      try {
        const data = await saveMenu(locale, name, sent, revisions[name]);
        const fresh = normalize(data[name]);
        setMenus((current) => (current ? { ...current, [name]: fresh } : current));
        setSaved((current) => (current ? { ...current, [name]: fresh } : current));
        // Only this menu's revision: the other one may have changed elsewhere, unseen by us.
        setRevisions((current) => (current ? { ...current, [name]: data.revisions[name] } : current));
      } catch (error) {
        setMenuName(name);
        setSaving(false);
        if (error instanceof ApiRequestError && error.status === 409 && error.errors.some((entry) => entry.code === 'G_05')) {
          setConflict(name);
          return;
        }
        const raw = error instanceof ApiRequestError ? (error.body as { Errors?: unknown } | null)?.Errors : undefined;
        const { byKey, general } = raw ? serverErrorsByItem(raw, sent) : { byKey: new Map<string, ApiError[]>(), general: errorsFromUnknown(error) };
        setErrorsByKey(byKey);
        setGeneralErrors(general);
        setFailed(true);
        return;
      }
    }
    setSaving(false);
    setNotice(t('menuEditor.saved'));
  };

  const switchLocale = (next: string) => {
    if (next === locale) return;
    if (unsaved) setDialog({ kind: 'switchLocale', locale: next });
    else setLocale(next);
  };

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

      <div className="menu-editor__toolbar">
        <div className="field field--inline menu-editor__locale">
          <label htmlFor="menu-locale" className="field__label">
            {t('menuEditor.localeLabel')}
          </label>
          <select id="menu-locale" className="field__input" value={locale} onChange={(event) => switchLocale(event.target.value)}>
            {locales.map((code) => (
              <option key={code} value={code}>
                {`${t(`locales.${code}`, { defaultValue: code })} (${code})`}
              </option>
            ))}
          </select>
        </div>
        <div className="tabs" role="tablist" aria-label={t('menuEditor.menusLabel')}>
          {MENUS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`menu-tab-${name}`}
              aria-selected={menuName === name}
              aria-controls="menu-panel"
              className={menuName === name ? 'tabs__tab is-active' : 'tabs__tab'}
              onClick={() => setMenuName(name)}
            >
              {t(`menuEditor.${name}`)}
              {dirtyMenus.includes(name) && <span className="menu-editor__dirty" aria-hidden="true">•</span>}
            </button>
          ))}
        </div>
      </div>

      {notice && <Alert kind="success">{notice}</Alert>}
      {failed && <div className="alert alert--error" role="alert">{t('menuEditor.saveFailed')}</div>}
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
                onChange={change}
                onEdit={(item) => setDialog({ kind: 'edit', item })}
                onDelete={(item) => setDialog({ kind: 'delete', item })}
                onAddChild={(item) => setDialog({ kind: 'add', parentKey: item.key, key: newMenuKey(items.map((entry) => entry.key)) })}
              />
            )}
            <div className="menu-editor__add">
              <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'add', parentKey: null, key: newMenuKey(items.map((item) => item.key)) })}>
                <Icon name="plus" size={18} />
                {t('menuEditor.addItem')}
              </button>
              <span className="muted">{t('menuEditor.depthLimit')}</span>
            </div>
          </>
        )}
      </div>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <MenuItemModal
          locale={locale}
          item={dialog.kind === 'edit' ? dialog.item : null}
          base={dialog.kind === 'edit' ? dialog.item : { key: dialog.key, parentKey: dialog.parentKey }}
          serverErrors={dialog.kind === 'edit' ? errorsByKey.get(dialog.item.key) : undefined}
          onClose={() => setDialog(null)}
          onSave={(item) => {
            if (dialog.kind === 'edit') {
              change(replaceItem(items, item));
              setErrorsByKey((current) => {
                const next = new Map(current);
                next.delete(item.key);
                return next;
              });
            } else change(addItem(items, item, dialog.parentKey));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title={t('menuEditor.deleteTitle')}
          message={
            subtreeKeys(items, dialog.item.key).length > 1
              ? t('menuEditor.deleteConfirmChildren', { label: dialog.item.label, count: subtreeKeys(items, dialog.item.key).length - 1 })
              : t('menuEditor.deleteConfirm', { label: dialog.item.label })
          }
          confirmLabel={t('common.delete')}
          danger
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            change(removeSubtree(items, dialog.item.key));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'switchLocale' && (
        <ConfirmModal
          title={t('menuEditor.leaveTitle')}
          message={t('menuEditor.switchLocaleMessage')}
          confirmLabel={t('menuEditor.leave')}
          cancelLabel={t('menuEditor.stay')}
          danger
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setLocale(dialog.locale);
            setDialog(null);
          }}
        />
      )}
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
