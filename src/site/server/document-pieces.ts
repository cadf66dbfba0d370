import { createHash } from 'node:crypto';
import type { BodyPool } from './body-pool.ts';

/*
 * Issue 20: most of a page's bytes are markup the renderer keeps between renders (the header,
 * the footer, the blocks). A page is assembled as pieces: the rendered document's own text
 * around those slots, and the kept markup with its UTF-8 bytes, encoded once. Sending it copies
 * the kept bytes and encodes only the rest, instead of encoding the whole page on every render.
 */

const encoder = new TextEncoder();

/** Markup kept between renders, with its UTF-8 bytes and their digest (each made the first time it is needed). */
export class EncodedText {
  private encoded: Buffer | undefined;
  private hashed: Buffer | undefined;

  constructor(readonly text: string) {}

  get bytes(): Buffer {
    if (!this.encoded) {
      // Outside Node's shared pool: a small kept buffer would hold a whole 8 KB slab for as long as it is kept.
      const bytes = encoder.encode(this.text);
      this.encoded = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    return this.encoded;
  }

  /** SHA-1 of the bytes: what a page's validator hashes in place of them (encodePage). */
  get digest(): Buffer {
    this.hashed ??= createHash('sha1').update(this.bytes).digest();
    return this.hashed;
  }
}

export type DocumentPiece = string | EncodedText;

/** The pieces as one text (a rope of the parts: nothing is copied until it is read). */
export function joinPieces(pieces: readonly DocumentPiece[]): string {
  let text = '';
  for (const piece of pieces) text += typeof piece === 'string' ? piece : piece.text;
  return text;
}

/** UTF-8 needs at most three bytes per UTF-16 unit; larger documents take the plain path. */
const SCRATCH_BYTES = 1024 * 1024;
let scratch: Uint8Array | undefined;

const TEXT_PIECE = 0x74;
const KEPT_PIECE = 0x6b;

/** What the ETag hashes before each piece: its kind and byte length, so no two sequences of pieces hash alike. */
function pieceTag(kind: number, length: number): Buffer {
  // One buffer for every tag: the hash takes its bytes in at once.
  tag[0] = kind;
  tag.writeUInt32BE(length, 1);
  return tag;
}
const tag = Buffer.alloc(5);

/** A page's bytes and its strong validator. */
export interface EncodedPage {
  body: Buffer;
  etag: string;
}

/**
 * The pieces' UTF-8 bytes in a buffer of their own (kept bytes copied, the rest encoded into a
 * reused array: half of Buffer.from's two passes) and their ETag: SHA-1 over the encoded text
 * and, for each kept piece, its digest instead of its bytes. Hashing 64 KB was a twentieth of an
 * uncached render; the digests stand for the bytes as well (other bytes, another ETag), and the
 * same content renders to the same pieces on every instance, so the ETag is the same there too.
 * With a pool, the bytes go straight into a body borrowed from it (a page that is not kept).
 */
export function encodePage(pieces: readonly DocumentPiece[], pool?: BodyPool): EncodedPage {
  const hash = createHash('sha1');
  let bound = 0;
  for (const piece of pieces) bound += typeof piece === 'string' ? piece.length * 3 : piece.bytes.length;
  let body: Buffer;
  if (bound > SCRATCH_BYTES) {
    const parts = pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece.bytes));
    pieces.forEach((piece, index) => {
      const bytes = parts[index]!;
      if (typeof piece === 'string') hash.update(pieceTag(TEXT_PIECE, bytes.length)).update(bytes);
      else hash.update(pieceTag(KEPT_PIECE, bytes.length)).update(piece.digest);
    });
    body = Buffer.concat(parts);
  } else {
    // A borrowed body is written in place; a kept one is encoded into the scratch array and copied out at its exact size.
    const borrowed = pool?.take(bound);
    const target = borrowed ?? (scratch ??= new Uint8Array(SCRATCH_BYTES));
    let at = 0;
    for (const piece of pieces) {
      if (typeof piece === 'string') {
        const written = encoder.encodeInto(piece, target.subarray(at)).written;
        hash.update(pieceTag(TEXT_PIECE, written)).update(target.subarray(at, at + written));
        at += written;
      } else {
        target.set(piece.bytes, at);
        hash.update(pieceTag(KEPT_PIECE, piece.bytes.length)).update(piece.digest);
        at += piece.bytes.length;
      }
    }
    body = borrowed ? borrowed.subarray(0, at) : Buffer.from(target.subarray(0, at));
  }
  return { body, etag: `"${hash.digest('base64url')}"` };
}

/** The pieces with `html` before the last `</body>` (or at the end when there is none). */
export function beforeBodyEnd(pieces: readonly DocumentPiece[], html: string): DocumentPiece[] {
  for (let index = pieces.length - 1; index >= 0; index -= 1) {
    const piece = pieces[index]!;
    const text = typeof piece === 'string' ? piece : piece.text;
    const at = text.lastIndexOf('</body>');
    if (at === -1) continue;
    return [...pieces.slice(0, index), text.slice(0, at), html, text.slice(at), ...pieces.slice(index + 1)];
  }
  return [...pieces, html];
}
