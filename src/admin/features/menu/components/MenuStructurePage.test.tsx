// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditableMenus, MenuItemDto } from '../../../../shared/menu/menu-dto.ts';
import { i18n } from '../../../i18n/index.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { settle as settleRounds, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { useSettingsStore } from '../../settings/settings-state.ts';
import type { AdminSettings } from '../../settings/api.ts';

const api = vi.hoisted(() => ({ fetchMenus: vi.fn(), saveMenu: vi.fn(), searchMenuPages: vi.fn() }));
vi.mock('../api.ts', () => api);

const { MenuStructurePage } = await import('./MenuStructurePage.tsx');

const item = (key: string, label: string): MenuItemDto => ({
  key,
  parentKey: null,
  label,
  type: 'anchor',
  target: `#${key}`,
  pageId: null,
  page: null,
  broken: false,
  openInNewTab: false,
});
const menus = (header: MenuItemDto[], revisions = { header: 7, footer: 3 }): EditableMenus => ({ header, footer: [], revisions });

const dom = setUpDomTestRoot();
const settle = () => settleRounds(5);

async function render(): Promise<void> {
  const router = createMemoryRouter([{ path: '/menu-structure', element: <MenuStructurePage /> }], { initialEntries: ['/menu-structure'] });
  dom.render(<RouterProvider router={router} />);
  await settle();
}

const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
  );
async function click(name: string): Promise<void> {
  const target = button(name);
  expect(target, `button ${name}`).toBeDefined();
  act(() => target!.click());
  await settle();
}
const labels = () => [...dom.container.querySelectorAll('.menu-row__label')].map((element) => element.textContent);

beforeEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
  useSettingsStore.setState({
    settings: { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', customSlugLocales: [] } as unknown as AdminSettings,
  });
});

describe('menu structure: saving with the loaded revision', () => {
  it('sends the revision it loaded and then the one the save returned', async () => {
    api.fetchMenus.mockResolvedValue(menus([item('a', 'A'), item('b', 'B')]));
    api.saveMenu.mockImplementation(async (_locale: string, _menu: string, sent: MenuItemDto[]) => menus(sent, { header: 8, footer: 5 }));
    await render();
    expect(api.fetchMenus).toHaveBeenCalledWith('nl-nl');
    expect(labels()).toEqual(['A', 'B']);

    await click('Move B up');
    await click('Save menu');
    expect(api.saveMenu).toHaveBeenCalledTimes(1);
    expect(api.saveMenu.mock.calls[0]!.slice(0, 2)).toEqual(['nl-nl', 'header']);
    expect(api.saveMenu.mock.calls[0]![3]).toBe(7);
    expect(dom.container.textContent).toContain('The menu has been saved.');

    await click('Move A up');
    await click('Save menu');
    expect(api.saveMenu.mock.calls[1]![3]).toBe(8);
  });

  it('on 409 G_05 says someone else saved the menu and offers a reload that fetches it again', async () => {
    api.fetchMenus.mockResolvedValueOnce(menus([item('a', 'A'), item('b', 'B')]));
    api.saveMenu.mockRejectedValue(new ApiRequestError(409, [{ code: 'G_05' }], { Success: false, Errors: [{ code: 'G_05' }] }));
    await render();
    await click('Move B up');
    await click('Save menu');

    const alert = dom.container.querySelector('.menu-editor__conflict');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toContain('Someone else saved the Header menu after you opened it');
    // Not the "check the marked items" message of a validation failure.
    expect(dom.container.textContent).not.toContain('Check the marked items');
    expect(dom.container.textContent).not.toContain('The menu has been saved.');
    expect(labels()).toEqual(['B', 'A']);

    api.fetchMenus.mockResolvedValueOnce(menus([item('c', 'C')], { header: 9, footer: 3 }));
    await click('Reload menus');
    expect(api.fetchMenus).toHaveBeenCalledTimes(2);
    expect(dom.container.querySelector('.menu-editor__conflict')).toBeNull();
    expect(labels()).toEqual(['C']);
    expect(dom.container.textContent).not.toContain('Unsaved changes');

    // The next save is based on the reloaded revision.
    api.saveMenu.mockImplementation(async (_locale: string, _menu: string, sent: MenuItemDto[]) => menus(sent, { header: 10, footer: 3 }));
    await click('Delete C');
    const confirm = [...document.querySelectorAll('dialog button')].find(
      (element) => element.textContent?.trim() === 'Delete',
    ) as HTMLButtonElement;
    act(() => confirm.click());
    await settle();
    await click('Save menu');
    expect(api.saveMenu.mock.calls.at(-1)![3]).toBe(9);
  });

  it('shows the conflict in every interface language', async () => {
    for (const language of ['nl', 'de', 'fr']) {
      const text = i18n.getFixedT(language)('menuEditor.conflict', { menu: 'X' });
      expect(text).not.toBe('menuEditor.conflict');
      expect(text).toContain('X');
      expect(i18n.getFixedT(language)('menuEditor.reload')).not.toBe('menuEditor.reload');
    }
  });
});
