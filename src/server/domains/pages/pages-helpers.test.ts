import { describe, expect, it } from 'vitest';
import { blockInput, blockList, MAX_BLOCKS_PER_VERSION } from '../../../shared/blocks/block.ts';
import { isAcceptableRichHtml, isSafeLink } from '../../../shared/blocks/block-fields.ts';
import { BLOCK_TYPES, defaultBlockProps } from '../../../shared/blocks/definitions.ts';
import { createPageBody, listPagesBody, seoImage, storeVersionBody } from '../../../shared/pages/page-schemas.ts';
import { PAGE_TYPE_IDS, PAGE_TYPES, slugPrefixFor } from '../../../shared/pages/page-types.ts';
import { pageUrl, resolvePublicPath } from '../../../shared/pages/page-url.ts';
import { isValidSlug, normalizeSlug, SLUG_MAX_LENGTH, slugify, slugSchema } from '../../../shared/pages/slug.ts';
import { FUNCTION_GROUPS, FUNCTION_TITLES } from '../../../shared/taxonomy.ts';
import { rewriteLink, rewriteLinksDeep } from './link-rewriter.ts';
import { checkTypeData, initialBlocks, withFreshKeys } from './page-content.ts';
import { parseJson, storedBlocks } from './page-mapping.ts';
import { sanitizeBlocks, sanitizeRichText } from './rich-text-sanitizer.ts';
import { anchorAvailable } from './pages.service.ts';

const HASH = 'a'.repeat(32);
const image = { hash: HASH, fileName: 'a.jpg' };

describe('slugs', () => {
  it('slugify makes lowercase hyphenated segments', () => {
    expect(slugify('Wildlife bridges & tunnels')).toBe('wildlife-bridges-tunnels');
    expect(slugify('  Ünïcödé Café  ')).toBe('unicode-cafe');
    expect(slugify('A / B')).toBe('a/b');
    expect(slugify('//x//y//')).toBe('x/y');
    expect(slugify('---')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('slugify never ends in a separator after cutting to the maximum length', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(isValidSlug(slug)).toBe(true);
    const withSlash = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)}/b`);
    expect(isValidSlug(withSlash)).toBe(true);
  });

  it('normalizeSlug trims, lowercases and strips outer slashes', () => {
    expect(normalizeSlug('  /Projecten/X/ ')).toBe('projecten/x');
    expect(normalizeSlug('///')).toBe('');
    expect(normalizeSlug('a//b')).toBe('a//b');
  });

  it('isValidSlug accepts segments of letters, digits and single hyphens', () => {
    for (const good of ['', 'a', 'projecten/wildlife-bridges', 'a1/b2-c3', 'x'.repeat(SLUG_MAX_LENGTH)])
      expect(isValidSlug(good), good).toBe(true);
    for (const bad of ['A', 'a b', '../x', 'x//y', '-a', 'a-', 'a--b', 'a/', '/a', 'a_b', 'é', 'x'.repeat(SLUG_MAX_LENGTH + 1), 'a/./b']) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it('slugSchema normalises then validates', () => {
    expect(slugSchema.parse('/Projecten/Test/')).toBe('projecten/test');
    for (const bad of ['A B', '../x', 'x//y', 'x'.repeat(SLUG_MAX_LENGTH + 3)]) expect(slugSchema.safeParse(bad).success, bad).toBe(false);
    expect(slugSchema.safeParse(5).success).toBe(false);
  });
});

describe('page urls', () => {
  it('pageUrl prefixes locales other than the default', () => {
    expect(pageUrl('projecten/x', 'nl-nl', 'nl-nl')).toBe('/projecten/x');
    expect(pageUrl('', 'nl-nl', 'nl-nl')).toBe('/');
    expect(pageUrl('projects/x', 'en-gb', 'nl-nl')).toBe('/en-gb/projects/x');
    expect(pageUrl('', 'en-gb', 'nl-nl')).toBe('/en-gb');
  });

  it('resolvePublicPath reads the locale from the first segment', () => {
    const locales = ['nl-nl', 'en-gb'];
    expect(resolvePublicPath('/en-gb/projects', locales, 'nl-nl')).toEqual({ locale: 'en-gb', slug: 'projects' });
    expect(resolvePublicPath('/EN-GB/Projects/X/', locales, 'nl-nl')).toEqual({ locale: 'en-gb', slug: 'projects/x' });
    expect(resolvePublicPath('/en-gb', locales, 'nl-nl')).toEqual({ locale: 'en-gb', slug: '' });
    expect(resolvePublicPath('/', locales, 'nl-nl')).toEqual({ locale: 'nl-nl', slug: '' });
    expect(resolvePublicPath('', locales, 'nl-nl')).toEqual({ locale: 'nl-nl', slug: '' });
    expect(resolvePublicPath('/projecten/x', locales, 'nl-nl')).toEqual({ locale: 'nl-nl', slug: 'projecten/x' });
    // A locale the site does not offer is just a path segment of the default locale.
    expect(resolvePublicPath('/de-de/x', locales, 'nl-nl')).toEqual({ locale: 'nl-nl', slug: 'de-de/x' });
    expect(resolvePublicPath('/projecten/x?a=1#top', locales, 'nl-nl')).toEqual({ locale: 'nl-nl', slug: 'projecten/x' });
  });
});

describe('link rewriting', () => {
  it('rewriteLink changes exact links and links with an anchor or query only', () => {
    expect(rewriteLink('/old', '/old', '/new')).toBe('/new');
    expect(rewriteLink('/old#top', '/old', '/new')).toBe('/new#top');
    expect(rewriteLink('/old?a=1', '/old', '/new')).toBe('/new?a=1');
    expect(rewriteLink('/old-page', '/old', '/new')).toBe('/old-page');
    expect(rewriteLink('/old/child', '/old', '/new')).toBe('/old/child');
    expect(rewriteLink('/older', '/old', '/new')).toBe('/older');
    expect(rewriteLink('x/old', '/old', '/new')).toBe('x/old');
  });

  it('rewriteLinksDeep walks objects, arrays and rich-text hrefs', () => {
    const blocks = [
      {
        type: 'buttons',
        props: {
          buttons: [
            { label: 'Go', link: '/old' },
            { label: 'Other', link: '/old-page' },
          ],
        },
      },
      { type: 'richText', props: { html: '<p><a href="/old#x">a</a> <a href="/old-page">b</a> <a href="/old">c</a></p>' } },
      { n: 1, b: true, z: null },
    ];
    expect(rewriteLinksDeep(blocks, '/old', '/new')).toEqual([
      {
        type: 'buttons',
        props: {
          buttons: [
            { label: 'Go', link: '/new' },
            { label: 'Other', link: '/old-page' },
          ],
        },
      },
      { type: 'richText', props: { html: '<p><a href="/new#x">a</a> <a href="/old-page">b</a> <a href="/new">c</a></p>' } },
      { n: 1, b: true, z: null },
    ]);
  });
});

describe('rich text sanitiser', () => {
  it('keeps the editor tags', () => {
    const html =
      '<h2>H2</h2><h3>H3</h3><h4>H4</h4><p><strong>b</strong> <em>i</em> <a href="https://example.org">l</a></p><ul><li>u</li></ul><ol><li>o</li></ol><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, handlers, iframes and javascript: links', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.org"></iframe>',
      ),
    ).toBe('<p>a</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java&#115;cript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><h1>t</h1>')).toBe('t');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('adds rel to target=_blank and drops other targets', () => {
    expect(sanitizeRichText('<a href="/x" target="_blank">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps the links of the rich-text link dialog as written, without adding a target', () => {
    const html =
      '<p><a href="/en-gb/about#team">p</a> <a href="#contact">a</a> <a href="tel:+31345000000">t</a> <a href="mailto:info@example.org">m</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('sanitizeBlocks cleans only rich-text props and leaves unknown or damaged blocks alone', () => {
    const blocks = [
      { type: 'richText', key: 'a', props: { html: '<script>x</script><p>ok</p>' }, anchorPoint: '', __images: {}, __files: {} },
      {
        type: 'pageHeader',
        key: 'b',
        props: { title: '<script>plain text is escaped on render</script>' },
        anchorPoint: '',
        __images: {},
        __files: {},
      },
      { type: 'nope', key: 'c', props: { html: '<script>x</script>' }, anchorPoint: '', __images: {}, __files: {} },
    ];
    const cleaned = sanitizeBlocks(blocks);
    expect(cleaned[0]!.props.html).toBe('<p>ok</p>');
    expect(cleaned[1]!.props.title).toBe('<script>plain text is escaped on render</script>');
    expect(cleaned[2]).toEqual(blocks[2]);
  });
});

describe('links typed by editors', () => {
  it('isSafeLink accepts internal paths, anchors, mail, phone and http(s)', () => {
    for (const good of [
      '/',
      '/projecten/x',
      '/x?a=1#b',
      '#top',
      'mailto:a@b.nl',
      'tel:+31 345 123456',
      'https://example.org/x',
      'http://example.org',
    ]) {
      expect(isSafeLink(good), good).toBe(true);
    }
  });
  it('isSafeLink refuses script, data, protocol-relative and backslash tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      '/x y',
      'ftp://x.org',
      'vbscript:x',
      'https://',
      'relative/path',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });
});

describe('rich text HTML check (V_15)', () => {
  it('accepts text and formatting, lone "<" and ">", unclosed elements, comments and quoted ">"', () => {
    for (const good of [
      '',
      'plain text',
      '<p>a</p>',
      '<p>a < b and c > d, <3</p>',
      '<p>unclosed',
      '<a href="https://x.org" target="_blank" rel="noopener">x</a>',
      '<!-- note --><p>x</p>',
      '<br/><hr />',
      '<p class=x>y</p>',
      '<p title="a > b">x</p>',
      '<p>onclick= and javascript: as words</p>',
      '<a href="/news">n</a>',
      '<a href="mailto:a@b.nl">m</a>',
    ]) {
      expect(isAcceptableRichHtml(good), good).toBe(true);
    }
  });
  it('refuses unterminated tags, comments and attribute values', () => {
    for (const bad of ['<p', '<p class="x>y</p>', "<a href='x>y", '<!-- x', '<!DOCTYPE html', '</p'])
      expect(isAcceptableRichHtml(bad), bad).toBe(false);
  });
  it('refuses script, iframe, object, embed and style elements, event handlers and script URLs, however written', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      '<SCRIPT src=x>',
      '</script>',
      '<iframe src="https://e.org"></iframe>',
      '<object>',
      '<embed src=x>',
      '<style>p{}</style>',
      '<p onclick="x()">a</p>',
      '<img src=x ONERROR=alert(1)>',
      '<p/onmouseover=x>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href=javascript:alert(1)>x</a>',
      '<a href="vbscript:x">x</a>',
    ]) {
      expect(isAcceptableRichHtml(bad), bad).toBe(false);
    }
  });
  it('is what the richText and textWithImage html props are checked with', () => {
    const issues = (html: string) =>
      blockList
        .safeParse([block('richText', { props: { html } }), block('textWithImage', { props: { html } })])
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues('<p onclick="x">a</p>')).toEqual([
      ['0.props.html', 'V_15'],
      ['1.props.html', 'V_15'],
    ]);
    expect(issues('<p>fine</p>')).toBeUndefined();
  });
});

function block(type: string, extra: Record<string, unknown> = {}) {
  return { type, key: `k${Math.random().toString(36).slice(2, 10)}`, ...extra };
}

describe('block validation', () => {
  it('applies prop defaults and drops unknown props', () => {
    const parsed = blockList.parse([block('hero', { props: { title: 'T', evil: '<script>' } })]);
    expect(parsed[0]!.props).toEqual({ title: 'T', subtitle: '', buttons: [] });
    expect(parsed[0]!.anchorPoint).toBe('');
    expect(parsed[0]!.__images).toEqual({});
    expect(parsed[0]!.__files).toEqual({});
  });

  it('every registered type has parseable defaults', () => {
    for (const type of BLOCK_TYPES)
      expect(blockInput.safeParse({ type, key: 'k1', props: defaultBlockProps(type) }).success, type).toBe(true);
  });

  it('refuses unknown types, bad keys, bad anchors and javascript: links', () => {
    const issues = (input: unknown) => blockList.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues([block('marquee')])).toEqual([['0.type', 'V_12']]);
    expect(issues([{ type: 'hero', key: 'a b' }])).toEqual([['0.key', 'V_12']]);
    expect(issues([block('hero', { anchorPoint: 'Top Anchor' })])).toEqual([['0.anchorPoint', 'V_12']]);
    expect(issues([block('buttons', { props: { buttons: [{ label: 'x', link: 'javascript:alert(1)' }] } })])).toEqual([
      ['0.props.buttons.0.link', 'V_13'],
    ]);
    expect(issues([block('hero', { props: { title: 'x'.repeat(161) } })])).toEqual([['0.props.title', 'V_14']]);
  });

  it('keys are unique and anchors unique per version', () => {
    const issues = (input: unknown) => blockList.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(
      issues([
        { type: 'hero', key: 'same' },
        { type: 'quote', key: 'same' },
      ]),
    ).toEqual([['1.key', 'V_06']]);
    expect(issues([block('hero', { anchorPoint: 'top' }), block('quote', { anchorPoint: 'top' })])).toEqual([['1.anchorPoint', 'V_18']]);
    expect(blockList.safeParse([block('hero', { anchorPoint: '' }), block('quote', { anchorPoint: '' })]).success).toBe(true);
  });

  it('limits the number of blocks', () => {
    const many = Array.from({ length: MAX_BLOCKS_PER_VERSION + 1 }, (_, index) => ({ type: 'pageHeader', key: `k${index}` }));
    expect(blockList.safeParse(many.slice(0, MAX_BLOCKS_PER_VERSION)).success).toBe(true);
    expect(blockList.safeParse(many).error?.issues.map((issue) => issue.message)).toEqual(['V_14']);
  });

  it('limits images to the slots a block declares', () => {
    expect(blockList.safeParse([block('image', { __images: { image: [image] } })]).success).toBe(true);
    expect(blockList.safeParse([block('image', { __images: { image: [image, image] } })]).error?.issues[0]?.path).toEqual([
      0,
      '__images',
      'image',
    ]);
    expect(blockList.safeParse([block('image', { __images: { other: [image] } })]).success).toBe(false);
    expect(blockList.safeParse([block('threeCards', { __images: { cards: [image, image, image] } })]).success).toBe(true);
    expect(blockList.safeParse([block('richText', { __files: { attachments: [image] } })]).success).toBe(true);
    expect(blockList.safeParse([block('richText', { __files: { other: [image] } })]).success).toBe(false);
    // Slot names are looked up as own properties, not through the prototype.
    for (const slot of ['constructor', 'toString', 'hasOwnProperty']) {
      expect(
        blockList.safeParse([block('image', { __images: JSON.parse(`{"${slot}":[{"hash":"${HASH}","fileName":"a.jpg"}]}`) })]).success,
        slot,
      ).toBe(false);
      expect(
        blockList.safeParse([block('richText', { __files: JSON.parse(`{"${slot}":[{"hash":"${HASH}","fileName":"a.jpg"}]}`) })]).success,
        slot,
      ).toBe(false);
    }
  });

  it('drops a "__proto__" slot instead of touching the prototype', () => {
    const parsed = blockList.parse([block('image', { __images: JSON.parse(`{"__proto__":[{"hash":"${HASH}","fileName":"a.jpg"}]}`) })]);
    expect(parsed[0]!.__images).toEqual({});
    expect(Object.getPrototypeOf(parsed[0]!.__images)).toBe(Object.prototype);
  });

  it('never throws on garbage, it reports', () => {
    const garbage: unknown[] = [
      null,
      'x',
      [null],
      [1],
      [{}],
      [{ type: 'image', key: 'a', __images: null }],
      [{ type: 'image', key: 'a', __files: null }],
      [{ type: 'image', key: 'a', props: null }],
      [{ type: 'image', key: 'a', props: [] }],
      [{ type: 'image', key: 'a', __images: { image: null } }],
      [{ type: 'image', key: 'a', __images: { image: [null] } }],
      [{ type: 'image', key: 'a', __images: [] }],
      [{ type: 'image', key: 'a', anchorPoint: null }],
      [{ type: null, key: 'a' }],
      [{ type: 'toString', key: 'a' }],
      [{ type: '__proto__', key: 'a' }],
      [{ type: 'image', key: 'a', __images: { image: [{ hash: HASH, fileName: 'a.jpg', cropParams: { x: 'y' } }] } }],
    ];
    for (const input of garbage) {
      expect(() => blockList.safeParse(input), JSON.stringify(input)).not.toThrow();
      expect(blockList.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('image references are checked', () => {
    const bad = [
      { hash: 'xyz', fileName: 'a.jpg' },
      { hash: HASH, fileName: '../etc/passwd' },
      { hash: HASH, fileName: '' },
      { hash: HASH, fileName: 'a', altText: 'x'.repeat(501) },
    ];
    for (const entry of bad)
      expect(blockList.safeParse([block('image', { __images: { image: [entry] } })]).success, JSON.stringify(entry)).toBe(false);
  });
});

describe('schemas of the page calls', () => {
  it('seoImage holds null or at most one image', () => {
    expect(seoImage.safeParse(null).success).toBe(true);
    expect(seoImage.safeParse([]).success).toBe(true);
    expect(seoImage.safeParse([image]).success).toBe(true);
    expect(seoImage.safeParse([image, image]).error?.issues[0]?.message).toBe('V_12');
    expect(storeVersionBody.safeParse({ seoImage: [image, image] }).success).toBe(false);
  });

  it('create refuses unknown types and locales', () => {
    expect(createPageBody.safeParse({ title: 'x', slug: 'x', type: 'blog', locale: 'nl-nl' }).success).toBe(false);
    expect(createPageBody.safeParse({ title: 'x', slug: 'x', type: 'news', locale: 'xx-xx' }).success).toBe(false);
    expect(createPageBody.safeParse({ title: '   ', slug: 'x', type: 'news', locale: 'nl-nl' }).success).toBe(false);
  });

  it('list defaults and bounds', () => {
    expect(listPagesBody.parse({})).toEqual({
      pageIndex: 0,
      pageSize: 25,
      searchTerm: '',
      columnToSort: '',
      sortOrder: 'asc',
      type: '',
      locale: '',
      filter: 'all',
    });
    expect(listPagesBody.safeParse({ pageIndex: 1e20 }).success).toBe(false);
    expect(listPagesBody.safeParse({ filter: 'mine' }).success).toBe(false);
  });
});

describe('page types', () => {
  it('has the seven SPEC types, blank unlisted and empty', () => {
    expect([...PAGE_TYPE_IDS].sort()).toEqual(['blank', 'innovation', 'news', 'project', 'service', 'team', 'theme']);
    expect(PAGE_TYPE_IDS.filter((type) => !PAGE_TYPES[type].listed)).toEqual(['blank']);
    expect(PAGE_TYPES.blank.initialBlocks).toEqual([]);
    expect(slugPrefixFor('project', 'nl-nl')).toBe('projecten/');
    expect(slugPrefixFor('project', 'en-gb')).toBe('projects/');
    expect(slugPrefixFor('blank', 'en-gb')).toBe('');
  });

  it('initial blocks carry default props and fresh keys', () => {
    const first = initialBlocks('project');
    const second = initialBlocks('project');
    expect(first.map((b) => b.type)).toEqual(['pageHeader', 'image', 'richText']);
    expect(first[0]!.props).toEqual({ title: '', intro: '' });
    expect(first.map((b) => b.key)).not.toEqual(second.map((b) => b.key));
    expect(blockList.safeParse(first).success).toBe(true);
    for (const type of PAGE_TYPE_IDS) expect(blockList.safeParse(initialBlocks(type)).success, type).toBe(true);
    const fresh = withFreshKeys(first);
    expect(fresh.map((b) => b.key).some((key) => first.some((b) => b.key === key))).toBe(false);
  });

  it('typeData relations: project themes and services, team function group, title and specialism', () => {
    expect(checkTypeData('project', { themes: ['BIODIVERSITY'], services: ['LAB_ANALYSES'], extra: 1 })).toEqual({
      themes: ['BIODIVERSITY'],
      services: ['LAB_ANALYSES'],
      location: '',
      client: '',
      year: null,
    });
    expect(checkTypeData('team', {})).toMatchObject({ functionGroup: 'RESEARCHERS_AND_ADVISORS', functionTitle: 'NONE', specialism: '' });
    for (const group of FUNCTION_GROUPS) expect(checkTypeData('team', { functionGroup: group }).functionGroup).toBe(group);
    for (const title of FUNCTION_TITLES) expect(checkTypeData('team', { functionTitle: title }).functionTitle).toBe(title);
    expect(() => checkTypeData('project', { themes: ['SPACE'] })).toThrow(
      expect.objectContaining({ status: 400, errors: [{ code: 'V_12', property: 'typeData.themes.0' }] }),
    );
    expect(() => checkTypeData('team', { functionGroup: 'CEO' })).toThrow(
      expect.objectContaining({ status: 400, errors: [{ code: 'V_12', property: 'typeData.functionGroup' }] }),
    );
    expect(() => checkTypeData('news', { publicationDate: 'tomorrow' })).toThrow(expect.objectContaining({ status: 400 }));
    expect(checkTypeData('blank', { anything: 1 })).toEqual({});
  });
});

describe('stored data is read defensively', () => {
  it('parseJson falls back on damage', () => {
    expect(parseJson('{', 'fallback')).toBe('fallback');
    expect(parseJson(null, 1)).toBe(1);
    expect(parseJson('[1]', [])).toEqual([1]);
  });

  it('storedBlocks keeps block-shaped entries only (unknown types included)', () => {
    expect(storedBlocks('not json')).toEqual([]);
    expect(storedBlocks('{"a":1}')).toEqual([]);
    expect(storedBlocks('[null, 1, "x", [], {"type":"gone","key":"k1","props":{"a":1}}, {"type":"hero"}]')).toEqual([
      { type: 'gone', key: 'k1', props: { a: 1 }, anchorPoint: '', __images: {}, __files: {} },
    ]);
  });
});

describe('anchorAvailable', () => {
  it('ignores the block being edited', () => {
    const blocks = [
      { key: 'a', anchorPoint: 'top' },
      { key: 'b', anchorPoint: '' },
    ];
    expect(anchorAvailable('top', 'a', blocks)).toBe(true);
    expect(anchorAvailable('top', 'b', blocks)).toBe(false);
    expect(anchorAvailable('other', 'b', blocks)).toBe(true);
  });
});
