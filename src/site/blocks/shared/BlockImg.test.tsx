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
