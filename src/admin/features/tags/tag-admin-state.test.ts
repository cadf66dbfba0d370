import { describe, expect, it } from 'vitest';
import type { TagUsageDto } from '../../../shared/tags/tag-admin-schemas.ts';
import { canMerge, mergePlan, nameTaken, renameInput, toggleSelection } from './tag-admin-state.ts';

const tag = (id: number, name: string, usage = 1): TagUsageDto => ({ id, name, private: false, usage });
const bats = tag(1, 'Bats');
const chiroptera = tag(2, 'Chiroptera');
const flyingMammals = tag(3, 'Flying mammals');

describe('Tags screen state', () => {
  it('ticks and unticks tags for a merge, in the order ticked', () => {
    let selected = toggleSelection([], bats);
    selected = toggleSelection(selected, chiroptera);
    expect(selected.map((item) => item.id)).toEqual([1, 2]);
    expect(canMerge(selected)).toBe(true);
    selected = toggleSelection(selected, bats);
    expect(selected.map((item) => item.id)).toEqual([2]);
    expect(canMerge(selected)).toBe(false);
  });

  it('merges every ticked tag but the kept one into it', () => {
    const selected = [bats, chiroptera, flyingMammals];
    expect(mergePlan(selected, 2)).toEqual({ sourceIds: [1, 3], targetId: 2 });
    expect(mergePlan(selected, null)).toBeNull();
    expect(mergePlan(selected, 99)).toBeNull();
    expect(mergePlan([bats], 1)).toBeNull();
  });

  it('checks a new name before renaming', () => {
    expect(renameInput(bats, '  Bats ')).toEqual({ name: 'Bats', outcome: 'unchanged' });
    expect(renameInput(bats, '   ')).toEqual({ name: '', outcome: 'empty' });
    expect(renameInput(bats, 'Night  flyers')).toEqual({ name: 'Night flyers', outcome: 'ok' });
    expect(renameInput(bats, 'bats')).toEqual({ name: 'bats', outcome: 'ok' });
  });

  it('recognises a rename onto a taken name, to offer a merge', () => {
    expect(nameTaken([{ code: 'V_06', property: 'name' }])).toBe(true);
    expect(nameTaken([{ code: 'V_12', property: 'name' }])).toBe(false);
  });
});
