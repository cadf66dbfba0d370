import type { BLOCK_DEFINITIONS, BlockType } from '../../../shared/blocks/definitions.ts';

/** Every image or file slot a block type declares (its definition keeps the names in its type). */
export type BlockSlotName = {
  [Type in BlockType]: keyof (typeof BLOCK_DEFINITIONS)[Type]['imageSlots'] | keyof (typeof BLOCK_DEFINITIONS)[Type]['fileSlots'];
}[BlockType] &
  string;

/**
 * The page-level image slots of the page types. A page type's imageMap is typed as a plain
 * record, so the type checker cannot see its names: slot-labels.test.ts holds every declared
 * slot to this list.
 */
export const PAGE_IMAGE_SLOTS = ['thumbnail', 'portrait'] as const;
export type PageImageSlotName = (typeof PAGE_IMAGE_SLOTS)[number];

/** Every slot the slot editors show; the `mediaSlots` translations are keyed by it, so a slot without a label is a type error. */
export type MediaSlotName = BlockSlotName | PageImageSlotName;

export type SlotLabelKey = `mediaSlots.${MediaSlotName}`;

export function slotLabelKey(slot: MediaSlotName): SlotLabelKey {
  return `mediaSlots.${slot}`;
}

export function isPageImageSlot(slot: string): slot is PageImageSlotName {
  return (PAGE_IMAGE_SLOTS as readonly string[]).includes(slot);
}

/** A slot map's entries with their names kept (Object.entries widens keys to string). */
export function slotEntries<Slot extends MediaSlotName>(slots: Readonly<Record<Slot, number>>): [Slot, number][] {
  return Object.entries(slots) as [Slot, number][];
}
