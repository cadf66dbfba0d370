import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { MediaKind } from '../../../shared/media/media-dto.ts';

interface AllowedType {
  kind: MediaKind;
  extensions: readonly string[];
}

/** What the library accepts, by detected content type. SVG is refused: it can carry script. */
const ALLOWED: Record<string, AllowedType> = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'image/gif': { kind: 'gif', extensions: ['gif'] },
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { kind: 'document', extensions: ['docx'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { kind: 'document', extensions: ['xlsx'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { kind: 'document', extensions: ['pptx'] },
};

const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

export interface DetectedType {
  kind: MediaKind;
  mimeType: string;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * Decides the type from the bytes and requires the name's extension to agree, so neither a
 * renamed executable nor a mislabelled image gets in. Plain text has no signature: it must be
 * valid UTF-8 without NUL bytes.
 */
export async function detectAllowedType(localPath: string, fileName: string): Promise<DetectedType | null> {
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromFile(localPath);
  if (detected) {
    const allowed = ALLOWED[detected.mime];
    if (!allowed || !allowed.extensions.includes(extension)) return null;
    return { kind: allowed.kind, mimeType: detected.mime };
  }
  const textType = TEXT_TYPES[extension];
  if (textType && (await looksLikeText(localPath))) return { kind: 'document', mimeType: textType };
  return null;
}

/** The whole file, streamed: a NUL or broken UTF-8 anywhere (even at the very end) refuses it. */
async function looksLikeText(localPath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(localPath)) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The extensions a stored file of this type may carry ("jpg" and "jpeg" for a JPEG). */
export function extensionsForType(mimeType: string): readonly string[] {
  const allowed = ALLOWED[mimeType];
  if (allowed) return allowed.extensions;
  return Object.entries(TEXT_TYPES)
    .filter(([, type]) => type === mimeType)
    .map(([extension]) => extension);
}

export const ACCEPTED_EXTENSIONS = [...Object.values(ALLOWED).flatMap((type) => type.extensions), ...Object.keys(TEXT_TYPES)];
