import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxItemLengthOf, maxItemsOf, maxLengthOf, optionsOf, rangeOf, textMaxLength } from './block-limits.ts';
import { blockButton, link } from './block-fields.ts';
import { BLOCK_DEFINITIONS } from './definitions.ts';
import { blockImage } from './block-media.ts';
import { anchorName } from './block.ts';
import { storeVersionBody } from '../pages/page-schemas.ts';
import { PAGE_TYPES } from '../pages/page-types.ts';

describe('block limits read from the schema', () => {
  it('reads the maximum length of a string prop, under its default', () => {
    expect(maxLengthOf(BLOCK_DEFINITIONS.hero.props, 'title')).toBe(160);
    expect(maxLengthOf(BLOCK_DEFINITIONS.hero.props, 'subtitle')).toBe(400);
    expect(maxLengthOf(blockButton, 'label')).toBe(80);
    expect(maxLengthOf(BLOCK_DEFINITIONS.video.props, 'videoId')).toBe(32);
    expect(textMaxLength(link)).toBe(2000);
  });

  it('reads the most items of a list and the longest entry of a list of strings', () => {
    expect(maxItemsOf(BLOCK_DEFINITIONS.hero.props, 'buttons')).toBe(3);
    expect(maxItemsOf(BLOCK_DEFINITIONS.buttons.props, 'buttons')).toBe(4);
    expect(maxItemsOf(BLOCK_DEFINITIONS.teamMember.props, 'specialties')).toBe(12);
    expect(maxItemLengthOf(BLOCK_DEFINITIONS.teamMember.props, 'specialties')).toBe(120);
  });

  it('reads the range of a number prop and the options of an enum prop', () => {
    expect(rangeOf(BLOCK_DEFINITIONS.pageList.props, 'limit')).toEqual({ min: 1, max: 60 });
    expect(rangeOf(BLOCK_DEFINITIONS.relatedProjects.props, 'limit')).toEqual({ min: 1, max: 24 });
    expect(optionsOf(BLOCK_DEFINITIONS.video.props, 'provider')).toEqual(['youtube', 'vimeo']);
    expect(optionsOf(BLOCK_DEFINITIONS.pageList.props, 'pageType')).toEqual(['theme', 'service', 'project', 'innovation', 'news', 'team']);
  });

  it('reads any object schema: optional, nullable and defaulted fields of request bodies', () => {
    expect(textMaxLength(anchorName)).toBe(80);
    expect(maxLengthOf(blockImage, 'altText')).toBe(500);
    expect(maxLengthOf(storeVersionBody, 'seoTitle')).toBe(200);
    expect(maxItemsOf(storeVersionBody, 'seoKeywords')).toBe(30);
    expect(maxItemLengthOf(storeVersionBody, 'seoKeywords')).toBe(60);
  });

  it('reads a schema typed only as a record by the field it holds at run time', () => {
    const project = PAGE_TYPES.project.typeData;
    expect(maxLengthOf(project, 'location')).toBe(120);
    expect(rangeOf(project, 'year')).toEqual({ min: 1900, max: 2200 });
    expect(() => maxLengthOf(project, 'caption')).toThrow(/no prop "caption"/);
    // @ts-expect-error: a string schema has no fields.
    expect(() => maxLengthOf(z.string(), 'length')).toThrow(/not an object/);
  });

  it('throws when the schema sets no such limit, so a form cannot lose its limit in silence', () => {
    const loose = z.object({ text: z.string().default(''), count: z.number().default(1), list: z.array(z.string()).default([]) });
    expect(() => maxLengthOf(loose, 'text')).toThrow(/maximum length for "text"/);
    expect(() => rangeOf(loose, 'count')).toThrow(/minimum/);
    expect(() => maxItemsOf(loose, 'list')).toThrow(/items/);
    expect(() => textMaxLength(loose)).toThrow(/not a string/);
    expect(() => optionsOf(loose, 'text')).toThrow(/not of type enum/);
    // @ts-expect-error: "buttons" is a list, not a string prop.
    expect(() => maxLengthOf(BLOCK_DEFINITIONS.hero.props, 'buttons')).toThrow(/not of type string/);
    // @ts-expect-error: the hero has no "caption".
    expect(() => maxLengthOf(BLOCK_DEFINITIONS.hero.props, 'caption')).toThrow(/no prop "caption"/);
  });
});
