import { z } from 'zod';
import { VIDEO_PROVIDERS } from '../../media/media-dto.ts';
import { defineBlock } from '../block-definition.ts';
import { plainText } from '../block-fields.ts';

/** Blocks that show a picture or a film (the image itself comes with the media library). */
export const image = defineBlock({
  type: 'image',
  category: 'media',
  labelKey: 'blocks.image',
  props: z.object({ caption: plainText(300) }),
  imageSlots: { image: 1 },
  fileSlots: {},
  searchableProps: ['caption'],
});

export const video = defineBlock({
  type: 'video',
  category: 'media',
  labelKey: 'blocks.video',
  props: z.object({
    provider: z.enum(VIDEO_PROVIDERS).default('youtube'),
    // The length is its own check, so forms can read it; `abort` keeps one V_12 per bad id, as one pattern gave.
    videoId: z
      .string()
      .max(32, { error: 'V_12', abort: true })
      .regex(/^[A-Za-z0-9_-]*$/, 'V_12')
      .default(''),
    title: plainText(160),
  }),
  imageSlots: {},
  fileSlots: {},
  searchableProps: ['title'],
});
