import { describe, expect, it } from 'vitest';
import { defaultImageUrl, mediaUrlHash } from '../../shared/site/block-media-urls.ts';
import { blockImageHashes, withIntrinsicSizes } from './image-sizes.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('image sizes for the site (issue 17: no layout shift)', () => {
  it('reads the content hash of our media URLs only', () => {
    expect(mediaUrlHash(defaultImageUrl(3, 'block-1', { hash: A, fileName: 'a b.jpg', altText: '' }))).toBe(A);
    expect(mediaUrlHash(`/api/medialib/get-page-file/3/block_images___page/${B}/x.jpg`)).toBe(B);
    expect(mediaUrlHash(`https://cdn.example/api/medialib/get-page-file/3/g/${A}/x.jpg`)).toBeNull();
    expect(mediaUrlHash('/elsewhere.jpg')).toBeNull();
  });

  it('collects every block image hash once', () => {
    const image = (hash: string) => ({ hash, fileName: 'x.jpg', altText: '' });
    const block = (key: string, images: Record<string, ReturnType<typeof image>[]>) => ({
      type: 'image',
      key,
      props: {},
      anchorPoint: '',
      __images: images,
      __files: {},
    });
    expect(blockImageHashes([block('1', { image: [image(A)] }), block('2', { a: [image(B), image(A)] }), block('3', {})])).toEqual([A, B]);
  });

  it('fills in the size of resolved images the server sent without one, in one lookup', async () => {
    const asked: string[][] = [];
    const port = {
      imageSizes: async (hashes: readonly string[]) => {
        asked.push([...hashes]);
        return new Map([[A, { width: 1200, height: 800 }]]);
      },
    };
    const unsized = { src: `/api/medialib/get-page-file/1/g/${A}/a.jpg`, alt: '' };
    const sized = { src: `/api/medialib/get-page-file/1/g/${B}/b.jpg`, alt: '', width: 10, height: 20 };
    const unknown = { src: `/api/medialib/get-page-file/1/g/${B}/c.jpg`, alt: '' };
    expect(await withIntrinsicSizes(port, [unsized, sized, undefined, unknown])).toEqual([
      { ...unsized, width: 1200, height: 800 },
      sized,
      undefined,
      unknown,
    ]);
    expect(asked).toEqual([[A, B]]);
    expect(await withIntrinsicSizes(port, [sized, undefined])).toEqual([sized, undefined]);
    expect(asked).toHaveLength(1);
  });
});
