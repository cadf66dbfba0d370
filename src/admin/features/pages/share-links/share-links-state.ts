import type { ApiError } from '../../../../shared/errors.ts';
import {
  createShareLinkBody,
  SHARE_LINK_DEFAULT_DAYS,
  type CreatedShareLink,
  type ShareLinkItem,
} from '../../../../shared/pages/share-links.ts';

/**
 * The "Share preview" dialog of the page editor (issue 16): the number of days typed, the link
 * just made (its URL is shown this once), the page's active links and the last errors.
 */
export interface ShareLinksState {
  days: string;
  /** Null until loaded. */
  links: ShareLinkItem[] | null;
  created: CreatedShareLink | null;
  busy: boolean;
  errors: ApiError[];
  notice: 'revoked' | null;
}

export type ShareLinksAction =
  | { type: 'daysChanged'; days: string }
  | { type: 'loaded'; links: ShareLinkItem[] }
  | { type: 'started' }
  | { type: 'created'; link: CreatedShareLink; links: ShareLinkItem[] }
  | { type: 'revoked'; linkId: number }
  | { type: 'failed'; errors: ApiError[] };

export const initialShareLinksState: ShareLinksState = {
  days: String(SHARE_LINK_DEFAULT_DAYS),
  links: null,
  created: null,
  busy: false,
  errors: [],
  notice: null,
};

/** The days as the API takes them, checked with the shared schema; the field's error otherwise. */
export function parseExpiryDays(days: string): { ok: true; days: number } | { ok: false; errors: ApiError[] } {
  const trimmed = days.trim();
  const parsed = createShareLinkBody.safeParse({ expiresInDays: trimmed === '' ? undefined : Number(trimmed) });
  if (/^\d+$/.test(trimmed) && parsed.success) return { ok: true, days: parsed.data.expiresInDays };
  return { ok: false, errors: [{ code: 'V_12', property: 'expiresInDays' }] };
}

export function shareLinksReducer(state: ShareLinksState, action: ShareLinksAction): ShareLinksState {
  switch (action.type) {
    case 'daysChanged':
      return { ...state, days: action.days, errors: state.errors.filter((error) => error.property !== 'expiresInDays') };
    case 'loaded':
      return { ...state, links: action.links };
    case 'started':
      return { ...state, busy: true, errors: [], notice: null };
    case 'created':
      return { ...state, busy: false, created: action.link, links: action.links };
    case 'revoked':
      return {
        ...state,
        busy: false,
        notice: 'revoked',
        links: state.links?.filter((link) => link.id !== action.linkId) ?? null,
        // The URL shown for a link that no longer works would only mislead.
        created: state.created?.id === action.linkId ? null : state.created,
      };
    case 'failed':
      return { ...state, busy: false, errors: action.errors };
  }
}
