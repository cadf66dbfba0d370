import { describe, expect, it } from 'vitest';
import { initialSearchIndexState, isBusy, progressPercent, searchIndexReducer, type IndexStatus } from './search-index-state.ts';

const status = (patch: Partial<IndexStatus> = {}): IndexStatus => ({ indexingState: 'idle', removalState: 'idle', processed: 0, total: 0, documents: 4, ...patch });

describe('search index state', () => {
  it('goes loading, then success with the returned status', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'statusLoaded', status: status() });
    expect(state).toMatchObject({ loaded: true, documents: 4, indexingState: 'idle' });
    state = searchIndexReducer(state, { type: 'started', operation: 'index' });
    expect(state.indexingState).toBe('loading');
    expect(isBusy(state)).toBe(true);
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ indexingState: 'loading', processed: 3, total: 10 }) });
    expect(state).toMatchObject({ processed: 3, total: 10, indexingState: 'loading' });
    state = searchIndexReducer(state, { type: 'finished', operation: 'index', status: status({ indexingState: 'success', processed: 10, total: 10, documents: 10 }) });
    expect(state).toMatchObject({ indexingState: 'success', documents: 10 });
    expect(isBusy(state)).toBe(false);
  });

  it('keeps its own running action loading when a poll answers idle', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ removalState: 'idle' }) });
    expect(state.removalState).toBe('loading');
  });

  it('goes to error on failure, per action', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'failed', operation: 'remove' });
    expect(state).toMatchObject({ removalState: 'error', indexingState: 'idle' });
    state = searchIndexReducer(state, { type: 'started', operation: 'index' });
    state = searchIndexReducer(state, { type: 'failed', operation: 'index' });
    expect(state.indexingState).toBe('error');
  });

  it('clears the other action\'s finished message when one starts', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'finished', operation: 'remove', status: status({ removalState: 'success', documents: 0 }) });
    state = searchIndexReducer(state, { type: 'started', operation: 'index' });
    expect(state).toMatchObject({ removalState: 'idle', indexingState: 'loading' });
    state = searchIndexReducer(state, { type: 'finished', operation: 'index', status: status({ removalState: 'success', indexingState: 'success' }) });
    expect(state).toMatchObject({ removalState: 'idle', indexingState: 'success' });
  });

  it('computes progress', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
  });
});
