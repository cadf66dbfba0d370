import type { EditorDraft } from './draft-state.ts';
import type { EditorAction, EditorState } from './editor-state.ts';

/**
 * Undo and redo over the draft since the page was loaded. A step is a whole draft (drafts
 * share unchanged blocks by reference, so a step costs little). Typing in one field within
 * a moment is one step, so an undo takes back a word or a sentence, not a letter.
 */
export interface EditHistory {
  past: EditorDraft[];
  future: EditorDraft[];
  /** What the newest step was about (a field, a block's props), to fold typing into it. */
  lastGroup: string | null;
  lastAt: number;
}

export const EMPTY_HISTORY: EditHistory = { past: [], future: [], lastGroup: null, lastAt: 0 };

/** Steps kept: older ones fall off (a long session does not grow without bound). */
export const MAX_STEPS = 100;
/** Edits of the same field closer together than this are one step. */
export const TYPING_PAUSE_MS = 1000;

/** Actions that start a new history: another page, another concept, or the editor closing. */
const RESETS: ReadonlySet<EditorAction['type']> = new Set(['pageLoaded', 'pageCreated', 'versionRestored', 'closed']);

/** Edits of one field or one block's props fold together while typing; other edits are steps of their own. */
function groupOf(action: EditorAction): string | null {
  switch (action.type) {
    case 'fieldChanged':
      return `field:${action.field}`;
    case 'blockPropsChanged':
      return `props:${action.key}`;
    case 'anchorChanged':
      return `anchor:${action.key}`;
    case 'slugChanged':
      return 'slug';
    default:
      return null;
  }
}

/** Saves and refreshes change what is stored, not the draft's story: they leave the history as it is. */
const EDITS: ReadonlySet<EditorAction['type']> = new Set([
  'blockAdded',
  'blockReplaced',
  'blockMoved',
  'blockDeleted',
  'blockPropsChanged',
  'anchorChanged',
  'fieldChanged',
  'seoKeywordsChanged',
  'typeDataChanged',
  'slugChanged',
  'blockImagesChanged',
  'blockFilesChanged',
  'seoImageChanged',
]);

/** The history after `action` took the editor from `before` to `after`. */
export function historyAfter(
  history: EditHistory,
  action: EditorAction,
  before: EditorState,
  after: EditorState,
  now: number,
): EditHistory {
  if (RESETS.has(action.type)) return EMPTY_HISTORY;
  if (!EDITS.has(action.type) || after.draft === before.draft) return history;
  const group = groupOf(action);
  const folds = group !== null && group === history.lastGroup && now - history.lastAt < TYPING_PAUSE_MS && history.future.length === 0;
  if (folds) return { ...history, lastAt: now };
  return {
    past: [...history.past, before.draft].slice(-MAX_STEPS),
    future: [],
    lastGroup: group,
    lastAt: now,
  };
}

/** The draft one step back and the history after it, or null when there is nothing to undo. */
export function undo(history: EditHistory, current: EditorDraft): { draft: EditorDraft; history: EditHistory } | null {
  const draft = history.past.at(-1);
  if (!draft) return null;
  return { draft, history: { past: history.past.slice(0, -1), future: [current, ...history.future], lastGroup: null, lastAt: 0 } };
}

/** The draft one step forward again, or null when nothing was undone since the last edit. */
export function redo(history: EditHistory, current: EditorDraft): { draft: EditorDraft; history: EditHistory } | null {
  const [draft, ...future] = history.future;
  if (!draft) return null;
  return { draft, history: { past: [...history.past, current].slice(-MAX_STEPS), future, lastGroup: null, lastAt: 0 } };
}
