import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { RECOMMENDED_IMAGE_DIMENSION } from '../../../shared/media/media-dto.ts';
import { badRequest } from '../../lib/errors.ts';
import { SOURCE_OPTIONS } from './media-image-pipeline.ts';

// Scaling an upload down to the recommended size (SPEC 9), when the uploader asks for it
// (add-file `downscale=true`). The stored file is then the scaled one: its bytes, size and hash.

export interface ScaledFile {
  tempPath: string;
  size: number;
  hash: string;
}

/** The still-image formats that are scaled; GIFs (often animated) and documents never are. */
const SCALED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A copy of the image at `sourcePath` with its longest side at 2560 px, written beside it, or
 * null when the image is left as it is: not a JPEG, PNG or WebP, animated, or not larger.
 * The copy is upright (the EXIF orientation is applied to the pixels, as the tag is not kept),
 * keeps the ICC colour profile (pixels stay in that profile's colours) and the format. Other
 * metadata (camera data, location) is not carried over.
 */
export async function downscaleImage(sourcePath: string, mimeType: string): Promise<ScaledFile | null> {
  if (!SCALED_TYPES.has(mimeType)) return null;
  let metadata: Metadata;
  try {
    metadata = await sharp(sourcePath, SOURCE_OPTIONS).metadata();
  } catch {
    throw badRequest('UM_07', 'f');
  }
  if ((metadata.pages ?? 1) > 1 || !metadata.width || !metadata.height) return null;
  if (Math.max(metadata.width, metadata.height) <= RECOMMENDED_IMAGE_DIMENSION) return null;

  const pipeline = sharp(sourcePath, SOURCE_OPTIONS)
    .autoOrient()
    .resize({ width: RECOMMENDED_IMAGE_DIMENSION, height: RECOMMENDED_IMAGE_DIMENSION, fit: 'inside', withoutEnlargement: true })
    .keepIccProfile();
  // Without this a CMYK picture would be turned into sRGB and lose its own profile.
  if (metadata.space === 'cmyk') pipeline.pipelineColourspace('cmyk').toColourspace('cmyk');
  encodeAs(pipeline, mimeType, metadata, await isLosslessWebp(sourcePath, mimeType));

  const tempPath = path.join(path.dirname(sourcePath), `${randomUUID()}.part`);
  try {
    await pipeline.toFile(tempPath);
    const hasher = createHash('sha256');
    let size = 0;
    for await (const chunk of fs.createReadStream(tempPath)) {
      size += (chunk as Buffer).length;
      hasher.update(chunk as Buffer);
    }
    return { tempPath, size, hash: hasher.digest('hex') };
  } catch {
    await fsp.rm(tempPath, { force: true });
    // The header could be read but the picture cannot be decoded: not a usable image.
    throw badRequest('UM_07', 'f');
  }
}

/** The same format as the original, at a quality that does not show (a palette PNG stays one). */
function encodeAs(pipeline: Sharp, mimeType: string, metadata: Metadata, lossless: boolean): void {
  if (mimeType === 'image/png') pipeline.png({ palette: metadata.isPalette === true });
  else if (mimeType === 'image/webp') pipeline.webp(lossless ? { lossless: true } : { quality: 90 });
  else pipeline.jpeg({ quality: 90, progressive: metadata.isProgressive === true });
}

/**
 * Whether a WebP is stored losslessly (a screenshot, a drawing), so its copy is too: its image
 * chunk is VP8L, found by walking the RIFF chunks (the ones before it are small headers, the
 * colour profile or XMP, so this reads a few bytes per chunk).
 */
async function isLosslessWebp(sourcePath: string, mimeType: string): Promise<boolean> {
  if (mimeType !== 'image/webp') return false;
  const handle = await fsp.open(sourcePath, 'r');
  try {
    const header = Buffer.alloc(8);
    const { size } = await handle.stat();
    for (let offset = 12; offset + 8 <= size;) {
      await handle.read(header, 0, 8, offset);
      const fourcc = header.toString('latin1', 0, 4);
      if (fourcc === 'VP8L') return true;
      if (fourcc === 'VP8 ') return false;
      offset += 8 + header.readUInt32LE(4) + (header.readUInt32LE(4) % 2);
    }
    return false;
  } finally {
    await handle.close();
  }
}
