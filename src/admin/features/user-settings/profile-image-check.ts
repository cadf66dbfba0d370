import type { ApiError } from '../../../shared/errors.ts';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MAX_DIMENSION } from '../../../shared/limits.ts';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png']);

export interface ImageFacts {
  size: number;
  type: string;
  /** Unknown when the browser could not decode the file. */
  width: number | null;
  height: number | null;
}

/**
 * SPEC 5 profile-image rules, checked before uploading so the user hears about a
 * problem at once. The server checks the bytes again and has the final word.
 */
export function checkProfileImage(facts: ImageFacts): ApiError | null {
  if (facts.size > PROFILE_IMAGE_MAX_BYTES) return { code: 'UM_05', property: 'profileImage' };
  if (!ACCEPTED_TYPES.has(facts.type)) return { code: 'UM_06', property: 'profileImage' };
  if (facts.width === null || facts.height === null) return { code: 'UM_07', property: 'profileImage' };
  if (facts.width > PROFILE_IMAGE_MAX_DIMENSION || facts.height > PROFILE_IMAGE_MAX_DIMENSION) {
    return { code: 'UM_08', property: 'profileImage' };
  }
  return null;
}

/** Reads the pixel size of an image file in the browser; null sizes when it cannot be decoded. */
export async function readImageFacts(file: File): Promise<ImageFacts> {
  const facts: ImageFacts = { size: file.size, type: file.type, width: null, height: null };
  if (!ACCEPTED_TYPES.has(file.type)) return facts;
  try {
    const bitmap = await createImageBitmap(file);
    facts.width = bitmap.width;
    facts.height = bitmap.height;
    bitmap.close();
  } catch {
    // Undecodable: width/height stay null and the check reports UM_07.
  }
  return facts;
}
