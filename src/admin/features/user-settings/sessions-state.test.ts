import { describe, expect, it } from 'vitest';
import type { UserSessionEntry } from '../../../shared/sessions/session-schemas.ts';
import { emailChanges, hasOtherSessions, onlyCurrent, orderSessions, withoutSession } from './sessions-state.ts';

const session = (id: string, lastUsedAt: string, current = false): UserSessionEntry => ({
  id,
  device: { browser: 'Firefox', os: 'Linux' },
  ip: '10.0.0.1',
  createdAt: '2026-01-01T08:00:00.000Z',
  lastUsedAt,
  current,
});
const laptop = session('laptop', '2026-01-01T09:00:00.000Z', true);
const phone = session('phone', '2026-01-01T10:00:00.000Z');
const tablet = session('tablet', '2026-01-01T11:00:00.000Z');

describe('active sessions state', () => {
  it('lists this device first, then the others by last use', () => {
    expect(orderSessions([phone, laptop, tablet]).map((item) => item.id)).toEqual(['laptop', 'tablet', 'phone']);
  });

  it('drops a signed-out session, or every other one', () => {
    expect(withoutSession([laptop, phone, tablet], 'phone').map((item) => item.id)).toEqual(['laptop', 'tablet']);
    expect(onlyCurrent([laptop, phone, tablet])).toEqual([laptop]);
  });

  it('offers "sign out everywhere else" only with other sessions', () => {
    expect(hasOtherSessions([laptop, phone])).toBe(true);
    expect(hasOtherSessions([laptop])).toBe(false);
  });

  it('asks for the password only when the e-mail address really changes', () => {
    expect(emailChanges('anna@example.com', 'anna@example.com')).toBe(false);
    expect(emailChanges('anna@example.com', ' Anna@Example.com ')).toBe(false);
    expect(emailChanges('anna@example.com', 'anna@example.org')).toBe(true);
  });
});
