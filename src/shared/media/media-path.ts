import { z } from 'zod';

export const MEDIA_PATH_MAX_LENGTH = 1000;
export const MEDIA_NAME_MAX_LENGTH = 255;

/** Control characters, slashes of either kind and NUL never belong in a name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const FORBIDDEN_NAME_CHARACTERS = /[\u0000-\u001f\u007f/\\]/;

/** A single folder or file name: no separators, control characters, or the dot names. */
export function isValidMediaName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MEDIA_NAME_MAX_LENGTH &&
    name.trim() === name &&
    name !== '.' &&
    name !== '..' &&
    !FORBIDDEN_NAME_CHARACTERS.test(name)
  );
}

/**
 * A virtual library path: "/" or "/a/b". It never maps to a disk path (files are stored by
 * content hash), and anything that could mean "somewhere else" is refused outright.
 */
export function isValidMediaPath(path: string): boolean {
  if (path === '/') return true;
  if (!path.startsWith('/') || path.endsWith('/') || path.length > MEDIA_PATH_MAX_LENGTH) return false;
  return path.slice(1).split('/').every(isValidMediaName);
}

export function joinMediaPath(directory: string, name: string): string {
  return directory === '/' ? `/${name}` : `${directory}/${name}`;
}

export function parentOf(path: string): string {
  const index = path.lastIndexOf('/');
  return index <= 0 ? '/' : path.slice(0, index);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** True when `path` is `ancestor` itself or lies somewhere below it. */
export function isWithin(path: string, ancestor: string): boolean {
  if (ancestor === '/') return true;
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/** Missing is "required" (V_01); any other non-string is simply not valid (V_12). */
const requiredString = () => z.string({ error: (issue) => (issue.input === undefined ? 'V_01' : 'V_12') });

/**
 * A path past the limit exceeds it (V_14), as a folder's rename that makes it too long does and
 * as a move that would push a path below past it does; anything else wrong with it is V_12.
 */
export const mediaPath = requiredString()
  .min(1, 'V_01')
  .max(MEDIA_PATH_MAX_LENGTH, 'V_14')
  .refine((path) => path.length > MEDIA_PATH_MAX_LENGTH || isValidMediaPath(path), 'V_12');

export const mediaName = requiredString().min(1, 'V_01').max(MEDIA_NAME_MAX_LENGTH, 'V_14').refine(isValidMediaName, 'V_12');
