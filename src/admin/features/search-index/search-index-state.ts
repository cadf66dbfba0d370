/** SPEC 3 Search settings state / SPEC 4 Search index: each action goes loading, then success or error. */
export type OperationState = 'idle' | 'loading' | 'success' | 'error';

export interface IndexStatus {
  indexingState: OperationState;
  removalState: OperationState;
  processed: number;
  total: number;
  documents: number;
}

export interface SearchIndexState extends IndexStatus {
  /** The first status has arrived. */
  loaded: boolean;
}

export type SearchIndexAction =
  | { type: 'statusLoaded'; status: IndexStatus }
  | { type: 'started'; operation: 'index' | 'remove' }
  | { type: 'finished'; operation: 'index' | 'remove'; status?: IndexStatus }
  | { type: 'failed'; operation: 'index' | 'remove' };

export const initialSearchIndexState: SearchIndexState = {
  loaded: false,
  indexingState: 'idle',
  removalState: 'idle',
  processed: 0,
  total: 0,
  documents: 0,
};

const field = (operation: 'index' | 'remove') => (operation === 'index' ? 'indexingState' : 'removalState');
const otherField = (operation: 'index' | 'remove') => field(operation === 'index' ? 'remove' : 'index');

export function searchIndexReducer(state: SearchIndexState, action: SearchIndexAction): SearchIndexState {
  switch (action.type) {
    case 'statusLoaded': {
      // A poll answer never takes a running action of ours back to idle; the action's own answer ends it.
      const next: SearchIndexState = { ...state, ...action.status, loaded: true };
      if (state.indexingState === 'loading' && action.status.indexingState !== 'loading') next.indexingState = 'loading';
      if (state.removalState === 'loading' && action.status.removalState !== 'loading') next.removalState = 'loading';
      return next;
    }
    case 'started': {
      // Starting one action clears the other's finished message (unless it is still running).
      const other = otherField(action.operation);
      return {
        ...state,
        [field(action.operation)]: 'loading',
        [other]: state[other] === 'loading' ? 'loading' : 'idle',
        ...(action.operation === 'index' ? { processed: 0 } : {}),
      };
    }
    case 'finished': {
      const other = otherField(action.operation);
      return { ...state, ...(action.status ?? {}), loaded: true, [field(action.operation)]: 'success', [other]: state[other] };
    }
    case 'failed':
      return { ...state, [field(action.operation)]: 'error' };
  }
}

export const isBusy = (state: SearchIndexState) => state.indexingState === 'loading' || state.removalState === 'loading';

/** Progress in whole percent, 0 when nothing is known yet. */
export function progressPercent(processed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((processed / total) * 100)));
}
