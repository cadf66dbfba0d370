import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MAX_DIMENSION } from '../../../shared/limits.ts';
import { badRequest, tooLarge } from '../../lib/errors.ts';

export interface CheckedProfileImage {
  content: Buffer;
  extension: 'jpg' | 'png';
}

/**
 * SPEC 5 profile image rules, checked on the bytes rather than the file name:
 * at most 2 MB (UM_05), JPEG or PNG (UM_06), decodable (UM_07), at most 1024x1024 (UM_08).
 * The image is re-encoded so no metadata (such as GPS positions) is kept.
 */
export async function checkProfileImage(content: Buffer, property = 'profileImage'): Promise<CheckedProfileImage> {
  if (content.length > PROFILE_IMAGE_MAX_BYTES) throw tooLarge('UM_05', property);
  if (content.length === 0) throw badRequest('V_17', property);
  const format = sniffFormat(content);
  if (!format) throw badRequest('UM_06', property);
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(content, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw badRequest('UM_07', property);
  }
  if (!metadata.width || !metadata.height) throw badRequest('UM_07', property);
  if (metadata.width > PROFILE_IMAGE_MAX_DIMENSION || metadata.height > PROFILE_IMAGE_MAX_DIMENSION) {
    throw badRequest('UM_08', property);
  }
  try {
    const pipeline = sharp(content).rotate();
    const output = format === 'jpg' ? await pipeline.jpeg({ quality: 88 }).toBuffer() : await pipeline.png().toBuffer();
    return { content: output, extension: format };
  } catch {
    throw badRequest('UM_07', property);
  }
}

const DATA_URL_HEAD = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[a-z0-9.+-]*)*;base64$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A profile image sent inline as a data URL (the register payload's `image`):
 * `data:image/png;base64,…` or `data:image/jpeg;base64,…`. Anything that is not a base64 data
 * URL is V_12; another media type is UM_06; the bytes then go through checkProfileImage, which
 * judges them by their content (a PNG labelled JPEG is still a PNG).
 */
export async function checkProfileImageDataUrl(value: string, property = 'image'): Promise<CheckedProfileImage> {
  const comma = value.indexOf(',');
  const head = comma < 0 ? null : DATA_URL_HEAD.exec(value.slice(0, comma).trim());
  if (!head) throw badRequest('V_12', property);
  const mediaType = head[1]!.toLowerCase();
  if (mediaType !== 'image/png' && mediaType !== 'image/jpeg' && mediaType !== 'image/jpg') throw badRequest('UM_06', property);
  const base64 = value.slice(comma + 1).replace(/\s+/g, '');
  if (base64 === '' || !BASE64.test(base64) || base64.length % 4 === 1) throw badRequest('V_12', property);
  // Known before decoding: every 4 characters carry 3 bytes.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > PROFILE_IMAGE_MAX_BYTES) throw tooLarge('UM_05', property);
  return checkProfileImage(Buffer.from(base64, 'base64'), property);
}

function sniffFormat(content: Buffer): 'jpg' | 'png' | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (content.length >= 8 && png.every((byte, index) => content[index] === byte)) return 'png';
  return null;
}

export function profileImageKey(userId: number, extension: string): string {
  return `profile-images/${userId}-${randomBytes(6).toString('hex')}.${extension}`;
}
