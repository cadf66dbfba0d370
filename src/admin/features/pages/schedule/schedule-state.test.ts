import { describe, expect, it } from 'vitest';
import {
  acceptPublishAt,
  formFromSchedule,
  fromZonedInput,
  hasPendingPart,
  reviewGoLiveInput,
  scheduleBodyFrom,
  scheduleOutdated,
  toZonedInput,
} from './schedule-state.ts';

describe('site time zone (Europe/Amsterdam)', () => {
  it('shows UTC instants as wall-clock time, in winter and in summer', () => {
    expect(toZonedInput('2026-01-15T09:30:00.000Z')).toBe('2026-01-15T10:30');
    expect(toZonedInput('2026-07-15T09:30:00.000Z')).toBe('2026-07-15T11:30');
  });

  it('reads entered wall-clock time as UTC on either side of a daylight-saving change', () => {
    expect(fromZonedInput('2026-03-28T10:00')).toBe('2026-03-28T09:00:00.000Z');
    expect(fromZonedInput('2026-03-29T10:00')).toBe('2026-03-29T08:00:00.000Z');
    expect(fromZonedInput('2026-10-25T10:00')).toBe('2026-10-25T09:00:00.000Z');
  });

  it('a skipped hour moves forward; a repeated one is the first; garbage is null', () => {
    expect(fromZonedInput('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(fromZonedInput('')).toBeNull();
    expect(fromZonedInput('tomorrow')).toBeNull();
    expect(fromZonedInput('2026-02-30T10:00')).toBeNull();
  });

  it('round-trips', () => {
    // Except the second pass of the repeated hour, which a wall-clock field cannot tell from the first.
    for (const iso of ['2026-03-29T01:00:00.000Z', '2026-10-25T02:00:00.000Z', '2026-12-31T23:59:00.000Z']) {
      expect(fromZonedInput(toZonedInput(iso))).toBe(iso);
    }
  });
});

describe('the form', () => {
  const schedule = {
    id: 1,
    pageID: 2,
    versionID: 3,
    versionRevision: 4,
    publish: { at: '2026-07-01T08:00:00.000Z', state: 'pending' as const, reason: null, doneAt: null },
    unpublish: { at: '2026-07-02T08:00:00.000Z', state: 'done' as const, reason: null, doneAt: '2026-07-02T08:00:01.000Z' },
    createdBy: { id: 1, name: 'Ann' },
    createdAt: '2026-06-01T08:00:00.000Z',
  };

  it('starts from the pending parts only', () => {
    expect(formFromSchedule(schedule)).toEqual({ publishAt: '2026-07-01T10:00', unpublishAt: '' });
    expect(formFromSchedule(null)).toEqual({ publishAt: '', unpublishAt: '' });
    expect(hasPendingPart(schedule)).toBe(true);
    expect(hasPendingPart({ ...schedule, publish: null })).toBe(false);
  });

  it('sends UTC times, null for an empty field', () => {
    expect(scheduleBodyFrom({ publishAt: '2026-07-01T10:00', unpublishAt: '' }, 3, 4)).toEqual({
      versionID: 3,
      revision: 4,
      publishAt: '2026-07-01T08:00:00.000Z',
      unpublishAt: null,
    });
  });
});

describe('another site time zone (a setting)', () => {
  it('New York: the same wall clock is another instant, and summer time there starts on another day', () => {
    expect(toZonedInput('2026-01-15T15:30:00.000Z', 'America/New_York')).toBe('2026-01-15T10:30');
    expect(fromZonedInput('2026-03-08T10:00', 'America/New_York')).toBe('2026-03-08T14:00:00.000Z');
    expect(fromZonedInput('2026-03-29T10:00', 'America/New_York')).toBe('2026-03-29T14:00:00.000Z');
    expect(scheduleBodyFrom({ publishAt: '2026-07-01T09:00', unpublishAt: '' }, 3, 1, 'Asia/Tokyo').publishAt).toBe(
      '2026-07-01T00:00:00.000Z',
    );
  });
});

describe('the reviewer’s go-live time', () => {
  const wish = '2026-06-01T08:00:00.000Z';
  it('starts at the requester’s wish in the zone, or empty', () => {
    expect(reviewGoLiveInput(wish)).toBe('2026-06-01T10:00');
    expect(reviewGoLiveInput(null)).toBe('');
  });

  it('sends nothing while unchanged, null when emptied, the new time in UTC, or invalid', () => {
    expect(acceptPublishAt('2026-06-01T10:00', wish)).toBeUndefined();
    expect(acceptPublishAt('', null)).toBeUndefined();
    expect(acceptPublishAt('', wish)).toBeNull();
    expect(acceptPublishAt('2026-06-02T12:15', wish)).toBe('2026-06-02T10:15:00.000Z');
    expect(acceptPublishAt('2026-06-02T12:15', null)).toBe('2026-06-02T10:15:00.000Z');
    expect(acceptPublishAt('2026-02-30T10:00', null)).toBe('invalid');
  });
});

describe('a schedule outdated by a later save', () => {
  const schedule = {
    id: 1,
    pageID: 5,
    versionID: 9,
    versionRevision: 4,
    publish: { at: '2026-06-01T08:00:00.000Z', state: 'pending' as const, reason: null, doneAt: null },
    unpublish: null,
    createdBy: { id: 1, name: 'Ann' },
    createdAt: '2026-05-01T08:00:00.000Z',
  };
  it('is outdated when the concept’s revision or version moved on, only while the publication waits', () => {
    expect(scheduleOutdated(schedule, { conceptVersionID: 9, revision: 4 })).toBe(false);
    expect(scheduleOutdated(schedule, { conceptVersionID: 9, revision: 5 })).toBe(true);
    expect(scheduleOutdated(schedule, { conceptVersionID: 10, revision: 4 })).toBe(true);
    expect(scheduleOutdated({ ...schedule, publish: { ...schedule.publish, state: 'done' } }, { conceptVersionID: 9, revision: 5 })).toBe(
      false,
    );
    expect(scheduleOutdated(null, { conceptVersionID: 9, revision: 5 })).toBe(false);
  });
});
