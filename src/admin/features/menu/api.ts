import { editableMenusAnswer, type EditableMenus } from '../../../shared/menu/menu-dto.ts';
import type { MenuName } from '../../../shared/menu/menu-schemas.ts';
import { pageSearchResult, type PageSearchResult } from '../../../shared/pages/page-dto.ts';
import { z } from 'zod';
import { checkedApi } from '../../lib/api-client.ts';
import type { MenuItem } from './menu-tree.ts';

export type { EditableMenus, PageSearchResult };

const pageSearchAnswer = z.object({ data: z.object({ items: z.array(pageSearchResult) }) });

export const fetchMenus = (locale: string) =>
  checkedApi.get(editableMenusAnswer, '/menu/edit', { locale }).then((response) => response.data);

/** Saves one menu; `revision` is the one it was loaded with (a stale one fails with 409 G_05). */
export const saveMenu = (locale: string, menu: MenuName, items: MenuItem[], revision: number) =>
  checkedApi
    .put(editableMenusAnswer, '/menu', {
      locale,
      menu,
      revision,
      items: items.map(({ key, parentKey, label, type, target, pageId, openInNewTab }) => ({
        key,
        parentKey,
        label,
        type,
        target,
        pageId,
        openInNewTab,
      })),
    })
    .then((response) => response.data);

export const searchMenuPages = (locale: string, searchTerm: string, signal?: AbortSignal) =>
  checkedApi.post(pageSearchAnswer, '/menu/search-pages', { locale, searchTerm }).then((response) => {
    void signal;
    return response.data.items;
  });
