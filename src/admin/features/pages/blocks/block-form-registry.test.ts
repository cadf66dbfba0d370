import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS, BLOCK_TYPES, type BlockType } from '../../../../shared/blocks/definitions.ts';
import { resources } from '../../../i18n/create-i18n.ts';
import type { PagesResource } from '../../../i18n/resources/pages/en.ts';
import { BLOCK_FORMS } from './block-form-registry.ts';
import type { BlockFormRegistry } from './block-form-types.ts';

/**
 * A block type added to the shared definitions without an editor form or a name in every
 * language does not compile; `npm run typecheck` checks each `@ts-expect-error` below.
 */
describe('the admin side of a block type', () => {
  it('a forms map without a block type does not type-check', () => {
    const { hero: _dropped, ...allButHero } = BLOCK_FORMS;
    // @ts-expect-error: "hero" has no form.
    const forms: BlockFormRegistry = allButHero;
    expect(Object.keys(forms)).toHaveLength(BLOCK_TYPES.length - 1);
  });

  it('block names without a block type do not type-check, in any language', () => {
    const { hero: _dropped, ...allButHero } = resources.nl.translation.blocks;
    // @ts-expect-error: "hero" has no Dutch name.
    const names: PagesResource['blocks'] = allButHero;
    expect(Object.keys(names)).toHaveLength(BLOCK_TYPES.length - 1);
  });

  it('every block type has a name in every interface language, under its label key', () => {
    for (const [language, { translation }] of Object.entries(resources)) {
      const names: Record<BlockType, string> = translation.blocks;
      for (const type of BLOCK_TYPES) {
        expect(BLOCK_DEFINITIONS[type].labelKey, language).toBe(`blocks.${type}`);
        expect(names[type], `${language} ${type}`).toMatch(/\S/);
      }
    }
  });
});
