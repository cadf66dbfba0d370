import type { IndexStatus, OperationState } from '../../../shared/search/search-index-status.ts';

/** SPEC 4 Search index: each action goes loading, then success or error. */
export type { IndexStatus, OperationState };

export type IndexOperation = 'index' | 'remove';

export interface SearchIndexState extends IndexStatus {
  /** The first status has arrived. */
  loaded: boolean;
  /** This page's own start request per action, while it has not answered yet. */
  requesting: Record<IndexOperation, boolean>;
  /**
   * The action started last (here, or seen running on the server). Only its outcome is shown:
   * the server keeps reporting how the other action last ended, which must not bring back the
   * other's old success message.
   */
  latest: IndexOperation | null;
}

export type SearchIndexAction =
  | { type: 'statusLoaded'; status: IndexStatus }
  | { type: 'started'; operation: IndexOperation }
  /** The server accepted the start (202) and answered with its status: from here the polls lead. */
  | { type: 'accepted'; operation: IndexOperation; status: IndexStatus }
  | { type: 'failed'; operation: IndexOperation };

export const initialSearchIndexState: SearchIndexState = {
  loaded: false,
  indexingState: 'idle',
  removalState: 'idle',
  processed: 0,
  total: 0,
  documents: 0,
  requesting: { index: false, remove: false },
  latest: null,
};

const field = (operation: IndexOperation) => (operation === 'index' ? 'indexingState' : 'removalState');
const otherField = (operation: IndexOperation) => field(operation === 'index' ? 'remove' : 'index');
const OPERATIONS: IndexOperation[] = ['index', 'remove'];

/**
 * Once an action was started, the other action's outcome is only taken from the server when
 * that action was running here (it ended meanwhile); a finished state the server still
 * remembers from before does not come back.
 */
function withoutStaleOutcome(before: SearchIndexState, next: SearchIndexState): SearchIndexState {
  if (next.latest === null) return next;
  const other = otherField(next.latest);
  if (next[other] === 'loading' || before[other] === 'loading') return next;
  return { ...next, [other]: before[other] };
}

/**
 * The server's status is the truth, so the page also follows a job started elsewhere (another
 * tab, a settings save) to its end. Only while this page's own start request has not answered
 * does a poll that says "not running" (it may predate the start) not end the loading.
 */
export function searchIndexReducer(state: SearchIndexState, action: SearchIndexAction): SearchIndexState {
  switch (action.type) {
    case 'statusLoaded': {
      const next: SearchIndexState = { ...state, ...action.status, loaded: true };
      for (const operation of OPERATIONS) {
        const key = field(operation);
        if (state.requesting[operation] && state[key] === 'loading' && action.status[key] !== 'loading') next[key] = 'loading';
        // A job started elsewhere becomes the latest action.
        if (action.status[key] === 'loading' && state[key] !== 'loading') next.latest = operation;
      }
      return withoutStaleOutcome(state, next);
    }
    case 'started': {
      // Starting one action clears the other's finished message (unless it is still running).
      const other = otherField(action.operation);
      return {
        ...state,
        [field(action.operation)]: 'loading',
        [other]: state[other] === 'loading' ? 'loading' : 'idle',
        ...(action.operation === 'index' ? { processed: 0 } : {}),
        requesting: { ...state.requesting, [action.operation]: true },
        latest: action.operation,
      };
    }
    case 'accepted': {
      // The other action's finished message stays cleared; its running state comes from the server.
      const other = otherField(action.operation);
      const otherState = action.status[other] === 'loading' ? 'loading' : state[other] === 'loading' ? action.status[other] : state[other];
      return withoutStaleOutcome(state, {
        ...state,
        ...action.status,
        [other]: otherState,
        loaded: true,
        requesting: { ...state.requesting, [action.operation]: false },
      });
    }
    case 'failed':
      return { ...state, [field(action.operation)]: 'error', requesting: { ...state.requesting, [action.operation]: false } };
  }
}

export const isBusy = (state: SearchIndexState) => state.indexingState === 'loading' || state.removalState === 'loading';

/** Progress in whole percent, 0 when nothing is known yet. */
export function progressPercent(processed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((processed / total) * 100)));
}
