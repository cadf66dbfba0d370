import type { ScheduleBody, ScheduleDto } from '../../../../shared/pages/schedule-schemas.ts';
import { DEFAULT_TIME_ZONE } from '../../../../shared/time-zone.ts';

// Schedule times are shown and entered in the site's time zone (a setting; a datetime-local
// field has no zone) and travel as UTC, so a daylight-saving change never shifts them.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall-clock fields of an instant in a time zone (Intl, no library). */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of a datetime-local field in the zone ('2026-03-29T10:00'). */
export function toZonedInput(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const wall = wallClock(Date.parse(iso), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A datetime-local value read as wall-clock time in the zone, as a UTC ISO string; null when it
 * is empty or not a date and time. A time that does not exist (the hour skipped when summer time
 * starts) moves forward by that hour; one that occurs twice (when it ends) is the first.
 */
export function fromZonedInput(value: string, timeZone = DEFAULT_TIME_ZONE): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const naive = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(naive) || new Date(naive).getUTCDate() !== day) return null;
  // Try the offsets in force just before and after: the first that maps back to the same wall
  // clock is the one (the earlier instant when both do), else the gap: use the later offset.
  const candidates = [offsetAt(naive - 86_400_000, timeZone), offsetAt(naive + 86_400_000, timeZone)].map((offset) => naive - offset);
  const exact = candidates.filter((instant) => toZonedInput(new Date(instant).toISOString(), timeZone) === value.trim().slice(0, 16));
  const chosen = exact.length > 0 ? Math.min(...exact) : naive - offsetAt(naive - 86_400_000, timeZone);
  return new Date(chosen).toISOString();
}

/** The schedule form: two datetime-local values in the site's zone ('' for none). */
export interface ScheduleForm {
  publishAt: string;
  unpublishAt: string;
}

/** The form's starting values: the pending parts of the page's schedule. */
export function formFromSchedule(schedule: ScheduleDto | null, timeZone = DEFAULT_TIME_ZONE): ScheduleForm {
  const pending = (part: ScheduleDto['publish']) => (part && part.state === 'pending' ? toZonedInput(part.at, timeZone) : '');
  return { publishAt: pending(schedule?.publish ?? null), unpublishAt: pending(schedule?.unpublish ?? null) };
}

/** The POST body for the form; the server checks the rules (future times, order, at least one). */
export function scheduleBodyFrom(form: ScheduleForm, versionID: number, revision: number, timeZone = DEFAULT_TIME_ZONE): ScheduleBody {
  return {
    versionID,
    revision,
    publishAt: fromZonedInput(form.publishAt, timeZone),
    unpublishAt: fromZonedInput(form.unpublishAt, timeZone),
  };
}

/** Whether the page has a part still waiting (the editor's header shows a badge then). */
export function hasPendingPart(schedule: ScheduleDto | null): boolean {
  return schedule?.publish?.state === 'pending' || schedule?.unpublish?.state === 'pending';
}

/**
 * Whether the concept was saved after its publication was scheduled: the scheduler would skip
 * it (what was scheduled is what goes live), so the editor is asked to schedule it again.
 */
export function scheduleOutdated(schedule: ScheduleDto | null, page: { conceptVersionID: number; revision: number }): boolean {
  if (schedule?.publish?.state !== 'pending') return false;
  return schedule.versionID !== page.conceptVersionID || schedule.versionRevision !== page.revision;
}

/** The review panel's go-live field to start with: the requester's desired time, or empty (now). */
export const reviewGoLiveInput = (requestedAt: string | null, timeZone = DEFAULT_TIME_ZONE): string =>
  requestedAt ? toZonedInput(requestedAt, timeZone) : '';

/**
 * What the reviewer's go-live field sends with the acceptance: undefined when it still shows the
 * requester's time or none was asked (the server keeps the wish, or publishes now if it passed
 * meanwhile or there is none), null when emptied (now), else the time in UTC; `invalid` when it
 * is not a date and time.
 */
export function acceptPublishAt(
  value: string,
  requestedAt: string | null,
  timeZone = DEFAULT_TIME_ZONE,
): string | null | undefined | 'invalid' {
  if (value.trim() === reviewGoLiveInput(requestedAt, timeZone)) return undefined;
  if (value.trim() === '') return null;
  return fromZonedInput(value, timeZone) ?? 'invalid';
}
