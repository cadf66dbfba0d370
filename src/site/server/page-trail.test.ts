import { describe, expect, it } from 'vitest';
import type { PageDto } from '../../shared/pages/page-dto.ts';
import { pageUrl } from '../../shared/pages/page-url.ts';
import { siteSettings, type SiteSettings } from '../../shared/schemas/settings.ts';
import { createTranslator } from '../i18n/ui-strings.ts';
import { fakePage } from '../testing/structured-data-fixtures.ts';
import { ancestorSlugs, loadPagePlace } from './page-trail.ts';
import type { SitePort } from './site-port.ts';

const SETTINGS: SiteSettings = siteSettings.parse({ availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', customSlugLocales: [] });

/** A port that knows only the published pages given, by address; it records which it was asked for. */
function portWith(pages: PageDto[]): SitePort & { asked: string[] } {
  const asked: string[] = [];
  const port = {
    asked,
    publishedPageAt: async (path: string) => {
      asked.push(path);
      return pages.find((page) => page.url === path) ?? null;
    },
  };
  return port as unknown as SitePort & { asked: string[] };
}

const page = (type: PageDto['type'], slug: string, title: string, locale = 'nl-nl') =>
  fakePage({ type, slug, title, locale, url: pageUrl(slug, locale, 'nl-nl') });

describe("a page's place on the site (breadcrumbs, back link)", () => {
  it('puts a content page below its type overview, in its language, and a plain page below its slug parents', () => {
    expect(ancestorSlugs({ type: 'project', slug: 'projecten/otters', locale: 'nl-nl' })).toEqual(['projecten']);
    expect(ancestorSlugs({ type: 'project', slug: 'projects/otters', locale: 'en-gb' })).toEqual(['projects']);
    expect(ancestorSlugs({ type: 'news', slug: 'nieuws/x', locale: 'nl-nl' })).toEqual(['nieuws']);
    expect(ancestorSlugs({ type: 'innovation', slug: 'innovation/x', locale: 'en-gb' })).toEqual(['innovation']);
    expect(ancestorSlugs({ type: 'team', slug: 'team/lotte', locale: 'nl-nl' })).toEqual(['team']);
    expect(ancestorSlugs({ type: 'theme', slug: 'themas/x', locale: 'nl-nl' })).toEqual(['themas']);
    expect(ancestorSlugs({ type: 'service', slug: 'services/x', locale: 'en-gb' })).toEqual(['services']);
    // An editor's own slug without the prefix still belongs to the type's overview.
    expect(ancestorSlugs({ type: 'project', slug: 'otters-2024', locale: 'nl-nl' })).toEqual(['projecten']);
    expect(ancestorSlugs({ type: 'blank', slug: 'over-ons/geschiedenis/1990', locale: 'nl-nl' })).toEqual([
      'over-ons',
      'over-ons/geschiedenis',
    ]);
    expect(ancestorSlugs({ type: 'blank', slug: 'contact', locale: 'nl-nl' })).toEqual([]);
    expect(ancestorSlugs({ type: 'blank', slug: '', locale: 'nl-nl' })).toEqual([]);
    expect(ancestorSlugs({ type: 'blank', slug: '404', locale: 'nl-nl' })).toEqual([]);
  });

  it('a project: home, the projects overview, the project; back to the overview', async () => {
    const overview = page('blank', 'projects', 'Projects', 'en-gb');
    const project = page('project', 'projects/otters', 'Otter passages', 'en-gb');
    const place = await loadPagePlace(portWith([overview]), project, SETTINGS, createTranslator('en-gb'));
    expect(place).toEqual({
      trail: [
        { name: 'Home', href: '/en-gb' },
        { name: 'Projects', href: '/en-gb/projects' },
        { name: 'Otter passages', href: '/en-gb/projects/otters' },
      ],
      overview: { name: 'Projects', href: '/en-gb/projects' },
    });
  });

  it('leaves out an overview that is not published (no link to a 404), and then offers no back link', async () => {
    const member = page('team', 'team/lotte', 'Lotte Visser');
    const place = await loadPagePlace(portWith([]), member, SETTINGS, createTranslator('nl-nl'));
    expect(place.trail).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Lotte Visser', href: '/team/lotte' },
    ]);
    expect(place.overview).toBeNull();
  });

  it('a plain page: home and the page, no back link; home and the 404 page: no trail, nothing asked', async () => {
    const port = portWith([]);
    const contact = await loadPagePlace(port, page('blank', 'contact', 'Contact'), SETTINGS, createTranslator('nl-nl'));
    expect(contact).toEqual({
      trail: [
        { name: 'Home', href: '/' },
        { name: 'Contact', href: '/contact' },
      ],
      overview: null,
    });
    expect(await loadPagePlace(port, page('blank', '', 'Home'), SETTINGS, createTranslator('nl-nl'))).toEqual({
      trail: [],
      overview: null,
    });
    expect(await loadPagePlace(port, page('blank', '404', 'Niet gevonden'), SETTINGS, createTranslator('nl-nl'))).toEqual({
      trail: [],
      overview: null,
    });
    expect(port.asked).toEqual([]);
  });
});
