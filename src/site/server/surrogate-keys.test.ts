import { describe, expect, it } from 'vitest';
import { internalLinkPaths, MAX_LINKED_PATHS } from './page-links.ts';
import { SurrogateKeys, surrogateKeyHeader } from './surrogate-keys.ts';

describe('the internal links a page names (page-links.ts)', () => {
  it('finds paths in link props and in rich-text hrefs, without query or anchor, and nothing else', () => {
    const blocks = [
      {
        type: 'richText',
        props: { html: '<p><a href="/over-ons#team">Team</a> <a href="https://example.org/x">x</a> <a href="/en-gb/news?p=2">n</a></p>' },
      },
      {
        type: 'buttons',
        props: {
          buttons: [
            { label: 'Go', link: '/projecten/otters' },
            { label: 'Mail', link: 'mailto:a@b.c' },
          ],
        },
      },
      { type: 'cta', props: { link: '//evil.example/x', other: '/', api: '/api/medialib/get-page-file/1/x/abc/f.png' } },
      { type: 'image', __images: { image: [{ url: '/not-a-link' }] }, props: {} },
    ];
    expect(internalLinkPaths(blocks)).toEqual({ paths: ['/over-ons', '/en-gb/news', '/projecten/otters'], overflow: false });
  });

  it('past the cap, no paths and the overflow flag', () => {
    const many = Array.from({ length: MAX_LINKED_PATHS + 1 }, (_, index) => ({ props: { link: `/page-${index}` } }));
    expect(internalLinkPaths(many)).toEqual({ paths: [], overflow: true });
  });
});

describe('SurrogateKeys', () => {
  it('names linked pages one by one up to the cap, then `links`; media likewise with `media-all`', () => {
    const few = new SurrogateKeys('nl-nl', 1, 200);
    few.linkedPages([2, 3, 1]);
    few.media(['aa', 'bb']);
    expect(few.list()).toEqual(['site', 'menu', 'settings', 'locale-nl-nl', 'page-1', 'page-2', 'page-3', 'media-aa', 'media-bb']);

    const many = new SurrogateKeys('nl-nl', 1, 200);
    many.linkedPages(Array.from({ length: 150 }, (_, index) => index + 10));
    many.media(Array.from({ length: 60 }, (_, index) => `${'f'.repeat(60)}${String(index).padStart(4, '0')}`));
    const keys = many.list();
    expect(keys).toEqual(['site', 'menu', 'settings', 'locale-nl-nl', 'page-1', 'links', 'media-all']);
    // Well below Varnish's 8 KB header limit even at the caps.
    const atCaps = new SurrogateKeys('nl-nl', 1, 200);
    atCaps.linkedPages(Array.from({ length: 100 }, (_, index) => 1_000_000 + index));
    atCaps.media(Array.from({ length: 40 }, (_, index) => `${'f'.repeat(124)}${String(index).padStart(4, '0')}`));
    expect(surrogateKeyHeader(atCaps.list()).length).toBeLessThan(7000);
  });

  it('a listing names its type and the generic key', () => {
    const keys = new SurrogateKeys('en-gb', undefined, 404);
    keys.listing('news');
    expect(keys.list()).toEqual(['site', 'menu', 'settings', 'locale-en-gb', 'notfound', 'listing', 'listing-news']);
  });
});
