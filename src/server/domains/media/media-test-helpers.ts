import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestAgent } from '../../test-support/test-agent.ts';

/** A solid image in the given format; noise makes it large in bytes when asked. */
export async function image(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
  colour: { r: number; g: number; b: number } = { r: 40, g: 120, b: 60 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).toFormat(format).toBuffer();
}

/** Random pixels: an image that does not compress, for the large-file warning. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = (index * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * A 200x100 image: left half red, right half blue, so rotations and flips can be checked by
 * the colour at a known pixel.
 */
export async function twoColourPng(): Promise<Buffer> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
  return sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** The dominant channel at a pixel: 'red', 'blue' or 'other'. */
export async function colourAt(buffer: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(buffer).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  const [r = 0, g = 0, b = 0] = [data[offset], data[offset + 1], data[offset + 2]];
  if (r > 180 && g < 80 && b < 80) return 'red';
  if (b > 180 && r < 80 && g < 80) return 'blue';
  return 'other';
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads into a folder the way the admin does: the `path` field first, then the file as `f`. */
export function upload(agent: TestAgent, directory: string, fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  return agent.upload('POST', '/api/medialib/add-file', 'f', fileName, content, contentType, { path: directory });
}

/** Every file below a folder, relative to it, for "nothing appeared here" assertions. */
export function listTree(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(root, entry)).isFile()).sort();
}
