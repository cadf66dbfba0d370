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
export async function checkProfileImage(content: Buffer): Promise<CheckedProfileImage> {
  if (content.length > PROFILE_IMAGE_MAX_BYTES) throw tooLarge('UM_05', 'profileImage');
  if (content.length === 0) throw badRequest('V_17', 'profileImage');
  const format = sniffFormat(content);
  if (!format) throw badRequest('UM_06', 'profileImage');
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(content, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw badRequest('UM_07', 'profileImage');
  }
  if (!metadata.width || !metadata.height) throw badRequest('UM_07', 'profileImage');
  if (metadata.width > PROFILE_IMAGE_MAX_DIMENSION || metadata.height > PROFILE_IMAGE_MAX_DIMENSION) {
    throw badRequest('UM_08', 'profileImage');
  }
  try {
    const pipeline = sharp(content).rotate();
    const output = format === 'jpg' ? await pipeline.jpeg({ quality: 88 }).toBuffer() : await pipeline.png().toBuffer();
    return { content: output, extension: format };
  } catch {
    throw badRequest('UM_07', 'profileImage');
  }
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
