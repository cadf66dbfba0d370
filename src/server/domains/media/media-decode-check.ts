import sharp from 'sharp';
import { badRequest } from '../../lib/errors.ts';
import { MAX_INPUT_PIXELS, SOURCE_OPTIONS } from './media-image-pipeline.ts';
import { renderQueue } from './media-images.service.ts';

/**
 * Refuses (400 UM_07) an uploaded image that previews could not be made of: one over the pixel
 * limit (found from the header), or one whose header reads but whose data is cut off or broken,
 * which only decoding every pixel finds. The decode streams (`stats` keeps a few numbers per
 * band, not the picture), so even a 79-megapixel image needs little memory; it waits its turn
 * with the renders, so a burst of uploads cannot take every core. An animated GIF is checked
 * frame by frame when it is rendered that way (all frames within the limit), else its first frame.
 */
export async function checkImageDecodes(localPath: string): Promise<void> {
  try {
    await renderQueue.run(async () => {
      const metadata = await sharp(localPath, SOURCE_OPTIONS).metadata();
      if (!metadata.width || !metadata.height) throw new Error('no dimensions');
      const pages = metadata.pages ?? 1;
      const animated = pages > 1 && metadata.width * metadata.height * pages <= MAX_INPUT_PIXELS;
      await sharp(localPath, { ...SOURCE_OPTIONS, sequentialRead: true, animated }).stats();
    });
  } catch {
    throw badRequest('UM_07', 'f');
  }
}
