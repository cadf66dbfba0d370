import type { ApiError } from './errors.ts';
import type { Permission } from './permissions.ts';
import type { InterfaceLanguage } from './locales.ts';

/** SPEC 3 User (session). ID 0 means nobody is logged in. */
export interface SessionUser {
  ID: number;
  email: string;
  role: { id: number; name: string; permissions: Permission[] };
  profile: { name: string; jobTitle: string; image: string | null };
  language: InterfaceLanguage;
}

export interface UserSummary {
  ID: number;
  email: string;
  role: { id: number; name: string };
  profile: { name: string; jobTitle: string; image: string | null };
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface RoleSummary {
  id: number;
  name: string;
  permissions: Permission[];
  userCount: number;
  system: boolean;
}

export interface ApiResult {
  Success: boolean;
  Errors: ApiError[];
}
