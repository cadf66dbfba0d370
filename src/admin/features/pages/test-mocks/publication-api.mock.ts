import { vi } from 'vitest';

/** Stand-in for features/pages/publication/api.ts in unit tests (see pages-api.mock.ts). */
export const publicationApi = {
  requestComment: vi.fn(),
  request: vi.fn(),
  resend: vi.fn(),
  revoke: vi.fn(),
  accept: vi.fn(),
  reject: vi.fn(),
  publish: vi.fn(),
  unpublish: vi.fn(),
  storeAndPublish: vi.fn(),
  storeAndUnpublish: vi.fn(),
};
