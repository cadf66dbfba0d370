import { z } from 'zod';

/** The site's time zone when none is set (SPEC: a Dutch consultancy). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** Whether the runtime knows the IANA zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The time zones offered in the admin: Intl's list, with UTC (which the list may leave out). */
export function timeZoneChoices(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return listed.includes('UTC') ? listed : [...listed, 'UTC'];
}

/** An IANA time-zone name the runtime knows ('Europe/Amsterdam'); V_12 otherwise. */
export const timeZoneName = z.string({ error: 'V_12' }).refine(isKnownTimeZone, 'V_12');
