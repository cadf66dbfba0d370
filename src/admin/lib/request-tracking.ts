import { create } from 'zustand';
import type { ApiError } from '../../shared/errors.ts';
import { errorsFromUnknown } from './api-client.ts';

/** SPEC 3 request tracking: every tracked request id has these four fields. */
export interface TrackedRequest {
  isLoading: boolean;
  isSuccessful: boolean;
  data: unknown;
  errors: ApiError[];
}

interface RequestTrackingState {
  requests: Record<string, TrackedRequest>;
  update: (id: string, request: TrackedRequest) => void;
  reset: (id: string) => void;
}

export const IDLE_REQUEST: TrackedRequest = Object.freeze({ isLoading: false, isSuccessful: false, data: null, errors: [] });

export const useRequestTracking = create<RequestTrackingState>()((set) => ({
  requests: {},
  update: (id, request) => set((state) => ({ requests: { ...state.requests, [id]: request } })),
  reset: (id) =>
    set((state) => {
      const next = { ...state.requests };
      delete next[id];
      return { requests: next };
    }),
}));

/**
 * Runs `run` while recording its progress under `id`. Never throws: the outcome is in the
 * returned record so callers (and screens reading the store) handle both paths the same way.
 */
export async function trackRequest<T>(id: string, run: () => Promise<T>): Promise<TrackedRequest & { data: T | null }> {
  const { update } = useRequestTracking.getState();
  update(id, { isLoading: true, isSuccessful: false, data: null, errors: [] });
  try {
    const data = await run();
    const done = { isLoading: false, isSuccessful: true, data, errors: [] };
    update(id, done);
    return done;
  } catch (error) {
    const failed = { isLoading: false, isSuccessful: false, data: null, errors: errorsFromUnknown(error) };
    update(id, failed);
    return failed;
  }
}

export function useTrackedRequest(id: string): TrackedRequest {
  return useRequestTracking((state) => state.requests[id] ?? IDLE_REQUEST);
}
