import { describe, expect, it } from 'vitest';
import type { Block } from '../../../shared/blocks/block.ts';
import { blockSummary } from './block-summary.ts';

const block = (props: Record<string, unknown>): Block =>
  ({ type: 'hero', key: 'b1', props, anchorPoint: '', __images: {}, __files: {} }) as Block;

describe('block summary', () => {
  it('takes the first filled text prop, in the order title, name, text, caption, html', () => {
    expect(blockSummary(block({ title: '', name: 'Ada', text: 'Hello' }))).toBe('Ada');
    expect(blockSummary(block({ caption: 'A bat', html: '<p>Text</p>' }))).toBe('A bat');
  });

  it('strips markup and folds white space', () => {
    expect(blockSummary(block({ html: '<p>Bats  and</p>\n<p><strong>owls</strong></p>' }))).toBe('Bats and owls');
  });

  it('shortens a text over 80 characters to 77 and an ellipsis, and gives nothing without text', () => {
    const summary = blockSummary(block({ text: 'x'.repeat(100) }));
    expect(summary).toHaveLength(78);
    expect(summary.endsWith('…')).toBe(true);
    expect(blockSummary(block({ html: '<img src="a.png">', title: 3 }))).toBe('');
  });
});
