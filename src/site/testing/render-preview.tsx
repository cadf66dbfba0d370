/**
 * Development aid: renders every sample block into .tmp/site-preview.html (with the block
 * stylesheet inlined and placeholder images) so the blocks can be looked at in a browser.
 * Run: npx tsx src/site/testing/render-preview.tsx [en-gb|nl-nl]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { loadBlockData, RenderBlocks } from '../blocks/render-blocks.tsx';
import { createRenderContext } from '../render-context.ts';
import { createFakeDataSource, SAMPLE_MEMBERS, SAMPLE_PAGES } from './fake-data-source.ts';
import { SAMPLE_BLOCKS } from './sample-blocks.ts';

const COLOURS = ['#6b8f71', '#a3b18a', '#588157', '#3a5a40', '#dad7cd', '#8d6e4f'];

function placeholder(seed: string, width = 1200, height = 800): string {
  const colour = COLOURS[[...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0) % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.18}" fill="#faf7f0" opacity="0.5"/><path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.66} V ${height} H 0 Z" fill="#1f4d2b" opacity="0.55"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

async function main() {
  const locale = process.argv[2] ?? 'en-gb';
  const context = createRenderContext({ locale, pageId: 7, imageUrl: (_pageId, _key, image) => placeholder(image.hash) });
  const pages = SAMPLE_PAGES.map((page) => ({ ...page, locale, thumbnail: page.thumbnail ?? { src: placeholder(page.title), alt: '' } }));
  const members = SAMPLE_MEMBERS.map((member) => ({ ...member, locale }));
  const { dataSource } = createFakeDataSource(pages, members);
  const blocks = Object.values(SAMPLE_BLOCKS);
  const data = await loadBlockData(blocks, context, dataSource);
  const body = renderToString(<RenderBlocks blocks={blocks} context={context} data={data} />);
  const css = readFileSync(new URL('../styles/blocks.css', import.meta.url), 'utf8');
  const html = `<!doctype html><html lang="${locale.split('-')[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Block preview</title><style>body{margin:0;background:#faf7f0}${css}</style></head><body><main>${body}</main></body></html>`;
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(`.tmp/site-preview-${locale}.html`, html);
  console.log(`wrote .tmp/site-preview-${locale}.html`);
}

void main();
