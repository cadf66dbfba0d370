import { describe, expect, it } from 'vitest';
import type { Block } from '../../../shared/blocks/block.ts';
import { compareBlocks, flattenValues, visibleText } from './version-compare.ts';

const block = (key: string, text = key): Block => ({ type: 'quote', key, props: { text }, anchorPoint: '', __images: {}, __files: {} });
const summary = (from: Block[], to: Block[]) =>
  compareBlocks(from, to).map((entry) => `${entry.key}:${entry.change}${entry.moved ? ':moved' : ''}`);

describe('compareBlocks', () => {
  it('moving one block up moves that block only', () => {
    expect(summary([block('a'), block('b'), block('c'), block('d')], [block('a'), block('d'), block('b'), block('c')])).toEqual([
      'a:unchanged',
      'd:unchanged:moved',
      'b:unchanged',
      'c:unchanged',
    ]);
  });

  it('a block added or removed in front moves nothing; removed blocks stay where they were', () => {
    expect(summary([block('a'), block('b'), block('c')], [block('x'), block('b')])).toEqual([
      'a:removed',
      'x:added',
      'b:unchanged',
      'c:removed',
    ]);
  });

  it('a block whose type changed under the same key is changed', () => {
    const before = block('a', 'same');
    expect(compareBlocks([before], [{ ...before, type: 'richText' }])[0]).toMatchObject({ change: 'changed', values: [] });
  });
});

describe('visibleText and flattenValues', () => {
  it('reads rich text as its words, paragraphs as lines, entities decoded', () => {
    expect(visibleText('<p>Bats &amp; <strong>owls</strong></p><p>at&nbsp;night</p>')).toBe('Bats & owls\nat night');
    expect(visibleText('a < b and c > d')).toBe('a < b and c > d');
  });

  it('opens lists and objects into paths and skips empty values', () => {
    expect([...flattenValues({ items: [{ text: 'x' }, { text: 'y', on: true }], none: null, count: 3 }, 'props')]).toEqual([
      ['props.items.0.text', 'x'],
      ['props.items.1.text', 'y'],
      ['props.items.1.on', 'true'],
      ['props.count', '3'],
    ]);
  });
});
