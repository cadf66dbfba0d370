import type { VersionChangeSummary } from '../../../shared/pages/version-history.ts';

export type ChangeKey =
  | 'editor.changeRestored'
  | 'editor.changeTitle'
  | 'editor.changeBlocksAdded'
  | 'editor.changeBlocksRemoved'
  | 'editor.changeBlocksChanged'
  | 'editor.changeBlocksMoved'
  | 'editor.changeSeo'
  | 'editor.changeTypeData';

/** One phrase of a history entry's summary: a text key, with a count or the time of a restored version. */
export interface ChangePart {
  key: ChangeKey;
  count?: number;
  at?: string;
}

/**
 * The phrases that say what a save changed ("restored from …", "title changed", "2 block(s)
 * changed"), most telling first; none when nothing is known (a new page, older history).
 */
export function describeChanges(summary: VersionChangeSummary | null): ChangePart[] {
  if (!summary) return [];
  const parts: ChangePart[] = [];
  if (summary.restoredFrom) parts.push({ key: 'editor.changeRestored', at: summary.restoredFrom.at });
  if (summary.title) parts.push({ key: 'editor.changeTitle' });
  if (summary.blocksAdded > 0) parts.push({ key: 'editor.changeBlocksAdded', count: summary.blocksAdded });
  if (summary.blocksRemoved > 0) parts.push({ key: 'editor.changeBlocksRemoved', count: summary.blocksRemoved });
  if (summary.blocksChanged > 0) parts.push({ key: 'editor.changeBlocksChanged', count: summary.blocksChanged });
  if (summary.blocksMoved) parts.push({ key: 'editor.changeBlocksMoved' });
  if (summary.seo) parts.push({ key: 'editor.changeSeo' });
  if (summary.typeData) parts.push({ key: 'editor.changeTypeData' });
  return parts;
}

/** Where an entry of the history is previewed as the site would render it (opened in a new tab). */
export const versionPreviewUrl = (pageId: number, versionId: number) => `/api/page/${pageId}/versions/${versionId}/preview`;
