import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/login', () => {
  it('logs the administrator in and returns the user with permissions', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
    expect(response.body.User.email).toBe(TEST_ADMIN.email);
    expect(response.body.User.role.permissions.map((p: { name: string }) => p.name)).toContain('manage-users');
    const session = await agent.post('/api/auth/user');
    expect(session.body.ID).toBe(response.body.User.ID);
  });

  it('rejects a POST without the CSRF token with 403', async () => {
    const agent = t.agent();
    agent.sendCsrf = false;
    const response = await agent.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'G_03' }] });
  });
});
