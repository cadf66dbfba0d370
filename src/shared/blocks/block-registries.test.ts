import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './block-definition.ts';
import { plainText } from './block-fields.ts';
import { BLOCK_DEFINITIONS, BLOCK_TYPES, type BlockType } from './definitions.ts';
import { SEARCHABLE_PROPS } from './searchable-props.ts';

/**
 * What the type checker guarantees about block types (`npm run typecheck` checks every
 * `@ts-expect-error` below: if a line stopped being an error, the check itself would fail).
 * Every map keyed by block type (the admin's BLOCK_FORMS, the site's SITE_BLOCK_REGISTRY, the
 * label translations, SEARCHABLE_PROPS) is a mapped type or `Record<BlockType, …>`, so a block
 * type added to BLOCK_DEFINITIONS without an entry in one of them does not compile.
 */
describe('block type registries', () => {
  it('a map keyed by BlockType must name every block type', () => {
    const { hero: _dropped, ...allButHero } = Object.fromEntries(BLOCK_TYPES.map((type) => [type, type])) as Record<BlockType, string>;
    // @ts-expect-error: "hero" is missing, as in a registry a new block type was not added to.
    const labels: Record<BlockType, string> = allButHero;
    expect(Object.keys(labels)).not.toContain('hero');

    const { hero: _noHeroPaths, ...searchableButHero } = SEARCHABLE_PROPS;
    // @ts-expect-error: the same holds for the searchable props the search domain reads.
    const searchable: typeof SEARCHABLE_PROPS = searchableButHero;
    expect(Object.keys(searchable)).toHaveLength(BLOCK_TYPES.length - 1);
  });

  it('a definition names its label key, searchable props and rich-text props by what exists', () => {
    const props = z.object({
      title: plainText(80),
      limit: z.number().default(3),
      items: z.array(z.object({ name: plainText(), count: z.number() })).default([]),
    });
    const valid = defineBlock({
      type: 'sample',
      category: 'text',
      labelKey: 'blocks.sample',
      props,
      imageSlots: {},
      fileSlots: {},
      searchableProps: ['title', 'items.name'],
    });
    expect(valid.labelKey).toBe('blocks.sample');

    // @ts-expect-error: a label key must be "blocks.<its type>", so a typo is caught.
    defineBlock({ type: 'sample', category: 'text', labelKey: 'blocks.sampel', props, imageSlots: {}, fileSlots: {}, searchableProps: [] });
    // @ts-expect-error: every definition says what search indexes, if only [].
    defineBlock({ type: 'sample', category: 'text', labelKey: 'blocks.sample', props, imageSlots: {}, fileSlots: {} });
    defineBlock({
      type: 'sample',
      category: 'text',
      labelKey: 'blocks.sample',
      props,
      imageSlots: {},
      fileSlots: {},
      // @ts-expect-error: a number is not text to index.
      searchableProps: ['limit'],
    });
    defineBlock({
      type: 'sample',
      category: 'text',
      labelKey: 'blocks.sample',
      props,
      imageSlots: {},
      fileSlots: {},
      // @ts-expect-error: nor is a number inside a list.
      searchableProps: ['items.count'],
    });
    defineBlock({
      type: 'sample',
      category: 'text',
      labelKey: 'blocks.sample',
      props,
      imageSlots: {},
      fileSlots: {},
      searchableProps: [],
      // @ts-expect-error: rich-text props must be props of the block.
      richTextProps: ['body'],
    });
  });

  it('every definition is listed under its own type, with its label key and searchable props', () => {
    for (const type of BLOCK_TYPES) {
      const definition = BLOCK_DEFINITIONS[type];
      expect(definition.type).toBe(type);
      expect(definition.labelKey).toBe(`blocks.${type}`);
      expect(SEARCHABLE_PROPS[type]).toBe(definition.searchableProps);
      for (const path of definition.searchableProps as readonly string[])
        expect(Object.keys(definition.props.shape), `${type}.${path}`).toContain(path.split('.')[0]);
    }
  });
});
