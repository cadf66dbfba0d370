import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Issue 15 finding 8: the lockout (SPEC 9, AUTH_03) is kept per account and client together,
 * so wrong passwords sent from elsewhere cannot lock a user out of their own network. Across
 * all clients an account locks only at a much higher ceiling, and a client address across all
 * accounts keeps its own limit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = 'Wrong-Password!1';
const login = (agent: TestAgent, email: string, password: string) => agent.post('/api/auth/login', { email, password });
const lockedOut = { Success: false, Errors: [{ code: 'AUTH_03' }] };

describe('login lockout per account and client', () => {
  it('five failures lock the account for that client only; the user still logs in from another', async () => {
    const user = await createUser(t);
    const attacker = t.agent();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(attacker, user.email, WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The attacker's client stays locked, even with the right password.
    const attackerRight = await login(attacker, user.email, user.password);
    expect({ status: attackerRight.status, body: attackerRight.body }).toEqual({ status: 429, body: lockedOut });

    // The user, from their own network, is not locked out.
    const own = t.agent();
    const ownLogin = await login(own, user.email, user.password);
    expect(ownLogin.status, JSON.stringify(ownLogin.body)).toBe(200);
    expect(ownLogin.body.User.email).toBe(user.email);
  });

  it('a lockout of one client leaves the same client free for other accounts', async () => {
    const locked = await createUser(t);
    const other = await createUser(t);
    const agent = t.agent();
    for (let attempt = 0; attempt < 5; attempt++) await login(agent, locked.email, WRONG);
    expect((await login(agent, locked.email, locked.password)).status).toBe(429);
    expect((await login(agent, other.email, other.password)).status).toBe(200);
  });

  it('across all clients an account locks at its ceiling (50 failures), for every client', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    // Ten clients, each staying under its own limit of five.
    for (let client = 0; client < 10; client++) {
      const agent = t.agent();
      for (let attempt = 0; attempt < 5; attempt++) {
        if (client * 5 + attempt === 49) break;
        statuses.push((await login(agent, user.email, WRONG)).status);
      }
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(9); // each client's fifth failure
    expect((await login(t.agent(), user.email, user.password)).status).toBe(200);

    // The fiftieth failure, from yet another client, locks the account everywhere.
    const last = await login(t.agent(), user.email, WRONG);
    expect({ status: last.status, body: last.body }).toEqual({ status: 429, body: lockedOut });
    expect((await login(t.agent(), user.email, user.password)).status).toBe(429);
  });

  it('a client address across accounts still locks after 20 failures', async () => {
    const agent = t.agent();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const user = await createUser(t);
      statuses.push((await login(agent, user.email, WRONG)).status);
    }
    expect(statuses).toEqual([...Array(19).fill(401), 429]);
    const user = await createUser(t);
    expect((await login(agent, user.email, user.password)).status).toBe(429);
    expect((await login(t.agent(), user.email, user.password)).status).toBe(200);
  });

  it('a success from the client resets that client’s count', async () => {
    const user = await createUser(t);
    const agent = t.agent();
    for (let attempt = 0; attempt < 4; attempt++) expect((await login(agent, user.email, WRONG)).status).toBe(401);
    expect((await login(agent, user.email, user.password)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) expect((await login(agent, user.email, WRONG)).status).toBe(401);
    expect((await login(agent, user.email, user.password)).status).toBe(200);
  });
});
