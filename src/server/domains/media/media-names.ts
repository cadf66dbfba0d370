import { isValidMediaName, MEDIA_NAME_MAX_LENGTH } from '../../../shared/media/media-path.ts';
import { extensionOf } from './media-types.ts';

/**
 * A file is stored with its name and its lower-case key (case-insensitive uniqueness), and both
 * columns hold the name limit. Lower-casing can lengthen a name ("İ" becomes "i̇", two UTF-16
 * units), so a valid name can still have a key PostgreSQL would refuse to store.
 */
export function fileNameFits(name: string): boolean {
  return isValidMediaName(name) && isValidMediaName(name.toLowerCase());
}

/** The first `length` UTF-16 units of `text`, one fewer where the cut would split a surrogate pair. */
function cutAt(text: string, length: number): string {
  const cut = text.slice(0, Math.max(0, length));
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The longest start of `stem` that, followed by `tail` (a number, the extension), makes a name
 * that fits; '' when none does. The tail is never cut: it is what tells the names apart and what
 * the type check reads.
 */
export function fittingStem(stem: string, tail: string): string {
  let cut = cutAt(stem, MEDIA_NAME_MAX_LENGTH - tail.length);
  // One character at a time: only the key's length or a space the cut left at the end can still fail.
  while (cut !== '' && !fileNameFits(cut + tail)) cut = cutAt(cut, cut.length - 1);
  return cut;
}

/** "photo.JPG" as "photo" and ".jpg" (the extension as the type rules read it); "notes" as "notes" and "". */
export function splitExtension(name: string): { stem: string; ending: string } {
  const extension = extensionOf(name);
  return extension ? { stem: name.slice(0, -(extension.length + 1)), ending: `.${extension}` } : { stem: name, ending: '' };
}
