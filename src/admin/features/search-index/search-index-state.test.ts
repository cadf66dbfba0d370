import { describe, expect, it } from 'vitest';
import { initialSearchIndexState, isBusy, progressPercent, searchIndexReducer, type IndexStatus } from './search-index-state.ts';

const status = (patch: Partial<IndexStatus> = {}): IndexStatus => ({
  indexingState: 'idle',
  removalState: 'idle',
  processed: 0,
  total: 0,
  documents: 4,
  ...patch,
});

describe('search index state', () => {
  it('goes loading, is accepted by the server, follows the polls to success', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'statusLoaded', status: status() });
    expect(state).toMatchObject({ loaded: true, documents: 4, indexingState: 'idle' });
    state = searchIndexReducer(state, { type: 'started', operation: 'index' });
    expect(state.indexingState).toBe('loading');
    expect(isBusy(state)).toBe(true);
    state = searchIndexReducer(state, { type: 'accepted', operation: 'index', status: status({ indexingState: 'loading', total: 10 }) });
    expect(state).toMatchObject({ indexingState: 'loading', total: 10 });
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ indexingState: 'loading', processed: 3, total: 10 }) });
    expect(state).toMatchObject({ processed: 3, total: 10, indexingState: 'loading' });
    state = searchIndexReducer(state, {
      type: 'statusLoaded',
      status: status({ indexingState: 'success', processed: 10, total: 10, documents: 10 }),
    });
    expect(state).toMatchObject({ indexingState: 'success', documents: 10 });
    expect(isBusy(state)).toBe(false);
  });

  it('ends in error when the server reports the job failed', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'started', operation: 'index' });
    state = searchIndexReducer(state, { type: 'accepted', operation: 'index', status: status({ indexingState: 'loading' }) });
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ indexingState: 'error' }) });
    expect(state.indexingState).toBe('error');
  });

  it('follows a rebuild started elsewhere to its end (opened while it runs, no request of its own)', () => {
    let state = searchIndexReducer(initialSearchIndexState, {
      type: 'statusLoaded',
      status: status({ indexingState: 'loading', processed: 1, total: 10 }),
    });
    expect(state.indexingState).toBe('loading');
    expect(isBusy(state)).toBe(true);
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ indexingState: 'success', processed: 10, total: 10 }) });
    expect(state.indexingState).toBe('success');
    expect(isBusy(state)).toBe(false);

    let removal = searchIndexReducer(initialSearchIndexState, { type: 'statusLoaded', status: status({ removalState: 'loading' }) });
    removal = searchIndexReducer(removal, { type: 'statusLoaded', status: status({ removalState: 'error' }) });
    expect(removal.removalState).toBe('error');
  });

  it('keeps its own action loading while its start request is in flight, even when a poll answers idle', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ removalState: 'idle' }) });
    expect(state.removalState).toBe('loading');
    // Once the server accepted it, its status leads.
    state = searchIndexReducer(state, { type: 'accepted', operation: 'remove', status: status({ removalState: 'loading' }) });
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ removalState: 'success', documents: 0 }) });
    expect(state).toMatchObject({ removalState: 'success', documents: 0 });
  });

  it('goes to error on a failed request, per action', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'failed', operation: 'remove' });
    expect(state).toMatchObject({ removalState: 'error', indexingState: 'idle' });
    state = searchIndexReducer(state, { type: 'started', operation: 'index' });
    state = searchIndexReducer(state, { type: 'failed', operation: 'index' });
    expect(state.indexingState).toBe('error');
    // A poll after the failure does not bring the loading back.
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ indexingState: 'idle' }) });
    expect(state.indexingState).toBe('idle');
  });

  it("clears the other action's finished message when one starts", () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'accepted', operation: 'remove', status: status({ removalState: 'success', documents: 0 }) });
    expect(state.removalState).toBe('success');
    state = searchIndexReducer(state, { type: 'started', operation: 'index' });
    expect(state).toMatchObject({ removalState: 'idle', indexingState: 'loading' });
    state = searchIndexReducer(state, {
      type: 'accepted',
      operation: 'index',
      status: status({ removalState: 'success', indexingState: 'loading' }),
    });
    expect(state).toMatchObject({ removalState: 'idle', indexingState: 'loading' });
  });

  it('after Remove all then Index all only the index outcome shows, also when the polls still report the old removal success', () => {
    let state = searchIndexReducer(initialSearchIndexState, { type: 'statusLoaded', status: status() });
    state = searchIndexReducer(state, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'accepted', operation: 'remove', status: status({ removalState: 'loading' }) });
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ removalState: 'success', documents: 0 }) });
    expect(state.removalState).toBe('success');
    state = searchIndexReducer(state, { type: 'started', operation: 'index' });
    state = searchIndexReducer(state, {
      type: 'accepted',
      operation: 'index',
      status: status({ removalState: 'success', indexingState: 'loading' }),
    });
    state = searchIndexReducer(state, {
      type: 'statusLoaded',
      status: status({ removalState: 'success', indexingState: 'loading', processed: 2, total: 4 }),
    });
    expect(state).toMatchObject({ removalState: 'idle', indexingState: 'loading' });
    state = searchIndexReducer(state, {
      type: 'statusLoaded',
      status: status({ removalState: 'success', indexingState: 'success', processed: 4, total: 4 }),
    });
    expect(state).toMatchObject({ removalState: 'idle', indexingState: 'success' });
    // And the other way round.
    state = searchIndexReducer(state, { type: 'started', operation: 'remove' });
    state = searchIndexReducer(state, { type: 'statusLoaded', status: status({ removalState: 'success', indexingState: 'success' }) });
    state = searchIndexReducer(state, {
      type: 'accepted',
      operation: 'remove',
      status: status({ removalState: 'success', indexingState: 'success' }),
    });
    expect(state).toMatchObject({ removalState: 'success', indexingState: 'idle' });
  });

  it('computes progress', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
  });
});
