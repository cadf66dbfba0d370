import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { loadBlockData, RenderBlocks, type StoredBlock } from '../blocks/render-blocks.tsx';
import type { SiteBlockRegistry } from '../blocks/registry.tsx';
import type { SiteDataSource } from '../data-source.ts';
import { createRenderContext, type RenderContextInput } from '../render-context.ts';
import { createFakeDataSource, SAMPLE_MEMBERS, SAMPLE_PAGES } from './fake-data-source.ts';

export interface RenderOptions extends Partial<RenderContextInput> {
  dataSource?: SiteDataSource;
  registry?: SiteBlockRegistry;
}

/** Loads and renders blocks the way the server will: loadBlockData, then RenderBlocks. */
export async function renderBlocksToHtml(blocks: readonly StoredBlock[], options: RenderOptions = {}): Promise<string> {
  const context = createRenderContext({ locale: 'en-gb', pageId: 7, ...options });
  const dataSource = options.dataSource ?? createFakeDataSource(SAMPLE_PAGES, SAMPLE_MEMBERS).dataSource;
  const data = await loadBlockData(blocks, context, dataSource, options.registry);
  return renderToString(createElement(RenderBlocks, { blocks, context, data, registry: options.registry }));
}
