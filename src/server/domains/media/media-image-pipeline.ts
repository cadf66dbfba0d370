import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import type { CropParams } from '../../../shared/blocks/block-media.ts';
import { MAX_IMAGE_PIXELS } from '../../../shared/media/media-dto.ts';
import { badRequest } from '../../lib/errors.ts';

// The image operations of a rendered variant (sharp): where a crop lies on the source picture,
// and the pipelines that cut, scale, mirror, turn and encode it. The service
// (media-images.service.ts) decides when to render and where the copy is kept.

/** The largest source image we decode (the upload limit), and the largest area a crop may ask for. */
export const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;
const MAX_CROP_PIXELS = 40_000_000;
const MAX_OUTPUT_WIDTH = 2560;

/**
 * How every source image is opened, at upload and at render alike, so what the upload check
 * accepts renders. Cut-off data fails; a mere decoder warning (common in camera JPEGs) does not.
 */
export const SOURCE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' } as const satisfies SharpOptions;

export type OutputFormat = 'webp' | 'jpeg' | 'png' | 'gif';

export interface ImageVariant {
  crop?: CropParams;
  width?: number;
  format: OutputFormat;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface CropPlan {
  /** The crop, mapped back onto the oriented, not yet mirrored or turned picture. */
  source: Box;
  /** The turn, clockwise, as 0, 90, 180 or 270. */
  turn: 0 | 90 | 180 | 270;
  flip: boolean;
  flop: boolean;
}

/**
 * The cropper measures its box on the transformed picture: mirrored in the picture's own axes
 * first, then turned (as CSS `rotate() scaleX() scaleY()`). The box is checked against that
 * picture's size, known from the header alone (width and height swap at a quarter turn, and
 * for EXIF orientations 5-8), with 1 px of rounding allowed. It is then mapped back onto the
 * untransformed picture, so the render cuts the small region out first and only mirrors and
 * turns that: no request makes the server decode, turn and hold a whole large image.
 */
export async function planCrop(input: string | Buffer, crop: CropParams): Promise<CropPlan> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, SOURCE_OPTIONS).metadata();
  } catch {
    throw badRequest('V_12', 'imageID');
  }
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) throw badRequest('V_12', 'imageID');
  const swapped = (metadata.orientation ?? 1) >= 5;
  const orientedWidth = swapped ? metadata.height : metadata.width;
  const orientedHeight = swapped ? metadata.width : metadata.height;
  const turn = (((crop.rotate % 360) + 360) % 360) as CropPlan['turn'];
  const quarter = turn === 90 || turn === 270;
  const shownWidth = quarter ? orientedHeight : orientedWidth;
  const shownHeight = quarter ? orientedWidth : orientedHeight;

  const left = Math.round(crop.x);
  const top = Math.round(crop.y);
  let width = Math.round(crop.width);
  let height = Math.round(crop.height);
  if (left >= shownWidth || top >= shownHeight || left + width > shownWidth + 1 || top + height > shownHeight + 1) {
    throw badRequest('V_12', 'crop');
  }
  width = Math.max(1, Math.min(width, shownWidth - left));
  height = Math.max(1, Math.min(height, shownHeight - top));
  if (width * height > MAX_CROP_PIXELS) throw badRequest('V_12', 'crop');

  // A point of the shown picture, back to the untransformed one: undo the turn, then the mirror.
  const W = orientedWidth;
  const H = orientedHeight;
  const back = (u: number, v: number): [number, number] => {
    let [x, y] = turn === 90 ? [v, H - u] : turn === 180 ? [W - u, H - v] : turn === 270 ? [W - v, u] : [u, v];
    if (crop.scaleX === -1) x = W - x;
    if (crop.scaleY === -1) y = H - y;
    return [x, y];
  };
  const [x1, y1] = back(left, top);
  const [x2, y2] = back(left + width, top + height);
  const source = { left: Math.min(x1, x2), top: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  return { source, turn, flip: crop.scaleY === -1, flop: crop.scaleX === -1 };
}

/**
 * One sharp pipeline, streaming where libvips can. sharp applies its operations in a fixed
 * order, not the call order: with the extract and resize requested before any flip or turn,
 * it orients, extracts, resizes, then flips, flops and turns, in that order. The resize
 * therefore happens before the turn: at a quarter turn its bounds are swapped.
 */
export function buildPipeline(input: string | Buffer, variant: ImageVariant, plan: CropPlan | undefined): Sharp {
  const pipeline = sharp(input, SOURCE_OPTIONS).autoOrient();
  extractAndResize(pipeline, variant, plan);
  turnAndMirror(pipeline, plan);
  return encode(pipeline, variant.format);
}

/** The crop (if any), then the scale-down; at a quarter turn the bounds are swapped (see above). */
function extractAndResize(pipeline: Sharp, variant: ImageVariant, plan: CropPlan | undefined): void {
  const width = Math.min(variant.width ?? MAX_OUTPUT_WIDTH, MAX_OUTPUT_WIDTH);
  const quarter = plan?.turn === 90 || plan?.turn === 270;
  if (plan) pipeline.extract(plan.source);
  pipeline.resize({
    width: quarter ? MAX_OUTPUT_WIDTH : width,
    height: quarter ? width : MAX_OUTPUT_WIDTH,
    fit: 'inside',
    withoutEnlargement: true,
  });
}

function turnAndMirror(pipeline: Sharp, plan: CropPlan | undefined): void {
  if (plan?.flip) pipeline.flip();
  if (plan?.flop) pipeline.flop();
  if (plan && plan.turn !== 0) pipeline.rotate(plan.turn);
}

function encode(pipeline: Sharp, format: OutputFormat, animation?: Animation): Sharp {
  const timing = animation ? { loop: animation.loop, ...(animation.delay ? { delay: animation.delay } : {}) } : {};
  if (format === 'webp') return pipeline.webp({ quality: 80, ...timing });
  if (format === 'gif') return pipeline.gif(timing);
  if (format === 'png') return pipeline.png({ compressionLevel: 8 });
  return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
}

interface Animation {
  pages: number;
  loop: number;
  delay?: number[];
}

/**
 * The frames of an animated GIF, when it has more than one and all of them together stay
 * within the decoding limit; otherwise undefined (rendered as a still picture, first frame).
 */
export async function animationOf(input: string | Buffer): Promise<Animation | undefined> {
  const metadata = await sharp(input, SOURCE_OPTIONS).metadata();
  const pages = metadata.pages ?? 1;
  if (pages < 2 || !metadata.width || !metadata.height) return undefined;
  if (metadata.width * metadata.height * pages > MAX_INPUT_PIXELS) return undefined;
  const delay = metadata.delay?.length === pages ? metadata.delay : undefined;
  return { pages, loop: metadata.loop ?? 0, ...(delay ? { delay } : {}) };
}

/**
 * Every frame of an animated GIF, as GIF or animated WebP. libvips holds the frames as one
 * tall strip: crop, scale-down and a horizontal mirror apply to each frame, but a vertical
 * mirror or a turn would act on the strip (reversing the frames, or refusing), so those are
 * applied frame by frame on the already cropped, scaled-down frames, which are joined again.
 */
export async function buildAnimatedPipeline(
  input: string | Buffer,
  variant: ImageVariant,
  plan: CropPlan | undefined,
  animation: Animation,
): Promise<Sharp> {
  const strip = sharp(input, { ...SOURCE_OPTIONS, animated: true });
  extractAndResize(strip, variant, plan);
  if (plan?.flop) strip.flop();
  if (!plan || (!plan.flip && plan.turn === 0)) return encode(strip, variant.format, animation);

  const { data, info } = await strip.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const frameHeight = info.height / animation.pages;
  if (!Number.isInteger(frameHeight)) throw new Error('animated image frames of unequal height');
  const frameBytes = info.width * frameHeight * info.channels;
  const frames: Buffer[] = [];
  for (let index = 0; index < animation.pages; index += 1) {
    const frame = sharp(data.subarray(index * frameBytes, (index + 1) * frameBytes), {
      raw: { width: info.width, height: frameHeight, channels: info.channels },
    });
    turnAndMirror(frame, { ...plan, flop: false });
    frames.push(await frame.png({ compressionLevel: 1 }).toBuffer());
  }
  return encode(sharp(frames, { join: { animated: true } }), variant.format, animation);
}
