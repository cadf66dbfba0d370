import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Sharp } from 'sharp';
import { isQuarterTurn } from '../../../shared/media/media-schemas.ts';
import type { MediaFileRow } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import {
  animationOf,
  buildAnimatedPipeline,
  buildPipeline,
  planCrop,
  type ImageVariant,
  type OutputFormat,
} from './media-image-pipeline.ts';
import { createLimiter } from './render-queue.ts';
import { stagingDir } from './media-staging.ts';

/** Renders (decoding with sharp) run at most two at a time; cached copies are served without waiting. */
export const renderQueue = createLimiter(2);
/** One render per output file: concurrent requests for the same new variant share it. */
const rendering = new Map<string, Promise<void>>();

export interface RenderedImage {
  contentType: string;
  etag: string;
  /** The rendered bytes with their length, from the local cache folder or the bucket. */
  open(): Promise<{ body: Readable; size: number }>;
}

/**
 * Whether an Accept header names WebP with a q-value above zero: `image/webp;q=0` refuses it.
 * Wildcards do not count (a bare "any type" from curl or an old client gets the source's own
 * family), as before; browsers that take WebP name it.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  let exact: number | undefined;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!Number.isFinite(q)) q = 0;
    exact = Math.max(exact ?? 0, q);
  }
  return exact !== undefined && exact > 0;
}

/**
 * WebP when the browser says it takes it; otherwise the source's own family. A GIF stays a
 * GIF (or becomes an animated WebP), so an animation keeps moving.
 */
export function negotiateFormat(accept: string | undefined, mimeType: string): OutputFormat {
  if (acceptsWebp(accept)) return 'webp';
  if (mimeType === 'image/gif') return 'gif';
  return mimeType === 'image/png' ? 'png' : 'jpeg';
}

function cacheDir(deps: AppDeps): string {
  return path.join(deps.config.dataDir, 'cache', 'media');
}

/** Every rendered copy of one content hash lives in a folder of its own, so it can go at once. */
function renderedCopiesFolder(hash: string): string {
  if (!/^[a-f0-9]{16,128}$/.test(hash)) throw new Error(`Invalid content hash: ${JSON.stringify(hash)}`);
  return `${hash.slice(0, 2)}/${hash}`;
}

/**
 * Where rendered copies are kept. With the originals on this machine's disk, in the cache folder
 * DATA_DIR/cache/media; with the originals in a bucket, beside them in the bucket (under
 * `renditions/`), so every instance of a cluster renders each variant once and serves it.
 */
interface RenditionStore {
  has(relative: string): Promise<boolean>;
  put(relative: string, output: Sharp): Promise<void>;
  open(relative: string): Promise<{ body: Readable; size: number }>;
  removeFolder(relative: string): Promise<void>;
}

const RENDITIONS = 'renditions';

function renditionStore(deps: AppDeps): RenditionStore {
  if (deps.storage.localPath) {
    const root = cacheDir(deps);
    const local = (relative: string) => path.join(root, ...relative.split('/'));
    return {
      has: async (relative) => fs.existsSync(local(relative)),
      put: (relative, output) => writeAtomically(local(relative), output),
      async open(relative) {
        const stats = await fsp.stat(local(relative));
        return { body: fs.createReadStream(local(relative)), size: stats.size };
      },
      removeFolder: (relative) => fsp.rm(local(relative), { recursive: true, force: true }),
    };
  }
  const { storage } = deps;
  return {
    has: (relative) => storage.exists(`${RENDITIONS}/${relative}`),
    // Rendered copies are small (at most 2560 px wide): encoded in memory, then stored whole.
    put: async (relative, output) => void (await storage.write(`${RENDITIONS}/${relative}`, await output.toBuffer())),
    open: (relative) => storage.open(`${RENDITIONS}/${relative}`),
    removeFolder: (relative) => storage.removeAll(`${RENDITIONS}/${relative}`),
  };
}

/** Removes every rendered (resized, cropped, re-encoded) copy of a file's content. */
export async function removeRenderedCopies(deps: AppDeps, hash: string): Promise<void> {
  await renditionStore(deps)
    .removeFolder(renderedCopiesFolder(hash))
    .catch((error: unknown) => deps.logger.warn({ err: error, hash }, 'could not remove rendered media copies'));
}

/**
 * Runs `work` with a path sharp can open: the stored file itself on a local disk; otherwise a
 * temporary copy streamed from the bucket into the staging folder (sharp reads the source
 * several times, and a file keeps memory flat whatever its size), removed afterwards. A crash
 * leaves a `.part` file the stale-upload sweep removes.
 */
export async function withSourceFile<T>(deps: AppDeps, storageKey: string, work: (source: string) => Promise<T>): Promise<T> {
  const local = deps.storage.localPath?.(storageKey);
  if (local) return work(local);
  const folder = stagingDir(deps);
  await fsp.mkdir(folder, { recursive: true });
  const temp = path.join(folder, `${randomUUID()}.part`);
  try {
    await pipeline(await deps.storage.read(storageKey), fs.createWriteStream(temp, { flags: 'wx' }));
    return await work(temp);
  } finally {
    await fsp.rm(temp, { force: true });
  }
}

/**
 * Produces (once) and returns a derived image: auto-oriented, optionally rotated, flipped and
 * cropped the way the admin's cropper describes it, scaled down, in the negotiated format.
 * Derived files are cached (see RenditionStore) under a key of everything that shaped them. A
 * crop is checked against the image's dimensions (read from its header) before anything is decoded.
 */
export async function renderImage(deps: AppDeps, file: MediaFileRow, variant: ImageVariant): Promise<RenderedImage> {
  if (file.kind !== 'image' && file.kind !== 'gif') throw badRequest('V_12', 'imageID');
  // Stored crops passed the same rule; an older one with another angle is refused, not rendered.
  if (variant.crop && !isQuarterTurn(variant.crop.rotate)) throw badRequest('V_12', 'rotate');
  const storageKey = file.storage_key;
  if (!storageKey) throw notFound();
  // GIFs render every frame (`anim`), so copies cached as still pictures are not reused.
  const animatedSource = file.kind === 'gif' || file.mime_type === 'image/gif';
  const key = createHash('sha256')
    .update(JSON.stringify({ v: 2, hash: file.hash, ...variant, ...(animatedSource ? { anim: 1 } : {}) }))
    .digest('hex');
  const store = renditionStore(deps);
  const relative = `${renderedCopiesFolder(file.hash)}/${key}.${variant.format}`;
  const rendered: RenderedImage = {
    contentType: `image/${variant.format}`,
    etag: `"${key.slice(0, 32)}"`,
    open: () => store.open(relative),
  };
  if (await store.has(relative)) return rendered;

  const render = async (input: string): Promise<void> => {
    if (await store.has(relative)) return;
    const plan = variant.crop ? await planCrop(input, variant.crop) : undefined;
    const animation = animatedSource ? await animationOf(input) : undefined;
    const output = animation ? await buildAnimatedPipeline(input, variant, plan, animation) : buildPipeline(input, variant, plan);
    await store.put(relative, output);
  };
  // On a local disk a bad crop is refused from the header before waiting for a render slot
  // (from a bucket, once the source is fetched, in the render).
  const local = deps.storage.localPath?.(storageKey);
  if (local && variant.crop) await planCrop(local, variant.crop);
  let pending = rendering.get(relative);
  if (!pending) {
    pending = renderQueue.run(() => withSourceFile(deps, storageKey, render)).finally(() => rendering.delete(relative));
    rendering.set(relative, pending);
  }
  try {
    await pending;
  } catch (error) {
    throw asDecodeFailure(deps, file, error);
  }
  return rendered;
}

/**
 * A stored file that does not decode (cut off or damaged on disk, or uploaded before uploads
 * were decoded in full) is the content's fault, not a server fault: 400 UM_07, logged as a
 * warning. Errors of our own (a full disk: Node errors carry a `code`) stay what they are.
 */
function asDecodeFailure(deps: AppDeps, file: MediaFileRow, error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error) || 'code' in error) return error;
  deps.logger.warn({ err: error, mediaFileId: file.id, hash: file.hash }, 'stored image could not be decoded');
  return badRequest('UM_07', 'imageID');
}

async function writeAtomically(filePath: string, output: Sharp): Promise<void> {
  await fsp.mkdir(path.dirname(filePath), { recursive: true });
  const temp = `${filePath}.${randomUUID()}.tmp`;
  try {
    await output.toFile(temp);
    await fsp.rename(temp, filePath);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
}

/** If-None-Match may list several tags and mark them weak; any match means "not modified". */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
