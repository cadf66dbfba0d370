import { describe, expect, it, vi } from 'vitest';
import { canonicalTimeZone, timeZoneChoices, timeZoneName } from './time-zone.ts';

describe('canonicalTimeZone', () => {
  it('answers every offered zone as itself, as a DateTimeFormat would', () => {
    for (const zone of timeZoneChoices()) {
      expect(canonicalTimeZone(zone)).toBe(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
    }
  });

  it('canonicalises other spellings and aliases, and refuses unknown zones and offsets', () => {
    expect(canonicalTimeZone('europe/amsterdam')).toBe('Europe/Amsterdam');
    expect(canonicalTimeZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('+01:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });

  // Issue 20: the admin checks the settings' zone on its start-up path; a browser's first
  // DateTimeFormat costs 30-90 ms there.
  it('checks an offered zone without making a DateTimeFormat', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(timeZoneName.parse('Europe/Amsterdam')).toBe('Europe/Amsterdam');
      expect(canonicalTimeZone('UTC')).toBe('UTC');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
