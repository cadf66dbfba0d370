import { describe, expect, it } from 'vitest';
import type { EditableMenus, MenuItemDto } from '../../../shared/menu/menu-dto.ts';
import {
  checkBeforeSave,
  dirtyMenus,
  initialMenuStructureState,
  menuStructureReducer,
  shownItems,
  startLocale,
  type MenuStructureAction,
  type MenuStructureState,
} from './menu-structure-state.ts';

const item = (key: string, label: string, parentKey: string | null = null): MenuItemDto => ({
  key,
  parentKey,
  label,
  type: 'anchor',
  target: `#${key}`,
  pageId: null,
  page: null,
  broken: false,
  openInNewTab: false,
});
const menus = (header: MenuItemDto[], footer: MenuItemDto[] = [], revisions = { header: 7, footer: 3 }): EditableMenus => ({
  header,
  footer,
  revisions,
});
const run = (actions: MenuStructureAction[], state = initialMenuStructureState('nl-nl')): MenuStructureState =>
  actions.reduce(menuStructureReducer, state);
const loaded = () => run([{ type: 'loadStarted' }, { type: 'loaded', menus: menus([item('a', 'A'), item('b', 'B')]) }]);

describe('menu structure state: loading', () => {
  it('starts in the site’s default locale, else its first language', () => {
    expect(startLocale({ defaultLocale: 'en-gb', availableLocales: ['nl-nl', 'en-gb'] })).toBe('en-gb');
    expect(startLocale({ availableLocales: ['de-de'] })).toBe('de-de');
    expect(startLocale(null)).toBe('nl-nl');
  });

  it("drops an answer for a language no longer shown: a switch while the first language's menus were on their way", () => {
    const state = run([
      { type: 'loadStarted' },
      { type: 'localeRequested', locale: 'en-gb' },
      { type: 'loadStarted' },
      { type: 'loaded', menus: menus([item('e', 'English')]), locale: 'en-gb' },
      // The Dutch answer arrives last.
      { type: 'loaded', menus: menus([item('n', 'Nederlands')]), locale: 'nl-nl' },
      { type: 'loadFailed', errors: [{ code: 'G_01' }], locale: 'nl-nl' },
    ]);
    expect(state.locale).toBe('en-gb');
    expect(shownItems(state).map((entry) => entry.label)).toEqual(['English']);
    expect(state.loadErrors).toBeNull();
  });

  it('keeps the loaded menus as the saved ones and their revisions; nothing is dirty', () => {
    const state = loaded();
    expect(shownItems(state).map((entry) => entry.label)).toEqual(['A', 'B']);
    expect(state.revisions).toEqual({ header: 7, footer: 3 });
    expect(dirtyMenus(state)).toEqual([]);
  });

  it('a new load clears the errors, the conflict and the notice', () => {
    const state = run([{ type: 'saveConflict', menuName: 'footer' }, { type: 'saveFinished' }, { type: 'loadStarted' }], loaded());
    expect(state).toMatchObject({ menus: null, conflict: null, savedNotice: false, failed: false, generalErrors: [] });
  });
});

describe('menu structure state: editing', () => {
  it('a change marks its menu dirty and hides the saved notice', () => {
    const state = run([{ type: 'saveFinished' }, { type: 'itemsChanged', items: [...shownItems(loaded())].reverse() }], loaded());
    expect(dirtyMenus(state)).toEqual(['header']);
    expect(state.savedNotice).toBe(false);
  });

  it('adds an item under the parent the dialog was opened for, and edits replace the item and drop its errors', () => {
    let state = run(
      [
        { type: 'dialogOpened', dialog: { kind: 'add', parentKey: 'a', key: 'c' } },
        { type: 'itemSaved', item: item('c', 'C', 'a') },
      ],
      loaded(),
    );
    expect(shownItems(state).map((entry) => [entry.key, entry.parentKey])).toEqual([
      ['a', null],
      ['c', 'a'],
      ['b', null],
    ]);
    expect(state.dialog).toBeNull();
    state = { ...state, errorsByKey: new Map([['b', [{ code: 'V_12' }]]]) };
    const edited = shownItems(state).find((entry) => entry.key === 'b')!;
    state = run(
      [
        { type: 'dialogOpened', dialog: { kind: 'edit', item: edited } },
        { type: 'itemSaved', item: { ...item('b', 'Bee') } },
      ],
      state,
    );
    expect(shownItems(state).find((entry) => entry.key === 'b')?.label).toBe('Bee');
    expect(state.errorsByKey.has('b')).toBe(false);
  });

  it('deletes the item the dialog confirms, with its subtree', () => {
    let state = run(
      [
        { type: 'dialogOpened', dialog: { kind: 'add', parentKey: 'a', key: 'c' } },
        { type: 'itemSaved', item: item('c', 'C', 'a') },
      ],
      loaded(),
    );
    const a = shownItems(state)[0]!;
    state = run([{ type: 'dialogOpened', dialog: { kind: 'delete', item: a } }, { type: 'itemDeleted' }], state);
    expect(shownItems(state).map((entry) => entry.key)).toEqual(['b']);
  });

  it('switches locale at once without changes, and asks first with unsaved changes', () => {
    expect(run([{ type: 'localeRequested', locale: 'en-gb' }], loaded()).locale).toBe('en-gb');
    const changed = run(
      [
        { type: 'itemsChanged', items: [] },
        { type: 'localeRequested', locale: 'en-gb' },
      ],
      loaded(),
    );
    expect(changed.locale).toBe('nl-nl');
    expect(changed.dialog).toEqual({ kind: 'switchLocale', locale: 'en-gb' });
    expect(run([{ type: 'localeSwitchConfirmed' }], changed)).toMatchObject({ locale: 'en-gb', dialog: null });
  });
});

describe('menu structure state: saving', () => {
  it('checks the changed menus first and shows the first menu with an error', () => {
    const broken = { ...shownItems(loaded())[0]!, target: 'no anchor' };
    const state = run([{ type: 'tabSelected', menuName: 'footer' }], { ...loaded(), menus: { header: [broken], footer: [] } });
    const checked = checkBeforeSave(state);
    expect(checked.firstInvalid).toBe('header');
    expect(checked.errorsByKey.get('a')?.length).toBeGreaterThan(0);
    expect(run([{ type: 'saveChecked', ...checked }], state)).toMatchObject({ failed: true, menuName: 'header', saving: false });
  });

  it('takes a saved menu and only its revision, then shows the notice', () => {
    const changed = run([{ type: 'itemsChanged', items: [...shownItems(loaded())].reverse() }], loaded());
    const answer = menus([item('b', 'B'), item('a', 'A')], [item('x', 'Elsewhere')], { header: 8, footer: 99 });
    const state = run(
      [
        { type: 'saveChecked', errorsByKey: new Map(), firstInvalid: null },
        { type: 'menuSaved', menuName: 'header', menus: answer },
        { type: 'saveFinished' },
      ],
      changed,
    );
    expect(state.revisions).toEqual({ header: 8, footer: 3 });
    expect(dirtyMenus(state)).toEqual([]);
    expect(state.menus?.footer).toEqual([]);
    expect(state).toMatchObject({ saving: false, savedNotice: true });
  });

  it('a refused save shows its menu with the conflict or the errors', () => {
    const saving = run(
      [
        { type: 'tabSelected', menuName: 'header' },
        { type: 'saveChecked', errorsByKey: new Map(), firstInvalid: null },
      ],
      loaded(),
    );
    expect(run([{ type: 'saveConflict', menuName: 'footer' }], saving)).toMatchObject({
      menuName: 'footer',
      conflict: 'footer',
      saving: false,
    });
    const failed = run([{ type: 'saveFailed', menuName: 'footer', errorsByKey: new Map(), generalErrors: [{ code: 'G_01' }] }], saving);
    expect(failed).toMatchObject({ menuName: 'footer', failed: true, saving: false, generalErrors: [{ code: 'G_01' }] });
  });
});
