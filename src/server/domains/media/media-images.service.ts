import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CropParams } from '../../../shared/blocks/block-media.ts';
import type { MediaFileRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/** The largest source image we decode, and the largest area a crop may ask for. */
export const MAX_INPUT_PIXELS = 80_000_000;
const MAX_CROP_PIXELS = 40_000_000;
const MAX_OUTPUT_WIDTH = 2560;

export type OutputFormat = 'webp' | 'jpeg' | 'png';

export interface ImageVariant {
  crop?: CropParams;
  width?: number;
  format: OutputFormat;
}

export interface RenderedImage {
  filePath: string;
  contentType: string;
  etag: string;
}

/** WebP when the browser says it takes it; otherwise the source's own family. */
export function negotiateFormat(accept: string | undefined, mimeType: string): OutputFormat {
  if (accept?.includes('image/webp')) return 'webp';
  return mimeType === 'image/png' || mimeType === 'image/gif' ? 'png' : 'jpeg';
}

function cacheDir(deps: AppDeps): string {
  return path.join(deps.config.dataDir, 'cache', 'media');
}

async function sourceInput(deps: AppDeps, file: MediaFileRow): Promise<string | Buffer> {
  if (!file.storage_key) throw notFound();
  const local = deps.storage.localPath?.(file.storage_key);
  if (local) return local;
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.read(file.storage_key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Produces (once) and returns a derived image: auto-oriented, optionally rotated, flipped and
 * cropped the way the admin's cropper describes it, scaled down, in the negotiated format.
 * Derived files are cached on disk under a key of everything that shaped them.
 */
export async function renderImage(deps: AppDeps, file: MediaFileRow, variant: ImageVariant): Promise<RenderedImage> {
  if (file.kind !== 'image' && file.kind !== 'gif') throw badRequest('V_12', 'imageID');
  const key = createHash('sha256').update(JSON.stringify({ v: 1, hash: file.hash, ...variant })).digest('hex');
  const filePath = path.join(cacheDir(deps), key.slice(0, 2), `${key}.${variant.format}`);
  const rendered = { filePath, contentType: `image/${variant.format}`, etag: `"${key.slice(0, 32)}"` };
  if (fs.existsSync(filePath)) return rendered;

  const input = await sourceInput(deps, file);
  const output = variant.crop ? await cropped(input, variant.crop) : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const width = Math.min(variant.width ?? MAX_OUTPUT_WIDTH, MAX_OUTPUT_WIDTH);
  output.resize({ width, height: MAX_OUTPUT_WIDTH, fit: 'inside', withoutEnlargement: true });
  if (variant.format === 'webp') output.webp({ quality: 80 });
  else if (variant.format === 'png') output.png({ compressionLevel: 8 });
  else output.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });

  await fsp.mkdir(path.dirname(filePath), { recursive: true });
  const temp = `${filePath}.${randomUUID()}.tmp`;
  try {
    await output.toFile(temp);
    await fsp.rename(temp, filePath);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
  return rendered;
}

/**
 * Mirroring and rotation happen first, on the oriented image, because the cropper's box is
 * measured on the transformed picture; the box must then lie inside it (1 px rounding allowed).
 * As in the cropper (CSS `rotate() scaleX() scaleY()`), the mirroring is in the picture's own
 * axes, before the rotation; sharp also always flips before it rotates.
 */
async function cropped(input: string | Buffer, crop: CropParams): Promise<ReturnType<typeof sharp>> {
  let prepared = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  if (crop.scaleY === -1) prepared = prepared.flip();
  if (crop.scaleX === -1) prepared = prepared.flop();
  if (crop.rotate % 360 !== 0) prepared = prepared.rotate(crop.rotate, { background: { r: 255, g: 255, b: 255, alpha: 0 } });
  const { data, info } = await prepared.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const left = Math.round(crop.x);
  const top = Math.round(crop.y);
  let width = Math.round(crop.width);
  let height = Math.round(crop.height);
  if (left >= info.width || top >= info.height || left + width > info.width + 1 || top + height > info.height + 1) {
    throw badRequest('V_12', 'crop');
  }
  width = Math.max(1, Math.min(width, info.width - left));
  height = Math.max(1, Math.min(height, info.height - top));
  if (width * height > MAX_CROP_PIXELS) throw badRequest('V_12', 'crop');
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extract({ left, top, width, height });
}

/** If-None-Match may list several tags and mark them weak; any match means "not modified". */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function sendableStream(filePath: string): fs.ReadStream {
  return fs.createReadStream(filePath);
}
