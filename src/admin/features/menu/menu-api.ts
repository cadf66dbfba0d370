import type { EditableMenus, MenuName } from '../../../shared/menu/menu-schemas.ts';
import { api } from '../../lib/api-client.ts';
import type { MenuItem } from './menu-tree.ts';

export type { EditableMenus };

export interface PageSearchResult {
  id: number;
  title: string;
  slug: string;
  locale: string;
  type: string;
  url: string;
  published: boolean;
}

export const fetchMenus = (locale: string) => api.get<{ data: EditableMenus }>('/menu/edit', { locale }).then((response) => response.data);

/** Saves one menu; `revision` is the one it was loaded with (a stale one fails with 409 G_05). */
export const saveMenu = (locale: string, menu: MenuName, items: MenuItem[], revision: number) =>
  api
    .put<{ data: EditableMenus }>('/menu', {
      locale,
      menu,
      revision,
      items: items.map(({ key, parentKey, label, type, target, pageId, openInNewTab }) => ({ key, parentKey, label, type, target, pageId, openInNewTab })),
    })
    .then((response) => response.data);

export const searchMenuPages = (locale: string, searchTerm: string, signal?: AbortSignal) =>
  api.post<{ data: { items: PageSearchResult[] } }>('/menu/search-pages', { locale, searchTerm }).then((response) => {
    void signal;
    return response.data.items;
  });
