import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A solid green image of the given size and format. */
export function image(width: number, height: number, format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels do not compress, so the file is about width*height*3 bytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
