import { create } from 'zustand';
import type { ApiError } from '../../shared/errors.ts';

/** The named error collections of SPEC 3; each form reads the one it belongs to. */
export const ERROR_COLLECTIONS = [
  'activate-account',
  'reset-password',
  'forgot-password',
  'login',
  'create-page',
  'publication-requests',
  'media',
  'users-overview',
  'user-settings',
  'user-profile-image',
] as const;

export type ErrorCollectionName = (typeof ERROR_COLLECTIONS)[number];

interface ErrorCollectionsState {
  collections: Partial<Record<ErrorCollectionName, ApiError[]>>;
  /** Replaces the collection's errors (SPEC 8: the collection is cleared before adding). */
  setErrors: (name: ErrorCollectionName, errors: ApiError[]) => void;
  clearErrors: (name: ErrorCollectionName) => void;
  clearAll: () => void;
}

export const useErrorCollections = create<ErrorCollectionsState>()((set) => ({
  collections: {},
  setErrors: (name, errors) => set((state) => ({ collections: { ...state.collections, [name]: errors } })),
  clearErrors: (name) =>
    set((state) => {
      if (!state.collections[name]) return state;
      const next = { ...state.collections };
      delete next[name];
      return { collections: next };
    }),
  clearAll: () => set({ collections: {} }),
}));

const NO_ERRORS: ApiError[] = [];

/** Hook: the errors of one collection (a stable empty array when there are none). */
export function useCollectionErrors(name: ErrorCollectionName): ApiError[] {
  return useErrorCollections((state) => state.collections[name] ?? NO_ERRORS);
}

export const setCollectionErrors = (name: ErrorCollectionName, errors: ApiError[]) =>
  useErrorCollections.getState().setErrors(name, errors);
export const clearCollectionErrors = (name: ErrorCollectionName) => useErrorCollections.getState().clearErrors(name);
