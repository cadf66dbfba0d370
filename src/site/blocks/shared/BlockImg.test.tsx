import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGE_IMAGE_WIDTHS } from '../../../shared/media/media-schemas.ts';
import { createRenderContext } from '../../render-context.ts';
import { BlockImg, SRCSET_WIDTHS } from './BlockImg.tsx';

// Moved from the media domain's tests (a server test may not import the site): what the
// site asks of GET /api/medialib/get-page-file must be what that route serves.
describe('BlockImg and the media route', () => {
  it('the site asks for the widths get-page-file serves', () => {
    expect([...PAGE_IMAGE_WIDTHS]).toEqual([...SRCSET_WIDTHS]);
  });

  it('the site offers no other widths of a GIF (it is served as it is)', () => {
    const context = createRenderContext({ locale: 'nl-nl', pageId: 1, imageUrl: (_page, _key, image) => `/media/${image.fileName}` });
    const html = (fileName: string) =>
      renderToStaticMarkup(
        createElement(BlockImg, { image: { hash: 'a'.repeat(64), fileName, altText: 'x' }, blockKey: 'k', context, sizes: '100vw' }),
      );
    expect(html('photo.jpg')).toContain('srcSet');
    expect(html('spinner.gif')).not.toContain('srcSet');
    expect(html('SPINNER.GIF')).not.toContain('srcSet');
  });
});

// Issue 17: every image carries its intrinsic size, so the browser reserves its space (no layout shift).
describe('BlockImg size', () => {
  const hash = 'b'.repeat(64);
  const render = (image: Parameters<typeof BlockImg>[0]['image'], sizes: ReadonlyMap<string, { width: number; height: number }>) =>
    renderToStaticMarkup(
      createElement(BlockImg, {
        image,
        blockKey: 'k',
        context: createRenderContext({ locale: 'nl-nl', pageId: 1, imageSizes: sizes, imageUrl: () => '/media/photo.jpg' }),
        sizes: '100vw',
      }),
    );

  it('takes the library file’s size for an uncropped image, and offers no srcset width above it', () => {
    const html = render({ hash, fileName: 'photo.jpg', altText: 'x' }, new Map([[hash, { width: 1000, height: 750 }]]));
    expect(html).toContain('width="1000" height="750"');
    expect(html).toContain('/media/photo.jpg?w=800 800w, /media/photo.jpg 1000w"');
  });

  it('a crop’s own size wins over the file’s', () => {
    const crop = { x: 0, y: 0, width: 640.4, height: 360, rotate: 0, scaleX: 1 as const, scaleY: 1 as const };
    const html = render({ hash, fileName: 'photo.jpg', altText: 'x', cropParams: crop }, new Map([[hash, { width: 1000, height: 750 }]]));
    expect(html).toContain('width="640" height="360"');
  });
});
