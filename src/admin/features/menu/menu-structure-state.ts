import type { ApiError } from '../../../shared/errors.ts';
import type { EditableMenus } from '../../../shared/menu/menu-dto.ts';
import { MENUS, type MenuName } from '../../../shared/menu/menu-schemas.ts';
import { validateMenu } from './menu-link.ts';
import { addItem, normalize, removeSubtree, replaceItem, type FlatMenuItem, type MenuItem } from './menu-tree.ts';

export type Menus = Record<MenuName, FlatMenuItem[]>;

/** The dialog shown over the menu structure screen (one at a time). */
export type MenuDialog =
  | { kind: 'add'; parentKey: string | null; key: string }
  | { kind: 'edit'; item: FlatMenuItem }
  | { kind: 'delete'; item: FlatMenuItem }
  | { kind: 'switchLocale'; locale: string };

/** SPEC 2.7 menu structure screen: both menus of one locale as edited and as last loaded or saved. */
export interface MenuStructureState {
  locale: string;
  /** The tab shown. */
  menuName: MenuName;
  /** The menus as edited; null while loading. */
  menus: Menus | null;
  /** The menus as loaded or last saved, to see which ones changed. */
  saved: Menus | null;
  /** The revision each menu was loaded (or last saved) at; a save sends it back. */
  revisions: Record<MenuName, number> | null;
  loadErrors: ApiError[] | null;
  /** Errors of single items (client check or the server's `items.N.prop` errors), by item key. */
  errorsByKey: Map<string, ApiError[]>;
  generalErrors: ApiError[];
  /** The last save failed (client check or server). */
  failed: boolean;
  /** A menu someone else saved after we loaded it: saving it was refused (409 G_05). */
  conflict: MenuName | null;
  /** The "saved" notice is shown. */
  savedNotice: boolean;
  saving: boolean;
  dialog: MenuDialog | null;
}

export type MenuStructureAction =
  | { type: 'loadStarted' }
  /** `locale`: the language the answer is for; an answer for another than the one shown now is late and dropped. */
  | { type: 'loaded'; menus: EditableMenus; locale?: string }
  | { type: 'loadFailed'; errors: ApiError[]; locale?: string }
  | { type: 'tabSelected'; menuName: MenuName }
  | { type: 'itemsChanged'; items: FlatMenuItem[] }
  | { type: 'dialogOpened'; dialog: MenuDialog }
  | { type: 'dialogClosed' }
  | { type: 'localeRequested'; locale: string }
  | { type: 'localeSwitchConfirmed' }
  | { type: 'itemSaved'; item: MenuItem }
  | { type: 'itemDeleted' }
  | { type: 'saveChecked'; errorsByKey: Map<string, ApiError[]>; firstInvalid: MenuName | null }
  | { type: 'menuSaved'; menuName: MenuName; menus: EditableMenus }
  | { type: 'saveConflict'; menuName: MenuName }
  | { type: 'saveFailed'; menuName: MenuName; errorsByKey: Map<string, ApiError[]>; generalErrors: ApiError[] }
  | { type: 'saveFinished' };

export function initialMenuStructureState(locale: string): MenuStructureState {
  return {
    locale,
    menuName: 'header',
    menus: null,
    saved: null,
    revisions: null,
    loadErrors: null,
    errorsByKey: new Map(),
    generalErrors: [],
    failed: false,
    conflict: null,
    savedNotice: false,
    saving: false,
    dialog: null,
  };
}

/** The locale the screen starts with: the site's default, else its first language. */
export const startLocale = (settings: { defaultLocale?: string; availableLocales?: string[] } | null | undefined): string =>
  settings?.defaultLocale ?? settings?.availableLocales?.[0] ?? 'nl-nl';

const sameMenu = (a: FlatMenuItem[] | undefined, b: FlatMenuItem[] | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The menus whose edited items differ from the loaded or saved ones. */
export const dirtyMenus = (state: Pick<MenuStructureState, 'menus' | 'saved'>): MenuName[] =>
  MENUS.filter((name) => state.menus && state.saved && !sameMenu(state.menus[name], state.saved[name]));

/** The items of the tab shown. */
export const shownItems = (state: Pick<MenuStructureState, 'menus' | 'menuName'>): FlatMenuItem[] => state.menus?.[state.menuName] ?? [];

/**
 * The client-side check before saving, with the schema the server uses: errors of every
 * changed menu by item key, and the first menu with an error (the screen switches to it).
 */
export function checkBeforeSave(state: Pick<MenuStructureState, 'menus' | 'saved'>): {
  errorsByKey: Map<string, ApiError[]>;
  firstInvalid: MenuName | null;
} {
  const errorsByKey = new Map<string, ApiError[]>();
  let firstInvalid: MenuName | null = null;
  if (!state.menus) return { errorsByKey, firstInvalid };
  for (const name of dirtyMenus(state)) {
    const found = validateMenu(state.menus[name]);
    found.forEach((errors, key) => errorsByKey.set(key, errors));
    if (found.size > 0 && !firstInvalid) firstInvalid = name;
  }
  return { errorsByKey, firstInvalid };
}

const withMenu = (menus: Menus | null, name: MenuName, items: FlatMenuItem[]): Menus | null =>
  menus ? { ...menus, [name]: items } : menus;

/** The items of the shown tab changed: the "saved" notice goes away. */
const changeItems = (state: MenuStructureState, items: FlatMenuItem[]): MenuStructureState => ({
  ...state,
  savedNotice: false,
  menus: withMenu(state.menus, state.menuName, items),
});

/**
 * An answer for another language than the one shown now: the language was switched while it was
 * on its way, and shown under the new language its menus would be saved into it.
 */
function answersAnotherLocale(state: MenuStructureState, action: { locale?: string }): boolean {
  return action.locale !== undefined && action.locale !== state.locale;
}

export function menuStructureReducer(state: MenuStructureState, action: MenuStructureAction): MenuStructureState {
  switch (action.type) {
    case 'loadStarted':
      return {
        ...state,
        menus: null,
        loadErrors: null,
        errorsByKey: new Map(),
        generalErrors: [],
        failed: false,
        conflict: null,
        savedNotice: false,
      };
    case 'loaded': {
      if (answersAnotherLocale(state, action)) return state;
      const loaded: Menus = { header: normalize(action.menus.header), footer: normalize(action.menus.footer) };
      return { ...state, menus: loaded, saved: loaded, revisions: action.menus.revisions };
    }
    case 'loadFailed':
      if (answersAnotherLocale(state, action)) return state;
      return { ...state, loadErrors: action.errors };
    case 'tabSelected':
      return { ...state, menuName: action.menuName };
    case 'itemsChanged':
      return changeItems(state, action.items);
    case 'dialogOpened':
      return { ...state, dialog: action.dialog };
    case 'dialogClosed':
      return { ...state, dialog: null };
    case 'localeRequested':
      // Switching away from unsaved changes asks first.
      if (action.locale === state.locale) return state;
      if (dirtyMenus(state).length > 0) return { ...state, dialog: { kind: 'switchLocale', locale: action.locale } };
      return { ...state, locale: action.locale };
    case 'localeSwitchConfirmed':
      return state.dialog?.kind === 'switchLocale' ? { ...state, locale: state.dialog.locale, dialog: null } : state;
    case 'itemSaved': {
      const dialog = state.dialog;
      if (dialog?.kind === 'edit') {
        const errorsByKey = new Map(state.errorsByKey);
        errorsByKey.delete(action.item.key);
        return { ...changeItems(state, replaceItem(shownItems(state), action.item)), errorsByKey, dialog: null };
      }
      if (dialog?.kind === 'add') return { ...changeItems(state, addItem(shownItems(state), action.item, dialog.parentKey)), dialog: null };
      return state;
    }
    case 'itemDeleted':
      if (state.dialog?.kind !== 'delete') return state;
      return { ...changeItems(state, removeSubtree(shownItems(state), state.dialog.item.key)), dialog: null };
    case 'saveChecked': {
      const reset = { ...state, savedNotice: false, generalErrors: [], failed: false, conflict: null, errorsByKey: action.errorsByKey };
      if (action.firstInvalid) return { ...reset, failed: true, menuName: action.firstInvalid };
      return { ...reset, saving: true };
    }
    case 'menuSaved': {
      const fresh = normalize(action.menus[action.menuName]);
      return {
        ...state,
        menus: withMenu(state.menus, action.menuName, fresh),
        saved: withMenu(state.saved, action.menuName, fresh),
        // Only this menu's revision: the other one may have changed elsewhere, unseen by us.
        revisions: state.revisions ? { ...state.revisions, [action.menuName]: action.menus.revisions[action.menuName] } : state.revisions,
      };
    }
    case 'saveConflict':
      return { ...state, menuName: action.menuName, saving: false, conflict: action.menuName };
    case 'saveFailed':
      return {
        ...state,
        menuName: action.menuName,
        saving: false,
        errorsByKey: action.errorsByKey,
        generalErrors: action.generalErrors,
        failed: true,
      };
    case 'saveFinished':
      return { ...state, saving: false, savedNotice: true };
  }
}
