import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '../../../shared/blocks/definitions.ts';
import { PAGE_TYPES } from '../../../shared/pages/page-types.ts';
import { en } from '../../i18n/resources/en.ts';
import { isPageImageSlot, PAGE_IMAGE_SLOTS, slotEntries, slotLabelKey } from './slot-labels.ts';

describe('slot labels', () => {
  it('know every page-level image slot a page type declares', () => {
    const declared = Object.values(PAGE_TYPES).flatMap((type) => Object.keys(type.imageMap));
    for (const slot of declared) expect(isPageImageSlot(slot), slot).toBe(true);
    expect(isPageImageSlot('background')).toBe(false);
  });

  it('have an English text for every block and page slot', () => {
    const blockSlots = Object.values(BLOCK_DEFINITIONS).flatMap((definition) => [
      ...slotEntries(definition.imageSlots).map(([slot]) => slot),
      ...slotEntries(definition.fileSlots).map(([slot]) => slot),
    ]);
    for (const slot of [...blockSlots, ...PAGE_IMAGE_SLOTS]) {
      const [section, key] = slotLabelKey(slot).split('.') as ['mediaSlots', keyof typeof en.mediaSlots];
      expect(en[section][key], slot).toEqual(expect.any(String));
    }
  });

  it('keep the slot names of a slot map in order', () => {
    expect(slotEntries(BLOCK_DEFINITIONS.threeCards.imageSlots)).toEqual([['cards', 3]]);
  });
});
