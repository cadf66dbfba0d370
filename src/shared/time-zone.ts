import { z } from 'zod';

/** The site's time zone when none is set (SPEC: a Dutch consultancy). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** The time zones offered in the admin: Intl's list, with UTC (which the list leaves out). */
export function timeZoneChoices(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return listed.includes('UTC') ? listed : [...listed, 'UTC'];
}

let offered: Set<string> | null = null;

/**
 * The offered zones, read once. Intl lists canonical names only, so a name found here is its own
 * canonical form and needs no DateTimeFormat: a browser's first one costs 30-90 ms (ICU loads its
 * date formats), which the admin paid while checking the settings' zone on its start-up path.
 */
function offeredZones(): Set<string> {
  offered ??= new Set(timeZoneChoices());
  return offered;
}

/**
 * The zone's canonical IANA name ('europe/amsterdam' and 'Europe/Amsterdam' are one zone;
 * 'US/Pacific' is 'America/Los_Angeles'), or null when the runtime does not know it or it is
 * not one of the offered zones (offsets such as '+01:00' are not). Stored canonical, the admin's
 * list always shows what is stored.
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length === 0 || value.length > 64) return null;
  if (offeredZones().has(value)) return value;
  try {
    const canonical = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
    return offeredZones().has(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/** Whether the runtime knows the zone (see canonicalTimeZone). */
export const isKnownTimeZone = (value: string): boolean => canonicalTimeZone(value) !== null;

/** An IANA time-zone name the runtime knows, answered canonical ('Europe/Amsterdam'); V_12 otherwise. */
export const timeZoneName = z.string({ error: 'V_12' }).transform((value, context) => {
  const canonical = canonicalTimeZone(value);
  if (canonical === null) {
    context.addIssue({ code: 'custom', message: 'V_12' });
    return z.NEVER;
  }
  return canonical;
});
