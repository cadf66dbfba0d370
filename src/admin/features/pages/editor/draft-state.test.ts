import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../shared/blocks/block.ts';
import { draftDiffers, hasUnsavedContent, savedDraft } from './draft-state.ts';
import { quoteBlock, testPage } from './editor-test-fixtures.ts';

describe('the draft against what is stored', () => {
  it('the stored draft is the concept with the page slug; entries that are not blocks are left out', () => {
    const page = testPage({}, { blocks: [quoteBlock('q1', 'Hi'), null as unknown as Block, { key: 'x' } as unknown as Block] });
    expect(savedDraft(page)).toMatchObject({ slug: 'news/bats', title: 'Bats', blocks: [quoteBlock('q1', 'Hi')] });
  });

  it('compares the slug as the server stores it', () => {
    const page = testPage();
    const draft = savedDraft(page);
    expect(draftDiffers({ page, draft: { ...draft, slug: ' /News/Bats/ ' } })).toBe(false);
    expect(draftDiffers({ page, draft: { ...draft, slug: 'news/owls' } })).toBe(true);
    expect(draftDiffers({ page: null, draft })).toBe(false);
  });

  it('unsaved content leaves the slug out and needs the unsaved flag', () => {
    const page = testPage();
    const draft = savedDraft(page);
    expect(hasUnsavedContent({ page, draft: { ...draft, slug: 'news/owls' }, unsaved: true })).toBe(false);
    expect(hasUnsavedContent({ page, draft: { ...draft, title: 'Owls' }, unsaved: true })).toBe(true);
    expect(hasUnsavedContent({ page, draft: { ...draft, title: 'Owls' }, unsaved: false })).toBe(false);
  });
});
