import { describe, expect, it } from 'vitest';
import type { RejectionFeedback } from './api.ts';
import { shownRejection } from './rejection-banner-state.ts';

const rejection: RejectionFeedback = {
  feedback: 'Name the source.',
  reviewer: { id: 2, name: 'Rita Reviewer' },
  decidedAt: '2026-01-02T10:00:00.000Z',
  requestedBy: { id: 3, name: 'Eddie Editor' },
};
const page = (conceptVersionID: number, hasPublicationRequest = false) => ({ conceptVersionID, pageVersion: { hasPublicationRequest } });

describe('shownRejection', () => {
  it('shows the rejection loaded for the concept on screen', () => {
    expect(shownRejection({ versionId: 10, rejection }, page(10), null)).toBe(rejection);
  });

  it('shows nothing before it is loaded, or when the latest request was not rejected', () => {
    expect(shownRejection(null, page(10), null)).toBeNull();
    expect(shownRejection({ versionId: 10, rejection: null }, page(10), null)).toBeNull();
    expect(shownRejection({ versionId: 10, rejection }, null, null)).toBeNull();
  });

  it('ends once the page is requested again', () => {
    expect(shownRejection({ versionId: 10, rejection }, page(10, true), null)).toBeNull();
    expect(shownRejection({ versionId: 10, rejection }, page(10), { comment: '' })).toBeNull();
  });

  it('ends once the page is published (a new concept), even before the next load', () => {
    expect(shownRejection({ versionId: 10, rejection }, page(11), null)).toBeNull();
  });
});
