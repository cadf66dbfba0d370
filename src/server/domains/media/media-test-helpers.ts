import { expect } from 'vitest';
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
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels: an image that does not compress, for the large-file warning. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = (index * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A 200x100 image: left half red, right half blue, so rotations and flips can be checked by
 * the colour at a known pixel.
 */
export async function twoColourPng(): Promise<Buffer> {
  const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
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
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

/**
 * An animated GIF of `width` x `height` with two frames: red, then blue, left half only
 * (the right half white), so frame order and mirroring can both be checked.
 */
export async function twoFrameGif(width = 40, height = 20): Promise<Buffer> {
  const frame = async (colour: { r: number; g: number; b: number }) => {
    const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: colour } })
      .png()
      .toBuffer();
    return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 255, b: 255 } } })
      .composite([{ input: half, left: 0, top: 0 }])
      .removeAlpha()
      .raw()
      .toBuffer();
  };
  const frames = Buffer.concat([await frame({ r: 255, g: 0, b: 0 }), await frame({ r: 0, g: 0, b: 255 })]);
  return sharp(frames, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .gif({ delay: [200, 300], loop: 0 })
    .toBuffer();
}

/**
 * Frame count, per-frame size and, per frame, the dominant colour around a point (the mean
 * of a 5x5 patch, as GIF encoders dither): 'red', 'blue' or 'other'.
 */
export async function framesOf(buffer: Buffer, x = 0, y = 0) {
  const meta = await sharp(buffer).metadata();
  const pages = meta.pages ?? 1;
  const { data, info } = await sharp(buffer, { animated: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const height = info.height / pages;
  const colours: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    const sum = [0, 0, 0];
    let count = 0;
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) {
        const px = x + dx;
        const py = y + dy;
        if (px < 0 || py < 0 || px >= info.width || py >= height) continue;
        const offset = ((page * height + py) * info.width + px) * info.channels;
        for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[offset + channel]!;
        count += 1;
      }
    }
    const [r, g, b] = sum.map((value) => value / count) as [number, number, number];
    colours.push(r > 160 && g < 100 && b < 100 ? 'red' : b > 160 && r < 100 && g < 100 ? 'blue' : 'other');
  }
  return { format: meta.format, pages, width: info.width, height, colours };
}

/** Creates a folder through the API (expecting success); answers its path. */
export async function createFolder(agent: TestAgent, parent: string, name: string): Promise<string> {
  const response = await agent.post('/api/medialib/create-dir', { path: parent, folderName: name });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.path;
}
