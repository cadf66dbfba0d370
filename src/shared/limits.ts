/** Business constants of SPEC section 9, shared by server checks and client forms. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;
export const LIST_SEARCH_DEBOUNCE_MS = 500;
export const LIST_SEARCH_MAX_WAIT_MS = 1000;
export const LOGIN_LOCKOUT_MINUTES = 10;
export const LOGIN_MAX_FAILURES = 5;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_DIMENSION = 1024;
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 254;
export const ACCOUNT_TOKEN_HOURS = { reset: 2, activate: 72 } as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
