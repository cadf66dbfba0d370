import { z } from 'zod';

/** SPEC 3 Block image: a library file referenced by content hash, optionally cropped. */
export const cropParams = z.object({
  x: z.number().finite().min(0).max(100_000),
  y: z.number().finite().min(0).max(100_000),
  width: z.number().finite().positive().max(100_000),
  height: z.number().finite().positive().max(100_000),
  rotate: z
    .number()
    .finite()
    .refine((turn) => [0, 90, -90, 180, -180, 270, -270].includes(turn), 'V_12'), // quarter turns only, as the cropper makes (src/shared/media QUARTER_TURNS)
  scaleX: z.union([z.literal(1), z.literal(-1)]),
  scaleY: z.union([z.literal(1), z.literal(-1)]),
});
export type CropParams = z.infer<typeof cropParams>;

const hash = z.string().regex(/^[a-f0-9]{16,128}$/, 'V_12');
const fileName = z
  .string()
  .min(1, 'V_16')
  .max(255, 'V_14')
  .refine((name) => !/[\\/\0]/.test(name), 'V_12');

export const blockImage = z.object({
  hash,
  fileName,
  altText: z.string().max(500, 'V_14').default(''),
  fileID: z.number().int().positive().optional(),
  cropParams: cropParams.optional(),
});
export type BlockImage = z.infer<typeof blockImage>;

export const blockFile = z.object({ hash, fileName });
export type BlockFile = z.infer<typeof blockFile>;

/** Images and files of a block, keyed by slot name (a block type declares its slots). */
export const blockImages = z.record(z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/), z.array(blockImage).max(24, 'V_12'));
export const blockFiles = z.record(z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/), z.array(blockFile).max(24, 'V_12'));
