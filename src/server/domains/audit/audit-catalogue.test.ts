import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../shared/audit/audit-schemas.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { AUDITED_ROUTES, NOT_AUDITED } from './audit-catalogue.ts';
import { mutatingApiRoutes } from './audit.hook.ts';

/** Issue 15: a new mutating API call cannot be forgotten by the audit trail. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('audit catalogue', () => {
  it('covers every mutating /api route: audited, or listed as not audited with a reason', () => {
    const routes = mutatingApiRoutes(t.app);
    expect(routes).toContain('POST /api/page/:id/publish');
    const forgotten = routes.filter((route) => !(route in AUDITED_ROUTES) && !(route in NOT_AUDITED));
    expect(forgotten, 'add these to AUDITED_ROUTES or NOT_AUDITED in audit-catalogue.ts').toEqual([]);
  });

  it('names only routes that exist, and no route twice', () => {
    const routes = new Set(mutatingApiRoutes(t.app));
    expect([...Object.keys(AUDITED_ROUTES), ...Object.keys(NOT_AUDITED)].filter((route) => !routes.has(route))).toEqual([]);
    expect(Object.keys(AUDITED_ROUTES).filter((route) => route in NOT_AUDITED)).toEqual([]);
    for (const reason of Object.values(NOT_AUDITED)) expect(reason.length).toBeGreaterThan(5);
  });

  it('uses each action of the shared list, so the admin filter offers exactly what is recorded', () => {
    const used = new Set(Object.values(AUDITED_ROUTES).map((route) => route.action));
    expect([...AUDIT_ACTIONS].filter((action) => !used.has(action))).toEqual([]);
  });
});
