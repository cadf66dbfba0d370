import type { CropParams } from '../../../shared/blocks/block-media.ts';

/** What cropperjs getData() returns, in the pixels of the image element it was given. */
export interface CropperData {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate?: number;
  scaleX?: number;
  scaleY?: number;
}

/** Rotation as one of 0, 90, 180, 270 (the cropper turns in quarter steps). */
export function normalizeRotation(rotate: number | undefined): number {
  if (!Number.isFinite(rotate)) return 0;
  const quarter = Math.round((rotate as number) / 90) * 90;
  return ((quarter % 360) + 360) % 360;
}

/** The size of the image once turned: width and height swap at 90 and 270 degrees. */
export function rotatedSize(size: { width: number; height: number }, rotate: number): { width: number; height: number } {
  return normalizeRotation(rotate) % 180 === 0 ? { ...size } : { width: size.height, height: size.width };
}

/**
 * SPEC 3 crop parameters from the cropper's data: scaled from the displayed image to the
 * file's natural (oriented) pixels, rounded to whole pixels and kept inside the turned
 * image, at least 1x1; mirroring is ±1. `scale` is natural width / displayed image width
 * (1 when the cropper shows the image at full size).
 */
export function toCropParams(data: CropperData, natural: { width: number; height: number }, scale = 1): CropParams {
  const rotate = normalizeRotation(data.rotate);
  const bounds = rotatedSize(natural, rotate);
  const factor = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  const x = clamp(Math.round((Number.isFinite(data.x) ? data.x : 0) * factor), 0, Math.max(0, bounds.width - 1));
  const y = clamp(Math.round((Number.isFinite(data.y) ? data.y : 0) * factor), 0, Math.max(0, bounds.height - 1));
  const width = clamp(Math.round((Number.isFinite(data.width) ? data.width : bounds.width) * factor), 1, bounds.width - x);
  const height = clamp(Math.round((Number.isFinite(data.height) ? data.height : bounds.height) * factor), 1, bounds.height - y);
  return { x, y, width, height, rotate, scaleX: data.scaleX === -1 ? -1 : 1, scaleY: data.scaleY === -1 ? -1 : 1 };
}

/** The reverse, to put stored parameters back into a cropper that shows a scaled image. */
export function toCropperData(params: CropParams, scale = 1): Required<CropperData> {
  const factor = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return {
    x: params.x / factor,
    y: params.y / factor,
    width: params.width / factor,
    height: params.height / factor,
    rotate: params.rotate,
    scaleX: params.scaleX,
    scaleY: params.scaleY,
  };
}

/** True when the parameters change nothing (the whole image, unturned, unmirrored). */
export function isWholeImage(params: CropParams, natural: { width: number; height: number }): boolean {
  return (
    params.x === 0 &&
    params.y === 0 &&
    params.width === natural.width &&
    params.height === natural.height &&
    params.rotate === 0 &&
    params.scaleX === 1 &&
    params.scaleY === 1
  );
}

/** The query of preview-crop (SPEC 7) for a file and its crop. */
export function previewCropUrl(fileID: number, params: CropParams, width?: number): string {
  const query = new URLSearchParams({
    imageID: String(fileID),
    x: String(params.x),
    y: String(params.y),
    width: String(params.width),
    height: String(params.height),
    rotate: String(params.rotate),
    scaleX: String(params.scaleX),
    scaleY: String(params.scaleY),
  });
  if (width) query.set('w', String(width));
  return `/api/medialib/preview-crop?${query.toString()}`;
}

export function previewImageUrl(fileID: number, width?: number): string {
  return `/api/medialib/preview-image?imageID=${fileID}${width ? `&w=${width}` : ''}`;
}

/** Aspect presets of the cropper; NaN means free. */
export const ASPECT_PRESETS = [
  { id: 'free', ratio: Number.NaN },
  { id: '1:1', ratio: 1 },
  { id: '4:3', ratio: 4 / 3 },
  { id: '3:2', ratio: 3 / 2 },
  { id: '16:9', ratio: 16 / 9 },
] as const;
