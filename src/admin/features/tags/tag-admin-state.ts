import type { ApiError } from '../../../shared/errors.ts';
import type { TagUsageDto } from '../../../shared/tags/tag-admin-schemas.ts';
import { normalizeTagName } from './tag-list-state.ts';

/** Rules of the Tags screen (create, rename, merge, delete), kept out of the components. */

/** Ticks or unticks a tag for a merge; the ticked tags keep the order they were ticked in. */
export function toggleSelection(selected: TagUsageDto[], tag: TagUsageDto): TagUsageDto[] {
  return selected.some((item) => item.id === tag.id) ? selected.filter((item) => item.id !== tag.id) : [...selected, tag];
}

/** A merge needs two ticked tags at least: the one kept and one going into it. */
export const canMerge = (selected: TagUsageDto[]) => selected.length >= 2;

/**
 * The merge the dialog sends: every ticked tag but the one kept goes into it. Null when the
 * kept tag is not among the ticked ones or nothing would go into it.
 */
export function mergePlan(selected: TagUsageDto[], targetId: number | null): { sourceIds: number[]; targetId: number } | null {
  if (targetId === null || !selected.some((tag) => tag.id === targetId)) return null;
  const sourceIds = selected.filter((tag) => tag.id !== targetId).map((tag) => tag.id);
  return sourceIds.length > 0 ? { sourceIds, targetId } : null;
}

/** The name a rename sends, or why there is nothing to send. */
export function renameInput(tag: TagUsageDto, raw: string): { name: string; outcome: 'ok' | 'empty' | 'unchanged' } {
  const name = normalizeTagName(raw);
  if (!name) return { name, outcome: 'empty' };
  return { name, outcome: name === tag.name ? 'unchanged' : 'ok' };
}

/** A rename refused because another tag of the kind has the name (409 V_06): offer a merge. */
export const nameTaken = (errors: ApiError[]) => errors.some((error) => error.code === 'V_06');
