import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { defaultBlockProps } from '../../shared/blocks/definitions.ts';
import { createRenderContext } from '../render-context.ts';
import { createFakeDataSource, SAMPLE_MEMBERS, SAMPLE_PAGES } from '../testing/fake-data-source.ts';
import { renderBlocksToHtml } from '../testing/render.ts';
import { SAMPLE_BLOCKS } from '../testing/sample-blocks.ts';
import { SITE_BLOCK_REGISTRY, type SiteBlockRegistry } from './registry.tsx';
import { loadBlockData, normaliseProps, RenderBlocks, type StoredBlock } from './render-blocks.tsx';

const clean = (html: string) => html.replace(/<!--(?:\$|\/\$| )-->/g, '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RenderBlocks', () => {
  it('renders blocks in their stored order', async () => {
    const html = await renderBlocksToHtml([SAMPLE_BLOCKS.callToAction, SAMPLE_BLOCKS.pageHeader, SAMPLE_BLOCKS.quote]);
    const cta = html.indexOf('block-call-to-action');
    const header = html.indexOf('block-page-header');
    const quote = html.indexOf('block-quote');
    expect(cta).toBeGreaterThanOrEqual(0);
    expect(cta).toBeLessThan(header);
    expect(header).toBeLessThan(quote);
  });

  it('wraps a block with an anchor point in an element with that id and class anchor-point-element', async () => {
    const html = clean(await renderBlocksToHtml([{ ...SAMPLE_BLOCKS.pageHeader, anchorPoint: 'intro' }, SAMPLE_BLOCKS.quote]));
    expect(html).toMatch(
      /^<div id="intro" class="anchor-point-element"><header class="block block-page-header">.*<\/header><\/div><figure/s,
    );
    expect((html.match(/anchor-point-element/g) ?? []).length).toBe(1);
  });

  it('skips a block whose type is not in the block map, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown: StoredBlock = {
      type: 'carousel',
      key: 'c1',
      anchorPoint: 'slides',
      props: { title: 'Slides' },
      __images: {},
      __files: {},
    };
    const html = clean(await renderBlocksToHtml([SAMPLE_BLOCKS.pageHeader, unknown, SAMPLE_BLOCKS.quote]));
    expect(html).not.toContain('Slides');
    expect(html).not.toContain('id="slides"');
    expect(html).toContain('block-page-header');
    expect(html).toContain('block-quote');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('block type not in block map'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carousel'));
  });

  it('does not treat inherited object keys as block types', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = clean(await renderBlocksToHtml([{ type: 'toString', key: 't1', anchorPoint: '', props: {} }]));
    expect(html).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('renders a block with invalid props with the defaults merged in, keeping the valid fields', async () => {
    const broken: StoredBlock = {
      ...SAMPLE_BLOCKS.callToAction,
      props: { title: 'Still here', text: 42, buttons: [{ label: 'Evil', link: 'javascript:alert(1)', variant: 'primary' }] },
    };
    const html = clean(await renderBlocksToHtml([broken]));
    expect(html).toContain('<h2 class="block__title">Still here</h2>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('42');
    expect(html).not.toContain('button-list');
  });

  it('renders a block whose props are missing or not an object', async () => {
    const html = clean(
      await renderBlocksToHtml([
        { type: 'searchBox', key: 's1', anchorPoint: '' },
        { type: 'officesMap', key: 'o1', anchorPoint: '', props: 'garbage' },
      ]),
    );
    expect(html).toContain('block-search-box');
    expect(html).toContain('<h2 class="block__title">Our offices</h2>');
  });

  it('keeps rendering the rest of the page when one block throws', async () => {
    const failing: SiteBlockRegistry = {
      ...SITE_BLOCK_REGISTRY,
      quote: {
        Component: () => {
          throw new Error('quote exploded');
        },
      },
    };
    const html = clean(
      await renderBlocksToHtml([SAMPLE_BLOCKS.pageHeader, SAMPLE_BLOCKS.quote, SAMPLE_BLOCKS.callToAction], { registry: failing }),
    );
    expect(html).toContain('block-page-header');
    expect(html).toContain('block-call-to-action');
    expect(html).not.toContain('block-quote');
  });

  it('leaves out a listing block whose data failed to load, and renders the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dataSource } = createFakeDataSource(SAMPLE_PAGES, SAMPLE_MEMBERS);
    dataSource.teamMembers = async () => {
      throw new Error('database down');
    };
    const html = clean(await renderBlocksToHtml([SAMPLE_BLOCKS.teamMembers, SAMPLE_BLOCKS.pageList], { dataSource }));
    expect(html).not.toContain('block-team-members');
    expect(html).toContain('block-page-list');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('team1'), expect.any(Error));
  });

  it('renders a listing block without loaded data as nothing, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = createRenderContext({ locale: 'en-gb', pageId: 1 });
    const html = clean(
      renderToString(<RenderBlocks blocks={[SAMPLE_BLOCKS.pageList, SAMPLE_BLOCKS.pageHeader]} context={context} data={new Map()} />),
    );
    expect(html).toBe(
      '<header class="block block-page-header"><h1 class="block-page-header__title">Projects</h1><p class="block-page-header__intro">More than 1000 projects a year.</p></header>',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('loadBlockData'));
  });
});

describe('normaliseProps', () => {
  it('returns parsed props with defaults for valid input', () => {
    expect(normaliseProps('video', { videoId: 'abc' })).toEqual({ provider: 'youtube', videoId: 'abc', title: '' });
  });

  it('falls back to the defaults field by field', () => {
    expect(normaliseProps('pageList', { title: 'News', pageType: 'nonsense', limit: 5 })).toEqual({
      title: 'News',
      pageType: 'news',
      limit: 5,
    });
    expect(normaliseProps('relatedProjects', null)).toEqual(defaultBlockProps('relatedProjects'));
  });
});

describe('loadBlockData', () => {
  const context = createRenderContext({ locale: 'en-gb', pageId: 101 });

  it('calls the data source once per listing block, in parallel, with the right filters', async () => {
    const { dataSource, calls } = createFakeDataSource(SAMPLE_PAGES, SAMPLE_MEMBERS);
    const blocks = Object.values(SAMPLE_BLOCKS);
    const data = await loadBlockData(blocks, context, dataSource);

    // News and projects are read a page at a time (issue 17); the first page without a query.
    expect(calls.publishedPages.map((query) => query.type)).not.toContain('project');
    expect(calls.listingPage).toHaveLength(2);
    expect(calls.listingPage).toContainEqual({ type: 'news', locale: 'en-gb', excludeId: 101, page: 1, pageSize: 3 });
    expect(calls.listingPage).toContainEqual({
      type: 'project',
      locale: 'en-gb',
      theme: 'BIODIVERSITY',
      excludeId: 101,
      page: 1,
      pageSize: 6,
      // Related projects show no count or years (issue 20: two scans fewer).
      counted: false,
    });
    expect(calls.teamMembers).toEqual([{ locale: 'en-gb', groups: ['SUPPORT', 'MANAGEMENT', 'RESEARCHERS_AND_ADVISORS', 'TEAM_LEADERS'] }]);

    // search1 loads too (null: no ?q= in this context).
    expect([...data.keys()].sort()).toEqual(['list1', 'related1', 'search1', 'team1']);
    const related = data.get('related1');
    expect(related?.ok && (related.data as { items: { id: number }[] }).items.map((page) => page.id)).toEqual([103]);
  });

  it('passes the service filter, the locale and defaulted props', async () => {
    const { dataSource, calls } = createFakeDataSource();
    const dutch = createRenderContext({ locale: 'nl-nl', pageId: 5 });
    await loadBlockData(
      [
        { type: 'relatedProjects', key: 'r', anchorPoint: '', props: { service: 'LAB_ANALYSES', limit: 'many' } },
        { type: 'teamMembers', key: 't', anchorPoint: '', props: {} },
      ],
      dutch,
      dataSource,
    );
    expect(calls.listingPage).toEqual([
      { type: 'project', locale: 'nl-nl', service: 'LAB_ANALYSES', excludeId: 5, page: 1, pageSize: 6, counted: false },
    ]);
    expect(calls.teamMembers).toEqual([
      { locale: 'nl-nl', groups: ['MANAGEMENT', 'TEAM_LEADERS', 'RESEARCHERS_AND_ADVISORS', 'SUPPORT', 'HEAD_OF_DEPARTMENT'] },
    ]);
  });

  it('starts every load before any finishes', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { dataSource } = createFakeDataSource();
    dataSource.listingPage = async (query) => {
      started.push(query.type);
      await gate;
      return { items: [], total: 0, years: [] };
    };
    const pending = loadBlockData([SAMPLE_BLOCKS.pageList, SAMPLE_BLOCKS.relatedProjects], context, dataSource);
    await Promise.resolve();
    expect(started.sort()).toEqual(['news', 'project']);
    release();
    await pending;
  });

  it('does not call the data source for blocks without load or with unknown types', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dataSource, calls } = createFakeDataSource();
    const data = await loadBlockData(
      [SAMPLE_BLOCKS.hero, { type: 'legacyList', key: 'x', anchorPoint: '', props: {} }],
      context,
      dataSource,
    );
    expect(calls.publishedPages.map((query) => query.type)).not.toContain('project');
    expect(calls.teamMembers).toHaveLength(0);
    expect(data.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });
});
