import { vi } from 'vitest';

/** Stand-in for features/pages/api.ts in unit tests: `vi.mock('…/api.ts', () => import('…/pages-api.mock.ts'))`. */
export const pagesApi = { get: vi.fn(), storeVersion: vi.fn(), save: vi.fn(), restore: vi.fn() };
