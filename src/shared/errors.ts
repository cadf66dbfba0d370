/**
 * The error catalogue of SPEC section 8. The server answers with codes; clients turn
 * codes into text through their translations, so this file is the single source of
 * which codes exist and what they mean in English.
 */
export const ERROR_MESSAGES = {
  G_01: 'Something went wrong, please try again later.',
  G_02: 'Not found.',
  G_03: 'Your session is not valid, please reload the page.',
  G_04: 'You must be logged in.',
  G_05: 'This item was changed by someone else. Reload it and try again.',
  G_06: 'Too many requests, please wait a moment.',
  V_01: 'The {field} field is required.',
  V_02: 'The {field} field must contain a valid email address.',
  V_03: 'Your password and confirmation password do not match.',
  V_04: 'The token is not valid.',
  V_05: 'The token is not valid or is expired.',
  V_06: '{Field} already exists.',
  V_07: 'This operation cannot be executed.',
  V_08: 'The passwords do not match.',
  V_09: 'The password must contain at least 1 uppercase letter and 1 special character.',
  V_10: 'The password must be longer than 8 characters.',
  V_11: 'The password must be fewer than 255 characters.',
  V_12: 'The {field} is not valid.',
  V_13: 'The {field} is not a valid URL.',
  V_14: 'The {field} exceeds the character limit.',
  V_15: 'The {field} is not valid HTML.',
  V_16: 'The {field} must contain at least 1 character.',
  V_17: 'The {field} must contain a file.',
  V_18: 'The {field} already exists on this page.',
  AUTH_01: 'These credentials do not match our records.',
  AUTH_02: 'This current password does not match our records.',
  AUTH_03: 'Too many login attempts. Try again after 10 minutes.',
  UM_01: 'You are not authorized to do this.',
  UM_02: 'Failed to get this user.',
  UM_03: 'Failed to delete audit logs.',
  UM_04: 'Failed to delete profile info.',
  UM_05: 'The image exceeds 2MB.',
  UM_06: 'Unsupported image format, use JPEG or PNG.',
  UM_07: 'The image is not valid.',
  UM_08: 'The image exceeds 1024x1024 pixels.',
  UM_09: 'Failed to create user.',
  UM_10: 'Failed to delete user.',
  PM_01: 'Failed to get the page from the database.',
  ML_01: 'The file size exceeds the limit.',
  ML_02: 'Cannot move or rename, it already exists.',
  ML_03: 'Cannot move or rename, it already exists in this folder.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiError {
  code: ErrorCode;
  property?: string;
}

export interface ApiFailure {
  Success: false;
  Errors: ApiError[];
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, value);
}
