import { describe, expect, it } from 'vitest';
import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import type { PublishedPageSummary } from '../../shared/site/published-pages.ts';
import { inMenuOrder } from './menu-order.ts';

const link = (href: string, children: MenuLink[] = []): MenuLink => ({ label: href, href, openInNewTab: false, children });
const page = (url: string): PublishedPageSummary => ({ id: url.length, title: url, url, description: '', type: 'service', typeData: {} });

describe('inMenuOrder', () => {
  it('lists pages in the order of the header menu, submenus included; others keep their order after them', () => {
    const menu = [link('/themas'), link('/diensten', [link('/diensten/veldonderzoek'), link('/diensten/lab/'), link('/diensten/data')])];
    const newestFirst = ['/diensten/data', '/diensten/extra-b', '/diensten/lab', '/diensten/extra-a', '/diensten/veldonderzoek'].map(page);
    expect(inMenuOrder(newestFirst, menu).map((entry) => entry.url)).toEqual([
      '/diensten/veldonderzoek',
      '/diensten/lab',
      '/diensten/data',
      '/diensten/extra-b',
      '/diensten/extra-a',
    ]);
    expect(inMenuOrder(newestFirst, []).map((entry) => entry.url)).toEqual(newestFirst.map((entry) => entry.url));
  });
});
